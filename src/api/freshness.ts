/**
 * How long an answer that several sections of a page read stays fresh (issue 15): home's marquee
 * and its popups both read the announcements, and the popups mount a moment after the marquee.
 */

/** As long as the app's default stale time (src/app/query-client.ts). */
export const FRESH_ON_THIS_PAGE_MS = 30_000;

/**
 * A stale time: an answer fetched since this page loaded stays fresh for FRESH_ON_THIS_PAGE_MS, so
 * a section that mounts later reads it instead of asking again (with a stale time of 0 the home
 * page asked for the same announcements twice, 350 ms apart); a copy from before this page (the
 * persisted cache of an earlier visit, the server's render) is stale at once, so the page still
 * asks for the operator's current list and shows it.
 */
export function freshOnThisPage(
  query: { state: { dataUpdatedAt: number } },
  pageStartedAt: number = performance.timeOrigin,
): number {
  return query.state.dataUpdatedAt >= pageStartedAt ? FRESH_ON_THIS_PAGE_MS : 0;
}
