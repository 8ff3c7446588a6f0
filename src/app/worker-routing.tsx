/**
 * Joins the worker's push notices to the router (issue 17): a tapped notification takes the
 * focused window to its page in place; a data push that arrived while the page was visible shows as
 * a toast. Every page shown is the §3 viewContent event.
 */
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { INFO_TOAST_MS } from '../config/constants';
import { onWorkerNotice } from '../lib/worker-bridge';
import { overlayStore, raw } from '../lib/overlays';
import { track } from '../lib/tracking';

export function WorkerRouting() {
  const router = useRouter();
  useEffect(() => {
    const stopNotices = onWorkerNotice((notice) => {
      if (notice.type === 'navigate' && notice.path.startsWith('/m')) void router.navigate({ href: notice.path });
      if (notice.type === 'push-message')
        overlayStore.toast(raw(notice.body ? `${notice.title}: ${notice.body}` : notice.title), INFO_TOAST_MS);
    });
    let last = '';
    const view = (pathname: string) => {
      if (pathname === last) return;
      last = pathname;
      track({ name: 'viewContent', path: pathname });
    };
    view(router.state.location.pathname);
    const stopViews = router.subscribe('onResolved', (event) => view(event.toLocation.pathname));
    return () => {
      stopNotices();
      stopViews();
    };
  }, [router]);
  return null;
}
