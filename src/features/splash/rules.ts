/**
 * §9 "Session time 5 (splash config)" with §4 "Splash screen is hidden once per session": the splash
 * shows on the first start of a session until the first page has loaded, and at most the splash
 * configuration's session time (seconds; SPLASH_SESSION_TIME by default), so a slow line never holds
 * the player behind a logo.
 */
import { SPLASH_SESSION_TIME, SPLASH_SESSION_TIME_MAX } from '../../config/constants';

/** The splash's session time in ms: the merchant's (whole seconds, 1 to 30), else the default. */
export function splashSessionMs(config: { sessionTime?: number } | undefined): number {
  const seconds = config?.sessionTime;
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 1) return SPLASH_SESSION_TIME * 1_000;
  return Math.min(Math.floor(seconds), SPLASH_SESSION_TIME_MAX) * 1_000;
}

/** §4 §9: the splash goes once the first page has loaded or its session time has passed. */
export function splashDone({
  loading,
  elapsedMs,
  sessionMs,
}: {
  loading: boolean;
  elapsedMs: number;
  sessionMs: number;
}) {
  return !loading || elapsedMs >= sessionMs;
}
