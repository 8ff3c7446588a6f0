import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/http';
import { session } from '../../session/store';

/** Member info (§3), keyed by the session token so one player's answer never serves another. */
export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: ['member', 'info', token],
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
