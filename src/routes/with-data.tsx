/**
 * Gives its children the query client, suspending until the data layer has loaded and restored the
 * persisted cache. Every lazily loaded route is wrapped in it; on the home page the data sections are.
 */
import { use, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadQueryClient } from './data-client';

export function WithData({ children }: { children: ReactNode }) {
  const client = use(loadQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
