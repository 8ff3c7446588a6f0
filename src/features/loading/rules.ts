/**
 * The loading toast of spec §9 ("Loading toast 10 s default") and §8 ("The loading indicator is
 * hidden up to 3 times at 1 s intervals after failures"), as pure rules. A request the player waits
 * for (a write, or the data of the page on screen) that is still loading after LOADING_TOAST_MS tells
 * the player so; a failure hides the toast at once and keeps it hidden for LOADING_HIDE_TIMES checks
 * LOADING_HIDE_INTERVAL_MS apart, so the failure's notice is what the player reads.
 */
import { LOADING_HIDE_INTERVAL_MS, LOADING_HIDE_TIMES, LOADING_TOAST_MS } from '../../config/constants';

export interface LoadingState {
  /** When each request the player is waiting for started (ms). */
  readonly waitingSince: readonly number[];
  /** When the last such request failed (ms), if one did. */
  readonly lastFailureAt: number | null;
}

/** §8: the moments after a failure at which the loading indicator is hidden (again): 0, 1 s, 2 s. */
export function hideChecksAfterFailure(failedAt: number): number[] {
  return Array.from({ length: LOADING_HIDE_TIMES }, (_, i) => failedAt + i * LOADING_HIDE_INTERVAL_MS);
}

/** §8: a failure keeps the loading toast hidden until its last hide check has passed. */
function hiddenByFailure(lastFailureAt: number | null, now: number): boolean {
  if (lastFailureAt === null) return false;
  const lastCheck = lastFailureAt + (LOADING_HIDE_TIMES - 1) * LOADING_HIDE_INTERVAL_MS;
  return now >= lastFailureAt && now <= lastCheck;
}

/** §9: the loading toast shows once a request the player waits for has loaded 10 s (and none just failed). */
export function loadingToastShown({ waitingSince, lastFailureAt }: LoadingState, now: number): boolean {
  if (hiddenByFailure(lastFailureAt, now)) return false;
  return waitingSince.some((start) => now - start >= LOADING_TOAST_MS);
}

/** The next moment the answer of loadingToastShown can change (ms), or null when nothing is pending. */
export function nextLoadingCheck({ waitingSince, lastFailureAt }: LoadingState, now: number): number | null {
  const moments = [
    ...waitingSince.map((start) => start + LOADING_TOAST_MS),
    ...(lastFailureAt === null ? [] : hideChecksAfterFailure(lastFailureAt).map((at) => at + 1)),
  ].filter((at) => at > now);
  if (!waitingSince.length) return null;
  return moments.length ? Math.min(...moments) : null;
}
