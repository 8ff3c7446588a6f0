/**
 * §2 / §3: after the login-choice dialog's 'login existing account', the login page says that
 * logging in links the social sign-in (the login sends the firebase fields).
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { ApiError } from '../../api/errors';
import { loadFlow } from './setup';
import { socialState, type FirebaseArgs } from './state';
import './social-login.css';

export function SocialLinkHint() {
  const t = useT();
  const pending = useSyncExternalStore(socialState.subscribe, socialState.pending, socialState.pending);
  if (!pending) return null;
  return (
    <p className="social-link-hint" role="status">
      {t('social.linkHint')}
    </p>
  );
}

/**
 * What the login form sends to link the pending sign-in (route composition); without one, the
 * flow's code is not loaded. Should it fail to load, the pending sign-in's token goes as it is (the
 * flow would only have refreshed it).
 */
export async function socialLinkFields(): Promise<FirebaseArgs | null> {
  const pending = socialState.pending();
  if (!pending) return null;
  try {
    return await (await loadFlow()).pendingLinkFields();
  } catch {
    return pending;
  }
}

/** §4: a link that cannot be made (the server refused the sign-in) drops the firebase args. */
export function onLoginFailure(error: unknown): void {
  if (error instanceof ApiError && error.errorCode?.startsWith('firebase.')) socialState.reset();
}
