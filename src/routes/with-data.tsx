/**
 * Gives its children the query client, suspending until the data layer has loaded and restored the
 * persisted cache. Every lazily loaded route is wrapped in it; on the home page the sections that
 * the server renders are. The sections that no first paint needs mount with AfterPaintSection.
 */
import { startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { loadQueryClient } from './data-client';
import { afterPaint } from '../lib/after-paint';
import { retryWhenOnline } from '../lib/retry-when-online';

export function WithData({ children }: { children: ReactNode }) {
  const client = use(loadQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

type Loaded<M> = { client: QueryClient; module: M };

/**
 * A section that no first paint needs: it mounts once the page has painted and both its code and
 * the data layer have loaded, in a frame of its own (issue 18, no task over 50 ms on Lighthouse's
 * 4x throttled CPU). It never suspends: React reveals together the boundaries that resume within
 * 300 ms of one another, so the home page's sections, all waiting for the data layer behind their
 * boundaries, rendered and mounted their queries in one commit (traced at 12-39 ms, so 50-160 ms
 * on Lighthouse's phone). Each is now a transition of its own. `load` must be the same function at
 * every render.
 *
 * A load that fails (the network went away before the section's code came, DESIGN rule 11) shows
 * nothing and is tried again when the browser is back online (src/lib/retry-when-online.ts): no page is lost to a part it can do
 * without (the route's error boundary used to replace the whole page, a login form being typed in
 * included).
 */
export function AfterPaintSection<M>({
  load,
  children,
}: {
  load: () => Promise<M>;
  children: (module: M) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded<M> | null>(null);
  useEffect(() => {
    let cancelled = false;
    let cancelFrame = () => {};
    let cancelRetry = () => {};
    const tryLoad = () => {
      cancelFrame = afterPaint(() => {
        Promise.all([loadQueryClient(), load()]).then(
          ([client, module]) => {
            if (!cancelled) cancelFrame = afterPaint(() => startTransition(() => setLoaded({ client, module })));
          },
          () => {
            if (!cancelled) cancelRetry = retryWhenOnline(tryLoad);
          },
        );
      });
    };
    tryLoad();
    return () => {
      cancelled = true;
      cancelFrame();
      cancelRetry();
    };
  }, [load]);
  if (!loaded) return null;
  return <QueryClientProvider client={loaded.client}>{children(loaded.module)}</QueryClientProvider>;
}
