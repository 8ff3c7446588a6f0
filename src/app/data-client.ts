/** The one query client, created on first need (see data.ts). */
import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  pending ??= import('./data').then((m) => m.createDataLayer());
  return pending;
}

/**
 * The server renderer (issue 18) hands in a ready client: a fulfilled promise that React's `use`
 * reads at once, so a server render never suspends on the data layer.
 */
export function provideQueryClient(client: QueryClient): void {
  pending = Object.assign(Promise.resolve(client), { status: 'fulfilled' as const, value: client });
}
