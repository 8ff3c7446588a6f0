import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { reportApiError } from '../api/report';
import { QUERY_PERSIST_MAX_AGE_MS } from '../config/constants';

/** Set `meta: { handlesErrors: true }` on a query or mutation that shows its own failures. */
/**
 * Set `meta: { persist: true }` on a query whose last answer may be kept on the device for a cold
 * start (DESIGN rule 10: never credentials, second factor or money).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean; persist?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Only a lost connection is worth a second try; an answer from the server will not change.
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) reportApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.handlesErrors) reportApiError(error);
      },
    }),
    defaultOptions: {
      // gcTime ≥ the persister's maxAge, or restored queries would be dropped at once.
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: QUERY_PERSIST_MAX_AGE_MS, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
