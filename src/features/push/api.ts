/** The §7 push calls (CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe); flows, not components, call them. */
import { call } from '../../api/client';
import { PUSH_TOPIC_ALL } from '../../config/constants';

export async function bindAndSubscribe(registrationToken: string): Promise<void> {
  await call('fcmBind', { registrationToken });
  await call('fcmSubscribe', { registrationToken, topic: PUSH_TOPIC_ALL });
}

export async function unsubscribeAll(registrationToken: string): Promise<void> {
  await call('fcmUnsubscribe', { registrationToken, unsubscribeAll: true });
}
