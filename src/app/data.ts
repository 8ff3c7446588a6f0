/**
 * The data layer (react-query, the persisted cache), loaded right after the first paint: the home
 * page's frame paints without it, and its data sections wait for it inside <WithData>.
 */
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../session/store';
import { createQueryClient } from './query-client';
import { persister, persistOptions } from './persistence';
import { startLanguageSync } from './language-sync';
import { refetchSettingsWhenVisible } from './settings-refresh';
import { takeServerQueries } from './server-seed';

export async function createDataLayer(): Promise<QueryClient> {
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
  refetchSettingsWhenVisible(queryClient);
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions });
  // A damaged saved cache is dropped by the persister; the app simply starts without it.
  await restored.catch(() => undefined);
  // The answers the server rendered this page with (issue 18): newer than any saved copy, and what
  // hydration must show.
  for (const { key, data } of takeServerQueries()) queryClient.setQueryData(key, data);
  return queryClient;
}
