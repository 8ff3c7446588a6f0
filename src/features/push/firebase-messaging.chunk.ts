/**
 * The real push-token implementation (issue 17): firebase/messaging's getToken with the
 * merchant's VAPID key and the storefront's own service worker (one worker only: FCM's pushes
 * arrive in sw/push.ts, never in a firebase-messaging-sw.js). Loaded on demand, only when the
 * merchant's push.tokenSource is 'firebase'.
 */
import { deleteToken, getMessaging, getToken, isSupported } from 'firebase/messaging';
import type { MerchantConfig } from '../../../contract/merchant';
import { firebaseApp } from '../../lib/firebase-app.chunk';
import { PushError } from './rules';

function messagingFor(config: MerchantConfig) {
  const c = config.smsProvider;
  if (!c?.apiKey || !c.projectId || !c.messagingSenderId || !c.appId) throw new PushError('unsupported-browser');
  return getMessaging(firebaseApp(c));
}

export async function firebaseToken(config: MerchantConfig, registration: ServiceWorkerRegistration): Promise<string> {
  if (!(await isSupported())) throw new PushError('unsupported-browser');
  if (!config.push.vapidKey) throw new PushError('token-subscribe-failed');
  return getToken(messagingFor(config), { vapidKey: config.push.vapidKey, serviceWorkerRegistration: registration });
}

export async function firebaseDeleteToken(config: MerchantConfig): Promise<void> {
  await deleteToken(messagingFor(config));
}
