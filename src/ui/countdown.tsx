/**
 * The countdown of the kit: whole seconds left until a moment (a send-code button's "resend in
 * 42 s", §5), updated once a second while it runs and quiet once it is over.
 */
import { useLayoutEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../config/constants';
import { secondsLeft } from './rules';

/** Seconds left until `end` (an epoch ms, or null when nothing counts down). */
export function useCountdown(end: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  // A layout effect: a countdown that starts is shown right from its first frame, never from a stale clock.
  useLayoutEffect(() => {
    if (end === null) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return secondsLeft(end, now);
}
