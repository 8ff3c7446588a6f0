/**
 * Applies the §8 catalogue (errors.ts) to the screen: log out and ask to log in again, stay
 * silent, or show a notice with the server's message or a translated one.
 */
import { INFO_TOAST_MS, LOGIN_PATH } from '../config/constants';
import { overlayStore, raw, t } from '../lib/overlays';
import { httpContext } from './context';
import { classifyApiError } from './errors';

export function reportApiError(error: unknown): void {
  const outcome = classifyApiError(error, { online: typeof navigator === 'undefined' || navigator.onLine !== false });
  switch (outcome.action) {
    case 'silent':
      return;
    case 'offline':
      offlineToast();
      return;
    case 'logout':
      httpContext().endSession();
      overlayStore.notice(t('error.not_logged_in'), {
        once: true,
        then: { navigateTo: LOGIN_PATH },
        dismissible: false,
      });
      return;
    case 'notice':
      overlayStore.notice('message' in outcome ? raw(outcome.message) : t(outcome.messageKey), { once: true });
  }
}

/** §8 'network offline', 1.5 s: once on screen at a time, however many calls failed together. */
export function offlineToast(): void {
  const message = t('offline.toast');
  if (overlayStore.snapshot().some((o) => o.kind === 'toast' && JSON.stringify(o.message) === JSON.stringify(message)))
    return;
  overlayStore.toast(message, INFO_TOAST_MS);
}
