/**
 * The post-login flow (§4): the session is stored (§3), the remembered login kept or forgotten (§5),
 * and the destination of §2 chosen. Shared by password login, second-factor login and auto-login.
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import type { LoginValue } from '../../../contract/entities';
import { merchant } from '../../config/runtime';
import { session } from '../../session/store';
import { sessionFromLogin } from '../../session/model';
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

/** Stores the session and the remembered login; returns where the player goes next (§2). */
export function completeLogin(value: LoginValue, attempt: LoginAttempt): string {
  const config = merchant();
  session.start(sessionFromLogin(value, config.merchantCode));
  storeRemembered(
    rememberAfterLogin({
      siteAutoLogin: config.autoLogin,
      rememberMe: attempt.rememberMe,
      type: attempt.loginType,
      username: attempt.username,
      password: attempt.password,
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
