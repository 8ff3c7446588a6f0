/**
 * §2 / §8: shows the maintenance or access-denied page in place of the routes, or the domain modal
 * over them, when the platform status says so. The screens load on demand (DESIGN rule 5); on a
 * normal day this is all of it that the first paint carries.
 */
import { Suspense, type ReactNode } from 'react';
import { statusStore } from '../features/status/store';
import { useStore } from '../lib/use-store';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const StatusScreens = lazyWhenOnline(() => import('./status-screens.chunk'));

export function StatusGate({ children }: { children: ReactNode }) {
  const view = useStore(statusStore);
  if (view.kind === 'app') return children;
  const screens = (
    <Suspense fallback={null}>
      <StatusScreens view={view} />
    </Suspense>
  );
  // The domain modal sits over the page; the status pages replace it.
  return view.kind === 'domain-unavailable' ? (
    <>
      {children}
      {screens}
    </>
  ) : (
    screens
  );
}
