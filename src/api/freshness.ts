/**
 * How long an answer that several sections of a page read stays fresh (issue 15): home's marquee
 * and its popups both read the announcements, and the popups mount a moment after the marquee.
 */

/** As long as the app's default stale time (src/app/query-client.ts). */
export const FRESH_ON_THIS_PAGE_MS = 30_000;

interface AnsweredQuery {
  readonly state: { readonly dataUpdatedAt: number };
}

// The answers this page fetched itself, by query, with the time of the answer. A seed is never
// here: the server's render and the persisted cache reach the query cache without a fetch.
const fetchedHere = new WeakMap<AnsweredQuery, number>();

/** Called by the query cache on each successful fetch (src/app/query-client.ts). */
export function noteFetched(query: AnsweredQuery): void {
  fetchedHere.set(query, query.state.dataUpdatedAt);
}

/**
 * A stale time: an answer this page fetched stays fresh for FRESH_ON_THIS_PAGE_MS, so a section
 * that mounts later reads it instead of asking again (with a stale time of 0 the home page asked
 * for the same announcements twice, 350 ms apart). A copy that did not come from a fetch of this
 * page (the server's render, the persisted cache of an earlier visit) is stale at once, so the page
 * still asks for the operator's current list, and the worker keeps it for an offline visit. (An
 * earlier version compared the answer's time with the page's start: the server's render is
 * stamped after the page started, and passed for a fetch.)
 */
export function freshOnThisPage(query: AnsweredQuery): number {
  const fetchedAt = fetchedHere.get(query);
  return fetchedAt !== undefined && fetchedAt === query.state.dataUpdatedAt ? FRESH_ON_THIS_PAGE_MS : 0;
}
