/**
 * §2 the draggable mini-game widget (container id mini-game-container), for logged-in members where
 * LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1) is on. The script (§7 /mini-game/{v1|s1}/minigame.js)
 * loads on mount and renders its game when the player opens it. The handle drags within the screen
 * with a 2 % margin (fixed in the SEA variant); a movement under 2 px is a tap that opens the game;
 * the arrow keys move it too; the bounds are checked again 250 ms after a resize or rotation.
 * Issue 33: it starts docked in its reserved place in the top bar, where at rest it covers nothing,
 * and follows that place from page to page until the player drags it out.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  FAB_GAP_PX,
  MINI_GAME_DEBOUNCE_MS,
  MINI_GAME_KEY_STEP_PX,
  MINI_GAME_POSITION_KEY,
  MINI_GAME_SCRIPT_TIMEOUT_MS,
} from '../../config/constants';
import { useT } from '../../i18n';
import { loadScript } from '../../lib/load-script';
import { readJson, writeJson } from '../../lib/storage';
import { FLOATING_LAYOUT_EVENT, floatingTop, miniGameSlot } from '../../ui/floating-layout';
import { LineIcon } from '../../ui/line-icon';
import { ModalDialog } from '../../ui/modal-dialog';
import {
  clampPosition,
  isDraggable,
  isTap,
  miniGameScriptUrl,
  nudge,
  parseStoredPosition,
  startPosition,
  type MiniGameVariant,
  type Point,
} from './rules';
import './mini-game.css';

declare global {
  interface Window {
    StorefrontMiniGame?: { variant: string; render(panel: HTMLElement): () => void };
  }
}

const screenSize = () => ({ width: window.innerWidth, height: window.innerHeight });

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
  const [position, setPosition] = useState<Point | null>(null);
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const drag = useRef<{ start: Point; from: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  const draggable = isDraggable(variant);

  const sizeOf = () => {
    const rect = handle.current?.getBoundingClientRect();
    return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
  };

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

  // Issue 33: the position the player gave it, for the session; else docked in its place in the top
  // bar, followed from page to page (or, on a page without one, above the bars), until the player
  // moves it.
  const placed = useRef(false);
  useEffect(() => {
    const start = () =>
      startPosition(
        sizeOf(),
        screenSize(),
        miniGameSlot(),
        floatingTop(),
        FAB_GAP_PX,
        document.documentElement.dir === 'rtl',
      );
    const stored = parseStoredPosition(readJson('session', MINI_GAME_POSITION_KEY));
    placed.current = stored !== null;
    setPosition(stored ? clampPosition(stored, sizeOf(), screenSize()) : start());
    // §9: after a resize or rotation, the bounds are checked again once things settle (250 ms).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setPosition((p) => (placed.current && p ? clampPosition(p, sizeOf(), screenSize()) : start())),
        MINI_GAME_DEBOUNCE_MS,
      );
    };
    // Docked, it follows its place: a page that opens brings its own top bar (once per frame).
    let frame = 0;
    const follow = () => {
      if (placed.current || frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (placed.current) return;
        const next = start();
        setPosition((p) => (p && p.x === next.x && p.y === next.y ? p : next));
      });
    };
    const pages = new MutationObserver(follow);
    pages.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', follow, { passive: true });
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    window.addEventListener(FLOATING_LAYOUT_EVENT, onResize);
    // The top bar may mount after this widget: look once more when things settle.
    onResize();
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
      pages.disconnect();
      window.removeEventListener('scroll', follow);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      window.removeEventListener(FLOATING_LAYOUT_EVENT, onResize);
    };
  }, []);

  const moveTo = useCallback((p: Point) => {
    const next = clampPosition(p, sizeOf(), screenSize());
    placed.current = true;
    writeJson('session', MINI_GAME_POSITION_KEY, next);
    setPosition(next);
  }, []);

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (!draggable || !position || e.button !== 0) return;
    drag.current = { start: { x: e.clientX, y: e.clientY }, from: position, moved: false };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const here = { x: e.clientX, y: e.clientY };
    if (!d.moved && isTap(d.start, here)) return;
    d.moved = true;
    moveTo({ x: d.from.x + here.x - d.start.x, y: d.from.y + here.y - d.start.y });
  };
  const onPointerUp = () => {
    // A drag is not a tap: the click that follows it does not open the game.
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!draggable || !position) return;
    const next = nudge(position, e.key, MINI_GAME_KEY_STEP_PX * (e.shiftKey ? 5 : 1));
    if (!next) return;
    e.preventDefault();
    moveTo(next);
  };
  const onClick = () => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    if (state === 'ready') setOpen(true);
  };

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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onClick={onClick}
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
