/**
 * §2 §4 §6 the mini-game for logged-in members where the white label has it: shown on login,
 * hidden on logout. Only this check is in the first chunk; the widget loads after the first paint.
 */
import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import { MINI_GAME_ROOT_ID } from '../ui/floating-layout';
import { merchant } from '../config/runtime';
import { usePainted } from '../lib/after-paint';
import { useSession } from '../session/use-session';
import { miniGameVariant, showsMiniGame } from '../features/mini-game/rules';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const MiniGameWidget = lazyWhenOnline(() => import('../features/mini-game/mini-game-widget.chunk'));

export function MiniGameHost() {
  const loggedIn = useSession() !== null;
  const painted = usePainted();
  const variant = miniGameVariant(merchant().whitelabel);
  if (!painted || !variant || !showsMiniGame(variant, loggedIn)) return null;
  const widget = (
    <Suspense fallback={null}>
      <MiniGameWidget variant={variant} />
    </Suspense>
  );
  // Issue 32: in keyboard order after the page and before the tab bar (router.tsx), no longer the
  // page's last stop; it is drawn docked in the top bar all the same (a fixed position).
  const root = document.getElementById(MINI_GAME_ROOT_ID);
  return root ? createPortal(widget, root) : widget;
}
