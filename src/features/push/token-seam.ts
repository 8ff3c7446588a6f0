/**
 * The one seam where a push token comes from (issue 17). FCM cannot be reached from every machine
 * this runs on, so there are two implementations behind it, chosen by the merchant config's
 * push.tokenSource (the reference server sets it from PUSH_TOKEN_SOURCE):
 * - 'firebase': firebase/messaging getToken with the merchant's VAPID key and the storefront's
 *   service-worker registration (firebase-messaging.chunk.ts, loaded on demand);
 * - 'local' (development and tests): the same real Notification permission and the same real
 *   worker registration, and a token made on the device. Pushes reach the worker through the
 *   DevTools protocol (ServiceWorker.deliverPushMessage), as FCM would deliver them.
 * With no route to FCM, getToken does not fail, it hangs: every call here gives up after
 * PUSH_TOKEN_TIMEOUT_MS with token-subscribe-failed (token-update-failed for a refresh).
 */
import { PUSH_TOKEN_TIMEOUT_MS } from '../../config/constants';
import type { MerchantConfig } from '../../../contract/merchant';
import { newDeviceId } from '../../lib/device-id';
import { PushError, pushSupport, toPushError } from './rules';

export function browserPushSupport() {
  return pushSupport({
    notification: typeof Notification !== 'undefined',
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
    indexedDb: typeof indexedDB !== 'undefined',
    secure: typeof window !== 'undefined' && window.isSecureContext,
  });
}

function withTimeout<T>(
  work: Promise<T>,
  code: 'token-subscribe-failed' | 'token-update-failed',
  ms: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushError(code)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new PushError(toPushError(error, code === 'token-update-failed' ? 'update' : 'subscribe'), error));
      },
    );
  });
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const reg = await navigator.serviceWorker.getRegistration('/m/');
  if (!reg) throw new PushError('unsupported-browser');
  return navigator.serviceWorker.ready.then(() => reg);
}

/** A new push token (the permission must be granted already). */
export async function obtainToken(
  config: MerchantConfig,
  refresh = false,
  timeoutMs = PUSH_TOKEN_TIMEOUT_MS,
): Promise<string> {
  const support = browserPushSupport();
  if (!support.supported) throw new PushError(support.reason);
  if (Notification.permission !== 'granted') throw new PushError('permission-blocked');
  const code = refresh ? 'token-update-failed' : 'token-subscribe-failed';
  return withTimeout(
    (async () => {
      const reg = await registration();
      if (config.push.tokenSource === 'firebase') {
        const { firebaseToken } = await import('./firebase-messaging.chunk');
        return firebaseToken(config, reg);
      }
      return `local-${newDeviceId()}`;
    })(),
    code,
    timeoutMs,
  );
}

/** Deletes the device's token (logout); a failure here never blocks the logout. */
export async function discardToken(config: MerchantConfig, timeoutMs = PUSH_TOKEN_TIMEOUT_MS): Promise<void> {
  if (config.push.tokenSource !== 'firebase') return;
  await withTimeout(
    import('./firebase-messaging.chunk').then((m) => m.firebaseDeleteToken(config)),
    'token-update-failed',
    timeoutMs,
  ).catch(() => undefined);
}
