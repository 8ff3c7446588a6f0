/**
 * The persisted query cache (DESIGN "Shape"): a cold start paints the last known data at once.
 * Only queries marked `meta.persist` are kept, for QUERY_PERSIST_MAX_AGE_MS, and a new release
 * (buster) starts afresh.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_STORAGE_KEY, QUERY_PERSIST_MAX_AGE_MS } from '../config/constants';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export const persister = createSyncStoragePersister({ storage: storage(), key: QUERY_CACHE_STORAGE_KEY, throttleTime: 1_000 });

export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: QUERY_PERSIST_MAX_AGE_MS,
  buster: __BUILD_VERSION__,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist === true,
    shouldDehydrateMutation: () => false,
  },
};
