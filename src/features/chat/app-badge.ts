/**
 * Shows the chat's unread count on the installed app's icon (Badging API, issue 32) where the
 * platform has it; elsewhere nothing happens. A refusal (not installed, no permission) is ignored.
 */
export function setAppBadge(count: number | null): void {
  if (count === null || typeof navigator === 'undefined') return;
  const nav = navigator as Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;
  if (typeof nav.setAppBadge !== 'function' || typeof nav.clearAppBadge !== 'function') return;
  const done = count > 0 ? nav.setAppBadge.call(navigator, count) : nav.clearAppBadge.call(navigator);
  void done.catch(() => {});
}
