/**
 * The persisted query cache (DESIGN "Shape"): a cold start paints the last known data at once.
 * Only answers the contract lets be persisted are kept (contract/caching.ts, by the query's `meta.endpoint`), for QUERY_PERSIST_MAX_AGE_MS, and a new release
 * (buster) starts afresh.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_STORAGE_KEY, QUERY_PERSIST_MAX_AGE_MS } from '../config/constants';
import { cachingOf } from '../../contract/caching';
import { api } from '../../contract/endpoints';
// The typed `meta.endpoint` is declared beside the query client; a program that reaches this file
// without it (a unit test) must see that declaration too.
import type {} from './query-client';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const persister = createSyncStoragePersister({
  storage: storage(),
  key: QUERY_CACHE_STORAGE_KEY,
  throttleTime: 1_000,
});

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: QUERY_PERSIST_MAX_AGE_MS,
  buster: __BUILD_VERSION__,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      query.meta?.endpoint !== undefined &&
      cachingOf(api[query.meta.endpoint]).persist,
    shouldDehydrateMutation: () => false,
  },
};
