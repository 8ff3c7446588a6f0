/**
 * A tap on a notification (issue 17): an open storefront window is focused and taken to the
 * target page (the page navigates in place, no reload); only when none is open is one opened.
 * Never a second window.
 */
import { DEFAULT_PUSH_LINK, safeLink } from '../src/shared/push-payload';
import type { WorkerNotice } from '../src/shared/messages';
import { worker } from './scope';

async function openTarget(link: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const storefront = windows.filter((c) => new URL(c.url).pathname.startsWith('/m'));
  const client =
    storefront.find((c) => c.focused) ?? storefront.find((c) => c.visibilityState === 'visible') ?? storefront[0];
  if (client) {
    const focused = await client.focus().catch(() => client);
    const notice: WorkerNotice = { type: 'navigate', path: link };
    focused.postMessage(notice);
    return;
  }
  await worker.clients.openWindow(link);
}

export function registerNotificationClick(): void {
  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | null;
    const link = safeLink(data?.link ?? DEFAULT_PUSH_LINK, worker.location.origin);
    event.waitUntil(openTarget(link));
  });
}
