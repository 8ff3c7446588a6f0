/**
 * The persisted query cache (DESIGN "Shape"): a cold start paints the last known data at once.
 * Only answers the contract lets be persisted are kept (contract/caching.ts, by the query's `meta.endpoint`), for QUERY_PERSIST_MAX_AGE_MS, and a new release
 * (buster) starts afresh.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientSave, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { coalescedTimeouts, type TimeoutHandle } from '../lib/timers';
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

/** How long after a change of the cache it is saved: the cache as it is then, changes since included. */
const SAVE_AFTER_CHANGE_MS = 1_000;

export const persister = createSyncStoragePersister({
  storage: storage(),
  key: QUERY_CACHE_STORAGE_KEY,
  // saveCacheChanges below waits; the persister writes what it is given.
  throttleTime: 0,
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

// A query added, removed or changed; observers coming and going change nothing saved.
const changesSaved = (event: QueryCacheNotifyEvent) =>
  event.type === 'added' || event.type === 'removed' || event.type === 'updated';

/**
 * Saves the cache SAVE_AFTER_CHANGE_MS after a change, once for all the changes meanwhile; returns
 * a function that stops it. The persister's own subscription (persistQueryClient) dehydrated the
 * whole cache at every change, in the task that made it: every query's fetch starting, every answer.
 * Only its writing waited. On /m/home's first visit that was a quarter of the longest start-up
 * task, the one whose effects mount the sections' queries (issue 18, total blocking time).
 */
export function saveCacheChanges(queryClient: QueryClient): () => void {
  let pending: TimeoutHandle | null = null;
  const save = () => {
    pending = null;
    void persistQueryClientSave({ queryClient, ...persistOptions });
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (pending === null && changesSaved(event)) pending = coalescedTimeouts.setTimeout(save, SAVE_AFTER_CHANGE_MS);
  });
  return () => {
    unsubscribe();
    if (pending !== null) coalescedTimeouts.clearTimeout(pending);
  };
}
