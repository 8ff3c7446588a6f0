/**
 * The one query client, created on first need (src/app/data.ts, with the persisted cache). Loaded
 * lazily: a dynamic import is how a route reaches the app's data layer without depending on it.
 */
import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  // The one lazy edge from routes to app: the data layer itself, loaded on first need.
  // eslint-disable-next-line import-x/no-restricted-paths
  pending ??= import('../app/data').then((m) => m.createDataLayer());
  return pending;
}

/**
 * The server renderer (issue 18) hands in a ready client: a fulfilled promise that React's `use`
 * reads at once, so a server render never suspends on the data layer.
 */
export function provideQueryClient(client: QueryClient): void {
  pending = Object.assign(Promise.resolve(client), { status: 'fulfilled' as const, value: client });
}
