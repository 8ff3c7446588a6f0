/**
 * §7 offline first, on a player's very first visit: the page's first answers were fetched before
 * its worker was installed, so they went past the worker and none of its caches holds them; a reload
 * with no network then asked for them in vain (13 failed requests on /m/home), however well the
 * persisted cache painted the page. Once the worker has taken control, the answers it keeps are
 * fetched again, through it: the queries on screen, and the installable-app manifest (§5).
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../contract/endpoints';
import { cachingOf } from '../../contract/caching';

/** Call before the worker registers: `controlledAtStart` says whether a worker served this page. */
export function refetchThroughWorkerOnceControlled(queryClient: QueryClient, controlledAtStart: boolean): void {
  if (controlledAtStart || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => {
          // A query that names no endpoint (the prompts' settings, an image) is fetched again too:
          // a GET, once, on the first visit only.
          const endpoint = query.meta?.endpoint;
          return endpoint === undefined || cachingOf(api[endpoint]).worker !== 'no-store';
        },
      });
      const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      if (manifest) void fetch(manifest, { credentials: 'same-origin' }).catch(() => undefined);
    },
    { once: true },
  );
}
