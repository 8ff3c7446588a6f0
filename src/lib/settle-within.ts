/**
 * Waits for `work`, but no longer than `ms`: a route loader's data (ROUTE_DATA_WAIT_MS) holds a
 * navigation only for a moment on a slow line. The work itself goes on; only the wait ends.
 */
export async function settleWithin(work: Promise<unknown> | undefined, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work, new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
