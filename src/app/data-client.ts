/** The one query client, created on first need (see data.ts). */
import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  pending ??= import('./data').then((m) => m.createDataLayer());
  return pending;
}
