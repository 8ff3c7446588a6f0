/**
 * §4 splash screen: shown on the first start of a session while the first page loads, then hidden;
 * a session flag keeps it hidden for the rest of the session. A page the server painted has no
 * splash (issue 18): its content is already on screen.
 */
import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { OVERLAY_FADE_MS, SPLASH_SHOWN_KEY } from '../../config/constants';
import { readItem, writeItem } from '../../lib/storage';
import { merchant } from '../../config/runtime';
import { paintedByServer } from '../../lib/server-render';

export function Splash() {
  const [visible, setVisible] = useState(() => !paintedByServer() && readItem('session', SPLASH_SHOWN_KEY) === null);
  const [fading, setFading] = useState(false);
  const loading = useRouterState({ select: (s) => s.status === 'pending' });

  useEffect(() => {
    if (!visible || loading) return;
    writeItem('session', SPLASH_SHOWN_KEY, '1');
    setFading(true);
    const timer = setTimeout(() => setVisible(false), OVERLAY_FADE_MS);
    return () => clearTimeout(timer);
  }, [visible, loading]);

  if (!visible) return null;
  const config = merchant();
  return (
    <div className={fading ? 'splash fading' : 'splash'} aria-hidden="true">
      {config.logoUrl ? <img src={config.logoUrl} alt="" width={72} height={72} /> : null}
      <span>{config.merchantName}</span>
    </div>
  );
}
