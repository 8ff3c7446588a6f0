/**
 * DESIGN rule 11: when a part's code failed to load, when to try again: as soon as the browser is
 * back online; and when it believes it is online already (a flaky line, a 5xx from a proxy), after
 * a pause too, since no 'online' event may come.
 */

/** The pause before loading again a part whose code failed while the browser was online. */
export const RELOAD_PART_AFTER_MS = 15_000;

/** Calls `retry` once, when it is worth trying again. Returns a function that cancels it. */
export function retryWhenOnline(retry: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    cancel();
    retry();
  };
  const cancel = () => {
    window.removeEventListener('online', once);
    clearTimeout(timer);
  };
  window.addEventListener('online', once);
  if (navigator.onLine !== false) timer = setTimeout(once, RELOAD_PART_AFTER_MS);
  return cancel;
}
