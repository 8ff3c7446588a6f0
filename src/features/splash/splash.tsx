/**
 * §4 splash screen: shown on the first start of a session while the first page loads, then hidden;
 * at most the splash configuration's session time (§9, rules.ts); a session flag keeps it hidden for
 * the rest of the session. A page the server painted has no
 * splash (issue 18): its content is already on screen.
 *
 * Issue 35: it is rendered beside the router, outside the route tree (src/main.tsx, on a page the
 * browser renders itself): inside the root route it could only mount once the first page's code had
 * arrived, so it never covered the first load and its session time never applied.
 */
import { useEffect, useState } from 'react';
import { useRouterState, type AnyRouter } from '@tanstack/react-router';
import { OVERLAY_FADE_MS, SPLASH_SHOWN_KEY } from '../../config/constants';
import { readItem, writeItem } from '../../lib/storage';
import { merchant } from '../../config/runtime';
import { paintedByServer } from '../../lib/server-render';
import { splashDone, splashSessionMs } from './rules';

export function Splash({ router }: { router: AnyRouter }) {
  const sessionMs = splashSessionMs(merchant().splash);
  // §9 the session time counts from the start of the page (performance.now(): the splash is only ever
  // shown then), not from the splash's own first render, which a busy phone may commit a while later.
  // Where the page's code ran only after that time had passed there is nothing to cover any more: no
  // splash flashes up to go at once, and the session counts it as shown.
  const [visible, setVisible] = useState(() => {
    if (paintedByServer() || readItem('session', SPLASH_SHOWN_KEY) !== null) return false;
    if (performance.now() < sessionMs) return true;
    writeItem('session', SPLASH_SHOWN_KEY, '1');
    return false;
  });
  const [fading, setFading] = useState(false);
  // The first page has loaded once the router has resolved a location and is not loading another;
  // before its first load starts the router is 'idle' with nothing resolved, which is still loading.
  const loading = useRouterState({
    router,
    select: (s) => s.status === 'pending' || s.resolvedLocation === undefined,
  });
  const [, setTick] = useState(0);

  // §9: while the first page still loads, the splash goes anyway at its session time.
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, sessionMs - performance.now()));
    return () => clearTimeout(timer);
  }, [visible, sessionMs]);

  const done = splashDone({ loading, elapsedMs: performance.now(), sessionMs });
  useEffect(() => {
    if (!visible || !done) return;
    writeItem('session', SPLASH_SHOWN_KEY, '1');
    setFading(true);
    const timer = setTimeout(() => setVisible(false), OVERLAY_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible, done]);

  if (!visible) return null;
  const config = merchant();
  return (
    <div className={fading ? 'splash fading' : 'splash'} aria-hidden="true">
      {config.logoUrl ? <img src={config.logoUrl} alt="" width={72} height={72} /> : null}
      <span>{config.merchantName}</span>
    </div>
  );
}
