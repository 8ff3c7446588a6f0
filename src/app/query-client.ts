import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { reportApiError } from '../api/report';
import { learnFromMemberInfo } from '../session/member-info';
import { noteFetched } from '../api/freshness';
import { QUERY_PERSIST_MAX_AGE_MS } from '../config/constants';
import type { EndpointName } from '../../contract/endpoints';

/**
 * `meta.handlesErrors`: the query or mutation shows its own failures.
 * `meta.endpoint`: the contract endpoint a query reads; whether its answer is persisted follows from
 * it (contract/caching.ts, DESIGN rule 11). A query without one is never persisted.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean; endpoint?: EndpointName };
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
      // The one place the session is updated from member info (§3).
      onSuccess: (data, query) => {
        // Only a fetch comes here (a seed does not): src/api/freshness.ts.
        noteFetched(query);
        learnFromMemberInfo(query.queryKey, data);
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
      // Issue 33 §8: a write is tried now or not at all: offline it fails at once and says so (the
      // network offline toast) instead of waiting, paused, to be replayed on reconnection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
