/** The member-info query (§3) for every feature in the data layer (member home, chat, language sync). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMemberInfo, memberKeys } from './member-info';
import { useToken } from './use-session';

/** Member info, keyed by the session token so one player's answer never serves another. */
export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: memberKeys.info(token),
    meta: { endpoint: 'memberInfo' },
    // Shown at once from the saved cache, and always checked with the server: a session revoked
    // elsewhere must end here too (§8).
    staleTime: 0,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
  });
}

/** The signed-in member's info, for a member page (rendered only with a session). */
export function useMemberInfo() {
  return useQuery(memberInfoQuery(useToken()));
}
