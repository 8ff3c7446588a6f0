/**
 * The post-login flow (§4): the session is stored (§3), the remembered login kept or forgotten (§5),
 * and the destination of §2 chosen. Shared by password login, second-factor login and auto-login.
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import type { LoginValue } from '../../../contract/entities';
import { merchant } from '../../config/runtime';
import { session } from '../../session/store';
import { track } from '../../lib/tracking';
import { sessionFromLogin } from '../../session/model';
import { sealPassword } from './password-seal';
import { storeRemembered } from './remembered';
import { postLoginDestination, randomRememberKey, rememberAfterLogin, type LoginType } from './rules';

export interface LoginAttempt {
  username: string;
  password: string;
  loginType: LoginType;
  rememberMe: boolean;
  redirectUrl?: string;
  /** §3 firebase fields the login links, carried on to the second factor. */
  link?: { firebaseChannel?: FirebaseChannel; firebaseIdToken?: string };
}

/**
 * Stores the session and the remembered login (its password sealed, issue 11); returns where the
 * player goes next (§2).
 */
export async function completeLogin(value: LoginValue, attempt: LoginAttempt): Promise<string> {
  const config = merchant();
  session.start(sessionFromLogin(value, config.merchantCode));
  track({ name: 'login', customerId: value.id, customerName: value.userName });
  const remember = config.autoLogin && attempt.rememberMe;
  const sealed = remember ? await sealPassword(attempt.password) : null;
  storeRemembered(
    rememberAfterLogin({
      siteAutoLogin: config.autoLogin,
      rememberMe: attempt.rememberMe,
      type: attempt.loginType,
      username: attempt.username,
      password: sealed ?? '',
      merchant: config.merchantCode,
      key: randomRememberKey(),
    }),
  );
  return postLoginDestination({
    password: attempt.password,
    loginType: attempt.loginType,
    passwordExpired: value.passwordExpired,
    forcePasswordChange: config.forcePasswordChange,
    redirectUrl: attempt.redirectUrl,
  });
}
