/**
 * §4 / §9: consolidated settings (every query whose key starts with 'settings') are refetched when
 * the tab becomes visible again, debounced 300 ms.
 */
import type { QueryClient } from '@tanstack/react-query';
import { SETTINGS_REFETCH_DEBOUNCE_MS } from '../config/constants';

export const SETTINGS_QUERY_ROOT = 'settings';

export function refetchSettingsWhenVisible(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: [SETTINGS_QUERY_ROOT] }), SETTINGS_REFETCH_DEBOUNCE_MS);
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
