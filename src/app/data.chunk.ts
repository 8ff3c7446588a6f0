/**
 * The data layer (react-query, the persisted cache), loaded right after the first paint: the home
 * page's frame paints without it, and its data sections wait for it (src/routes/with-data.tsx).
 */
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { notifyManager, timeoutManager, type QueryClient } from '@tanstack/react-query';
import { coalescedTimeouts } from '../lib/timers';
import { nextTask } from '../lib/next-task';
import { session } from '../session/store';
import { createQueryClient } from './query-client';
import { persister, persistOptions, saveCacheChanges } from './persistence';
import { startLanguageSync } from './language-sync';
import { refetchSettingsWhenVisible } from './settings-refresh';
import { takeServerQueries } from './server-seed';
import { paintedByServer } from '../lib/server-render';
import { loadRankProgressOnLogin } from './rank-progress-sync';

let deferredRestore: (() => Promise<void>) | null = null;

export async function createDataLayer(): Promise<QueryClient> {
  // Before any query exists (TanStack Query asks for this order): the cache's many timers share one
  // native timer, and its batched notifications hop tasks without one (src/lib/timers.ts).
  timeoutManager.setTimeoutProvider(coalescedTimeouts);
  notifyManager.setScheduler(nextTask);
  const queryClient = createQueryClient();
  // §4 logout (and any change of player): member info and every cached answer go with the session,
  // in memory and on the device (the worker's caches are cleared by the session message).
  session.on((event) => {
    if (event.type === 'logout') {
      queryClient.clear();
      persister.removeClient();
    }
  });
  startLanguageSync(queryClient);
  loadRankProgressOnLogin(queryClient);
  refetchSettingsWhenVisible(queryClient);
  const restore = async () => {
    // A damaged saved cache is dropped by the persister; the app simply starts without it.
    await persistQueryClientRestore({ queryClient, ...persistOptions }).catch(() => undefined);
    saveCacheChanges(queryClient);
  };
  if (paintedByServer()) {
    // Issue 18: hydration must show what the server rendered, so the page starts from the answers
    // the server rendered it with; the saved answers join after hydration (restoreSavedAnswers).
    for (const { key, data } of takeServerQueries()) queryClient.setQueryData(key, data);
    deferredRestore = async () => {
      await restore();
      // The server's answers came without a fetch, and nothing has changed the cache since the
      // persister began to listen: saved now, so an offline visit paints them too (§7).
      await persistQueryClientSave({ queryClient, ...persistOptions });
    };
    return queryClient;
  }
  await restore();
  return queryClient;
}

/** After a server-rendered page has hydrated: the saved answers of earlier visits join the cache. */
export async function restoreSavedAnswers(): Promise<void> {
  const restore = deferredRestore;
  deferredRestore = null;
  await restore?.();
}
