/**
 * The mini-game widget's rules, pure (§2, §4, §5, §9): which variant the white label switches on,
 * who sees it, what is a tap and what a drag, and where the widget may sit on the screen.
 */
import { MINI_GAME_MARGIN_RATIO, MINI_GAME_TAP_THRESHOLD_PX } from '../../config/constants';

export type MiniGameVariant = 'v1' | 's1';

/** §5: off unless LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1, the SEA variant) is on; v1 wins when both are. */
export function miniGameVariant(whitelabel: Readonly<Record<string, boolean>>): MiniGameVariant | null {
  if (whitelabel.LOTTMINIGAME3 === true) return 'v1';
  if (whitelabel.SEALOTTMINIGAME3 === true) return 's1';
  return null;
}

/** §2 §6: for logged-in members only, where the merchant has it. */
export const showsMiniGame = (variant: MiniGameVariant | null, loggedIn: boolean): boolean =>
  variant !== null && loggedIn;

/** §2: draggable, but fixed in the SEA variant. */
export const isDraggable = (variant: MiniGameVariant): boolean => variant !== 's1';

/** §7: the script's address, with the timestamp that keeps it fresh. */
export const miniGameScriptUrl = (variant: MiniGameVariant, now: number): string =>
  `/mini-game/${variant}/minigame.js?_t=${now}`;

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** §5 §9: a movement under 2 px is a tap, not a drag. */
export function isTap(start: Point, end: Point): boolean {
  return Math.hypot(end.x - start.x, end.y - start.y) < MINI_GAME_TAP_THRESHOLD_PX;
}

/**
 * §2 §9: the widget's top-left corner kept inside the screen with a 2 percent margin on each side
 * (of the screen's width horizontally, of its height vertically). A widget wider than the room
 * left sits at the margin.
 */
export function clampPosition(position: Point, widget: Size, screen: Size): Point {
  const mx = screen.width * MINI_GAME_MARGIN_RATIO;
  const my = screen.height * MINI_GAME_MARGIN_RATIO;
  const clamp = (v: number, min: number, max: number) =>
    Number.isFinite(v) ? Math.min(Math.max(v, min), Math.max(min, max)) : min;
  return {
    x: clamp(position.x, mx, screen.width - widget.width - mx),
    y: clamp(position.y, my, screen.height - widget.height - my),
  };
}

/**
 * Where the widget starts (issue 33, the floating layout of src/ui/tokens.css): docked in its reserved
 * place in the top bar (`slot`, the top-left corner of that box), where at rest it covers nothing; the
 * slot is part of the bar, so the 2 % margin (§2 §9), which holds the places a drag gives it, does not
 * move it. Where a page has no top bar (the game frame), the inline-end column right above what rests
 * at the bottom (the download bar, the tab bar), `gap` px clear of it, inside the 2 % margin:
 * `floatingTop` is the top of the highest of those (the screen's height when there is none).
 */
export function startPosition(
  widget: Size,
  screen: Size,
  slot: Point | null,
  floatingTop: number,
  gap: number,
  rtl: boolean,
): Point {
  if (slot) return { x: slot.x, y: slot.y };
  return clampPosition({ x: rtl ? 0 : screen.width, y: floatingTop - gap - widget.height }, widget, screen);
}

/** The position the player gave it, kept for the session; anything damaged reads as none. */
export function parseStoredPosition(stored: unknown): Point | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { x, y } = stored as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

/** Keyboard operation: the arrow keys move the widget by `step` px (more with Shift). */
export function nudge(position: Point, key: string, step: number): Point | null {
  switch (key) {
    case 'ArrowLeft':
      return { x: position.x - step, y: position.y };
    case 'ArrowRight':
      return { x: position.x + step, y: position.y };
    case 'ArrowUp':
      return { x: position.x, y: position.y - step };
    case 'ArrowDown':
      return { x: position.x, y: position.y + step };
    default:
      return null;
  }
}
