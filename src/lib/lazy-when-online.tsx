/**
 * DESIGN rule 11 (an offline phone loses nothing): `lazy` for the parts a page can do without while
 * their code cannot come — the hosts mounted after the first paint, the mini-game, the status
 * screens' host, the home page's sections. React's `lazy` sends a failed load to the route's error
 * boundary, which replaces the whole page (a form being typed in included) when the network drops
 * before a chunk arrives; this one shows nothing instead, and loads again when the browser is back
 * online (src/lib/retry-when-online.ts). Chromium and WebKit fetch a module again after a failed dynamic import.
 */
import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { retryWhenOnline } from './retry-when-online';

type Module<P> = { default: ComponentType<P> };

function LoadedWhenOnline<P extends object>({ load, props }: { load: () => Promise<Module<P>>; props: P }) {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    let live = true;
    let cancelRetry = () => {};
    const retry = () => {
      load().then(
        (m) => {
          if (live) setLoaded(() => m.default);
        },
        () => {
          if (live) cancelRetry = retryWhenOnline(retry);
        },
      );
    };
    cancelRetry = retryWhenOnline(retry);
    return () => {
      live = false;
      cancelRetry();
    };
  }, [load]);
  return Loaded ? <Loaded {...props} /> : null;
}

export function lazyWhenOnline<P extends object>(
  load: () => Promise<Module<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().catch(() => ({ default: (props: P) => <LoadedWhenOnline load={load} props={props} /> })));
}
