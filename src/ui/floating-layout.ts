/**
 * The floating layout's moving parts (issue 33, src/ui/tokens.css): a bar that shows sets its height
 * variable on the root (--download-bar-h; the tab bar sets --tabbar-h), and every floating control
 * that places itself by script (the mini-game, when it is not docked in the top bar) hears of it.
 */
export const FLOATING_LAYOUT_EVENT = 'storefront:floating-layout';

/**
 * Issue 32: where the mini-game is in the document, and so in keyboard order: after the page (its
 * top bar and content), before the tab bar. It shows docked in the top bar (a fixed position), but was
 * the page's last stop, after the tab bar and every overlay host.
 */
export const MINI_GAME_ROOT_ID = 'mini-game-root';

export function setFloatingHeight(variable: '--download-bar-h' | '--tabbar-h', px: number): void {
  const root = document.documentElement.style;
  const value = `${Math.max(0, Math.round(px))}px`;
  if (px > 0) {
    if (root.getPropertyValue(variable) === value) return;
    root.setProperty(variable, value);
  } else {
    if (!root.getPropertyValue(variable)) return;
    root.removeProperty(variable);
  }
  window.dispatchEvent(new Event(FLOATING_LAYOUT_EVENT));
}

/**
 * The top of what rests at the screen's bottom edge (the bars): on a page without a top bar (the game
 * frame) the mini-game starts above it. Chat and the mini-game's docked place are in the top bar.
 */
export function floatingTop(): number {
  let top = window.innerHeight;
  for (const element of document.querySelectorAll<HTMLElement>('.download-bar, .tab-bar, [data-floating]')) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0) top = Math.min(top, rect.top);
  }
  return top;
}

/** Issue 33: the top-left corner of the mini-game's reserved place in the top bar, when the page has one. */
export function miniGameSlot(): { x: number; y: number } | null {
  const rect = document.querySelector('[data-mini-game-slot]')?.getBoundingClientRect();
  return rect && rect.width > 0 ? { x: rect.left, y: rect.top } : null;
}
