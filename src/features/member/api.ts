import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { session } from '../../session/store';
import { sessionKeyOf } from '../../shared/session-key';

/** Member info (§3), keyed by the session token so one player's answer never serves another. */
export function memberInfoQuery(token: string) {
  return queryOptions({
    // The key names the session by a hash: the persisted cache must never hold a token.
    queryKey: ['member', 'info', sessionKeyOf(token)],
    meta: { endpoint: 'memberInfo' },
    // Shown at once from the saved cache, and always checked with the server: a session revoked
    // elsewhere must end here too (§8).
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const info = await call('memberInfo', {}, { signal });
      // §3: the session learns the member's name and type (a query-token session starts without them).
      const live = session.get();
      if (live && live.token === token && (live.userName !== info.userName || live.type !== info.type)) {
        session.update({ userName: info.userName, type: info.type, id: info.id, customerId: info.id });
      }
      return info;
    },
  });
}
