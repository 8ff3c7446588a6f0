/**
 * Issue 37: work that must stay out of the way of the page's start: it runs once the app has
 * hydrated (contract/ssr.ts HYDRATED_ATTRIBUTE, set when the tree is on screen and answers taps) and
 * the main thread is idle (requestIdleCallback; a timer where the browser has none).
 */
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from '../../contract/ssr';

function hydrated(): Promise<void> {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(HYDRATED_EVENT, () => resolve(), { once: true }));
}

/** Resolves once the page has hydrated and then been idle (at the latest `timeoutMs` after hydrating). */
export async function hydratedAndIdle(timeoutMs: number): Promise<void> {
  await hydrated();
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
