/**
 * Issue 18: whether the page on screen was painted by the server (and is being hydrated). What only
 * the browser shows at start (the §4 splash over an empty page) stays away from a page that is
 * already painted, on the server and at hydration alike.
 */
let painted = false;

export function markServerPainted(): void {
  painted = true;
}

export function paintedByServer(): boolean {
  return painted;
}
