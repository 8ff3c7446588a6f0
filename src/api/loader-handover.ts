/**
 * A member's own answer (money included: DESIGN rule 11) is asked again whenever a page opens it,
 * except the one the route's loader has just fetched for this opening. Without that exception a
 * member page asked the server twice as it opened: the loader's request, then the page's own a few
 * hundred ms later when it mounted and found the loader's answer "stale" (/m/feedback, /m/rewardCenter,
 * member info: twice the requests, on a flaky network, for the same answer).
 */
import { LOADER_HANDOVER_MS } from '../config/constants';

/**
 * Whether a page asks the server again, as it opens, for an answer it finds in memory. Yes, unless
 * the route's loader fetched it for this opening: younger than LOADER_HANDOVER_MS and not invalidated
 * since (a write invalidates what it changed). A clock that went back also asks again.
 */
export function asksAgainOnOpen(answer: { dataUpdatedAt: number; isInvalidated: boolean }, now: number): boolean {
  if (answer.isInvalidated || answer.dataUpdatedAt <= 0) return true;
  const age = now - answer.dataUpdatedAt;
  return age < 0 || age >= LOADER_HANDOVER_MS;
}

/** The rule as query options: never taken stale, asked again on opening unless the loader just did. */
export const askedAgainOnOpen = {
  staleTime: 0,
  refetchOnMount: (query: { state: { dataUpdatedAt: number; isInvalidated: boolean } }) =>
    asksAgainOnOpen(query.state, Date.now()),
} as const;
