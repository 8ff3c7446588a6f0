/**
 * §4: on login, rank progress is loaded (the VIP feature's query), through the session's login
 * event so no feature reaches into another.
 */
import type { QueryClient } from '@tanstack/react-query';
import { session } from '../session/store';
import { rankProgressQuery } from '../features/vip/api';

export function loadRankProgressOnLogin(queryClient: QueryClient): () => void {
  return session.on((event) => {
    if (event.type !== 'login') return;
    // The VIP label shows its own state; a failure here only means it asks again when shown.
    void queryClient.prefetchQuery(rankProgressQuery(event.session.token));
  });
}
