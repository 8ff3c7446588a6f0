/**
 * §4 splash screen: shown on the first start of a session while the first page loads, then hidden;
 * at most the splash configuration's session time (§9, rules.ts); a session flag keeps it hidden for
 * the rest of the session. A page the server painted has no
 * splash (issue 18): its content is already on screen.
 */
import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { OVERLAY_FADE_MS, SPLASH_SHOWN_KEY } from '../../config/constants';
import { readItem, writeItem } from '../../lib/storage';
import { merchant } from '../../config/runtime';
import { paintedByServer } from '../../lib/server-render';
import { splashDone, splashSessionMs } from './rules';

export function Splash() {
  const [visible, setVisible] = useState(() => !paintedByServer() && readItem('session', SPLASH_SHOWN_KEY) === null);
  const [fading, setFading] = useState(false);
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  const [shownAt] = useState(() => Date.now());
  const sessionMs = splashSessionMs(merchant().splash);
  const [, setTick] = useState(0);

  // §9: while the first page still loads, the splash goes anyway at its session time.
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, shownAt + sessionMs - Date.now()));
    return () => clearTimeout(timer);
  }, [visible, shownAt, sessionMs]);

  const done = splashDone({ loading, elapsedMs: Date.now() - shownAt, sessionMs });
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
