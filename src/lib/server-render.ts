/**
 * Issue 18: whether the page on screen was painted by the server (and is being hydrated). What only
 * the browser shows at start (the §4 splash over an empty page) stays away from a page that is
 * already painted, on the server and at hydration alike; what the server painted (the home banners)
 * is in the first render too, so hydration finds it.
 */
let painted = false;
let serverOrigin: string | null = null;

/** `origin`: on the server, the scheme and host the page was asked at. */
export function markServerPainted(origin?: string): void {
  painted = true;
  if (origin) serverOrigin = origin;
}

export function paintedByServer(): boolean {
  return painted;
}

/** The page's origin: the browser's, or on the server the one the page was asked at. */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? (serverOrigin ?? 'http://localhost') : location.origin;
}
