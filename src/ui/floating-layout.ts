/**
 * The floating layout's moving parts (issue 33, src/ui/tokens.css): a bar that shows sets its height
 * variable on the root (--download-bar-h; the tab bar sets --tabbar-h), and every floating control
 * that places itself by script (the mini-game) hears of it.
 */
export const FLOATING_LAYOUT_EVENT = 'storefront:floating-layout';

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

/** The top of what rests at the screen's bottom edge (bars, the chat button), in the inline-end column: the mini-game starts above it. */
export function floatingTop(): number {
  let top = window.innerHeight;
  for (const element of document.querySelectorAll<HTMLElement>('.chat-fab, .download-bar, .tab-bar, [data-floating]')) {
    const rect = element.getBoundingClientRect();
    if (rect.height > 0) top = Math.min(top, rect.top);
  }
  return top;
}
