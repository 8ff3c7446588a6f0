/**
 * §4 / §9: the consolidated settings (every query keyed under SETTINGS_QUERY_ROOT, see
 * src/api/query-keys.ts) are refetched when the tab becomes visible again, debounced 300 ms.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SETTINGS_QUERY_ROOT } from '../api/query-keys';
import { SETTINGS_REFETCH_DEBOUNCE_MS } from '../config/constants';

type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

export function refetchSettingsWhenVisible(queryClient: QueryClient, page: VisibilitySource = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (page.visibilityState !== 'visible') return;
    clearTimeout(timer);
    // Invalidating refetches the settings on screen now and marks the others stale for their next use.
    timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: [SETTINGS_QUERY_ROOT] }),
      SETTINGS_REFETCH_DEBOUNCE_MS,
    );
  };
  page.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onVisibility);
  };
}
