/**
 * The one query client, created on first need (src/app/data.chunk.ts, with the persisted cache). Loaded
 * lazily: a dynamic import is how a route reaches the app's data layer without depending on it.
 */
import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<QueryClient> | null = null;
let hydrated: Promise<void> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  // The one lazy edge from routes to app: the data layer itself, loaded on first need (and, while
  // a server-rendered home page hydrates, once it has).
  if (pending) return pending;
  const loading = (hydrated ?? Promise.resolve()).then(
    // eslint-disable-next-line import-x/no-restricted-paths
    () => import('../app/data.chunk').then((m) => m.createDataLayer()),
  );
  // A load that failed (offline before its code came) is tried again by the next caller.
  loading.catch(() => {
    if (pending === loading) pending = null;
  });
  pending = loading;
  return pending;
}

/**
 * Issue 18 (JS loaded before the page is interactive): a server-rendered page whose own sections
 * wait for their code anyway (the home page's catalogue, banners and overlays are loaded on
 * demand) hydrates first; the data layer loads once it has. Those sections keep the server's HTML
 * meanwhile. Returns the call that lets it load.
 */
export function loadQueryClientAfterHydration(): () => void {
  let hydratedNow = () => {};
  hydrated = new Promise<void>((resolve) => (hydratedNow = resolve));
  return hydratedNow;
}

/**
 * The server renderer (issue 18) hands in a ready client: a fulfilled promise that React's `use`
 * reads at once, so a server render never suspends on the data layer.
 */
export function provideQueryClient(client: QueryClient): void {
  pending = Object.assign(Promise.resolve(client), { status: 'fulfilled' as const, value: client });
}
