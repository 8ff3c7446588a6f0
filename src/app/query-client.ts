import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { reportApiError } from '../api/report';

/** Set `meta: { handlesErrors: true }` on a query or mutation that shows its own failures. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
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
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
