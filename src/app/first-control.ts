/**
 * §7 offline first, on a player's very first visit: the page's first answers were fetched before
 * its worker was installed, so they went past the worker and none of its caches holds them; a reload
 * with no network then asked for them in vain (13 failed requests on /m/home), however well the
 * persisted cache painted the page. Once the worker has taken control, it is handed those GETs
 * (src/api/sent-past-worker.ts) and the manifest (§5), and fetches them for itself: the page's own
 * thread does nothing more (refetching them through the page cost its load about 50 ms of blocking
 * time on Lighthouse's throttled phone).
 */
import { takeSentPastWorker } from '../api/sent-past-worker';
import { request } from '../lib/worker-bridge';

/** Call before the worker registers: `controlledAtStart` says whether a worker served this page. */
export function handOverOnceControlled(controlledAtStart: boolean): void {
  if (controlledAtStart || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      const requests = [...takeSentPastWorker(), ...(manifest ? [{ url: manifest, headers: {} }] : [])];
      if (requests.length > 0) void request({ type: 'keep-answers', requests });
    },
    { once: true },
  );
}
