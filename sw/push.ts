/**
 * Pushes (issue 17), in FCM's payload shape (src/shared/push-payload.ts), inside the one worker:
 * no firebase-messaging-sw.js. A notification message is shown with the merchant's icon and badge,
 * in the player's language when the payload carries several; a data message is posted to a visible
 * storefront window instead of being shown, and shown when no window is visible.
 */
import { get } from 'idb-keyval';
import { parsePushPayload, PUSH_CONTEXT_KEY, type PushContext } from '../src/shared/push-payload';
import type { WorkerNotice } from '../src/shared/messages';
import { worker } from './scope';

async function context(): Promise<PushContext> {
  try {
    return ((await get(PUSH_CONTEXT_KEY)) as PushContext | undefined) ?? {};
  } catch {
    return {};
  }
}

function readJson(event: PushEvent): unknown {
  try {
    return event.data?.json() as unknown;
  } catch {
    return null;
  }
}

async function handlePush(event: PushEvent): Promise<void> {
  const ctx = await context();
  const push = parsePushPayload(readJson(event), ctx.language, worker.location.origin);
  if (!push) return;
  if (push.kind === 'data') {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const visible = windows.filter((c) => c.visibilityState === 'visible' && new URL(c.url).pathname.startsWith('/m'));
    if (visible.length > 0) {
      const notice: WorkerNotice = { type: 'push-message', title: push.title, body: push.body, link: push.link };
      for (const client of visible) client.postMessage(notice);
      return;
    }
  }
  await worker.registration.showNotification(push.title, {
    body: push.body,
    ...(ctx.icon ? { icon: ctx.icon } : {}),
    ...(ctx.badge ? { badge: ctx.badge } : {}),
    ...(push.image ? { image: push.image } : {}),
    ...(push.tag ? { tag: push.tag } : {}),
    data: { link: push.link },
  } as NotificationOptions);
}

export function registerPush(): void {
  worker.addEventListener('push', (event) => event.waitUntil(handlePush(event)));
}
