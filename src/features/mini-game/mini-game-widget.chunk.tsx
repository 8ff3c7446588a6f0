/**
 * §2 the draggable mini-game widget (container id mini-game-container), for logged-in members where
 * LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1) is on. The script (§7 /mini-game/{v1|s1}/minigame.js)
 * loads on mount and renders its game when the player opens it (a tap on the handle). The handle is
 * fixed in the SEA variant; otherwise it drags and moves with the arrow keys. Where it stands (docked
 * in the top bar until dragged, issue 33; the 2 % margin; the re-check after a resize) is
 * useHandlePosition's (handle-position.ts): this file only renders.
 */
import { useEffect, useRef, useState } from 'react';
import { MINI_GAME_SCRIPT_TIMEOUT_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { loadScript } from '../../lib/load-script';
import { LineIcon } from '../../ui/line-icon';
import { ModalDialog } from '../../ui/modal-dialog';
import { useHandlePosition } from './handle-position';
import { isDraggable, miniGameScriptUrl, type MiniGameVariant } from './rules';
import './mini-game.css';

declare global {
  interface Window {
    StorefrontMiniGame?: { variant: string; render(panel: HTMLElement): () => void };
  }
}

/**
 * The handle's die: a square with corners of radius 4, and three dots on its diagonal. Each dot is a
 * circle of radius 1.3 and a dash across its middle: the 1.8 stroke fills it to a disk of radius 2.2,
 * so a dot needs no fill of its own (a LineIcon is strokes only).
 */
const DIE_ICON =
  'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z' +
  'M6.7 8a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0zM7.1 8h1.8' +
  'M10.7 12a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0zM11.1 12h1.8' +
  'M14.7 16a1.3 1.3 0 1 0 2.6 0a1.3 1.3 0 1 0-2.6 0zM15.1 16h1.8';

/** The script's game, rendered into a panel of its own while the dialog is open. */
function MiniGamePanel() {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = panel.current;
    if (!body || !window.StorefrontMiniGame) return;
    return window.StorefrontMiniGame.render(body);
  }, []);
  return <div ref={panel} className="mini-game-panel" />;
}

export default function MiniGameWidget({ variant }: { variant: MiniGameVariant }) {
  const t = useT();
  const handle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const draggable = isDraggable(variant);

  // §4: the script loads on mount.
  useEffect(() => {
    let live = true;
    loadScript(miniGameScriptUrl(variant, Date.now()), MINI_GAME_SCRIPT_TIMEOUT_MS).then(
      () => live && setState(window.StorefrontMiniGame ? 'ready' : 'failed'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [variant]);

  const { position, handlers } = useHandlePosition(handle, draggable, () => {
    if (state === 'ready') setOpen(true);
  });

  return (
    <div
      id="mini-game-container"
      className={`mini-game${draggable ? '' : ' fixed'}`}
      style={
        position
          ? { transform: `translate(${Math.round(position.x)}px, ${Math.round(position.y)}px)` }
          : { visibility: 'hidden' }
      }
    >
      <button
        ref={handle}
        type="button"
        className="mini-game-handle"
        aria-label={t('miniGame.open')}
        aria-describedby={draggable ? 'mini-game-hint' : undefined}
        aria-disabled={state !== 'ready'}
        aria-haspopup="dialog"
        {...handlers}
      >
        <LineIcon size={24} strokeWidth={1.8} d={DIE_ICON} />
      </button>
      {draggable && (
        <span id="mini-game-hint" hidden>
          {t('miniGame.hint')}
        </span>
      )}
      {open && (
        <ModalDialog
          title={t('miniGame.title')}
          className="mini-game-dialog"
          onClose={() => setOpen(false)}
          closeOnBackdrop
          header={(title) => (
            <header>
              {title}
              <button
                type="button"
                className="icon-button"
                aria-label={t('common.close')}
                onClick={() => setOpen(false)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </header>
          )}
        >
          <MiniGamePanel />
        </ModalDialog>
      )}
    </div>
  );
}
