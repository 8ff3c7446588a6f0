/** The member-info query (§3) for every feature in the data layer (member home, chat, language sync). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { askedAgainOnOpen } from '../api/loader-handover';
import { fetchMemberInfo, memberKeys } from './member-info';
import { useToken } from './use-session';

/** Member info, keyed by the session token so one player's answer never serves another. */
export function memberInfoQuery(token: string) {
  return queryOptions({
    queryKey: memberKeys.info(token),
    meta: { endpoint: 'memberInfo' },
    // Shown at once from the saved cache, and checked with the server whenever a page opens it: a
    // session revoked elsewhere must end here too (§8). The answer a route's loader has just fetched
    // for the page is that check (loader-handover.ts), not a reason to ask twice.
    ...askedAgainOnOpen,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
  });
}

/** The signed-in member's info, for a member page (rendered only with a session). */
export function useMemberInfo() {
  return useQuery(memberInfoQuery(useToken()));
}
