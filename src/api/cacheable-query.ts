/**
 * Issue 36: a read whose answer is kept where its contract entry lets it, the shape activity and
 * vip wrote out by hand. A module of its own, not one more shape in spine.ts: the data layer, loaded
 * once the page is interactive, imports the rank progress read (src/app/rank-progress-sync.ts), and
 * the spine's writes (useMutation, the action keys) would be loaded with it.
 */
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { EndpointName, RequestOf } from '../../contract/endpoints';
import { call } from './client';

/**
 * An answer kept where its contract entry lets it (`meta.endpoint`: persisted for a cold start or
 * not, contract/caching.ts), fresh for the query client's default staleTime unless `staleTime`
 * says otherwise; a failure is shown by the page that asked.
 */
export function cacheableQuery<const K extends QueryKey, N extends EndpointName>(
  queryKey: K,
  endpoint: N,
  request: RequestOf<N>,
  options: { staleTime?: number } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, request, { signal }),
    // Spread, not `staleTime: options.staleTime`: an explicit undefined would replace the default.
    ...options,
    meta: { handlesErrors: true, endpoint },
  });
}
