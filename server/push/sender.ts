/**
 * Sends an operator's push (issue 17) to device tokens. With FCM credentials configured
 * (FCM_SERVICE_ACCOUNT: the path of a Firebase service-account JSON file) it goes through
 * firebase-admin's messaging, loaded only then; otherwise each token's message goes into the dev
 * outbox (server/push/store.ts), which a developer or a test delivers to the browser through the
 * DevTools protocol (`ServiceWorker.deliverPushMessage`), since Chromium's push service is fixed to FCM.
 */
import type { Messaging } from 'firebase-admin/messaging';
import { readFileSync } from 'node:fs';
import type { PushStore } from './store';

/** FCM's message shape (notification and data messages), as the worker receives it. */
export interface PushMessage {
  notification?: { title: string; body?: string; image?: string };
  /** String values only (FCM's rule). `link`: the storefront page a tap opens; `i18n`: JSON {LANG: {title, body}}. */
  data?: Record<string, string>;
}

export interface PushSender {
  readonly kind: 'fcm' | 'dev-outbox';
  send(
    merchantCode: string,
    tokens: readonly string[],
    message: PushMessage,
  ): Promise<{ sent: number; failed: number }>;
}

export function devOutboxSender(store: PushStore, clock: () => number): PushSender {
  return {
    kind: 'dev-outbox',
    async send(merchantCode, tokens, message) {
      for (const token of tokens) {
        // What FCM would hand the browser's push service for a web push: the message itself, plus its id.
        store.addToOutbox(
          merchantCode,
          token,
          { ...message, fcmMessageId: `dev-${clock()}-${token.slice(-6)}` },
          clock(),
        );
      }
      return { sent: tokens.length, failed: 0 };
    },
  };
}

export function fcmSender(serviceAccountPath: string): PushSender {
  const account = JSON.parse(readFileSync(serviceAccountPath, 'utf8')) as { project_id?: string };
  let messaging: Promise<Messaging> | null = null;
  const load = () =>
    (messaging ??= (async () => {
      const { cert, initializeApp, getApps } = await import('firebase-admin/app');
      const { getMessaging } = await import('firebase-admin/messaging');
      const name = `push-${account.project_id ?? 'default'}`;
      const app =
        getApps().find((a) => a.name === name) ?? initializeApp({ credential: cert(serviceAccountPath) }, name);
      return getMessaging(app);
    })());
  return {
    kind: 'fcm',
    async send(_merchantCode, tokens, message) {
      if (tokens.length === 0) return { sent: 0, failed: 0 };
      const result = await (await load()).sendEachForMulticast({ tokens: [...tokens], ...message });
      return { sent: result.successCount, failed: result.failureCount };
    },
  };
}

export function createPushSender(
  store: PushStore,
  clock: () => number,
  env: NodeJS.ProcessEnv = process.env,
): PushSender {
  const path = env.FCM_SERVICE_ACCOUNT?.trim();
  return path ? fcmSender(path) : devOutboxSender(store, clock);
}
