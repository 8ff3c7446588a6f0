/**
 * §2 offline notice while the browser is offline; §8 over https a 'network offline' toast for
 * 1.5 s when the connection drops; and a note when the worker answered from its cache.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { INFO_TOAST_MS } from '../../config/constants';
import { overlayStore, t } from '../../lib/overlays';
import { useT } from '../../i18n';
import { onWorkerNotice } from '../../lib/worker-bridge';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

export function OfflineNotice() {
  const tr = useT();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);

  useEffect(() => {
    const onOffline = () => {
      if (location.protocol === 'https:') overlayStore.toast(t('offline.toast'), INFO_TOAST_MS);
    };
    window.addEventListener('offline', onOffline);
    const stop = onWorkerNotice((notice) => {
      if (notice.type === 'served-from-cache') overlayStore.toast(t('offline.fromCache'), INFO_TOAST_MS);
    });
    return () => {
      window.removeEventListener('offline', onOffline);
      stop();
    };
  }, []);

  if (online) return null;
  return (
    <div className="offline-notice" role="status">
      {tr('offline.notice')}
    </div>
  );
}
