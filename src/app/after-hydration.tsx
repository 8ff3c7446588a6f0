/**
 * Issue 18 (JS loaded before the page is interactive): the root route's hosts that paint nothing at
 * first (src/app/after-hydration.chunk.tsx) load once the page has painted or been hydrated, in a
 * chunk of their own. An alert or toast raised meanwhile waits in its queue (src/lib/overlays.ts).
 */
import { Suspense } from 'react';
import { usePainted } from '../lib/after-paint';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const Hosts = lazyWhenOnline(() => import('./after-hydration.chunk'));

export function AfterHydration() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Hosts />
    </Suspense>
  );
}
