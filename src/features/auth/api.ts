import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import { session } from '../../session/store';
import { runBeforeLogout } from '../../session/before-logout';
import type { LoginRequest } from '../../../contract/endpoints';
import type { CaptchaFields } from '../../ui/captcha-handle';
import { merchant } from '../../config/runtime';
import { disableAutoLogin, forgetRemembered } from './remembered';

/** §3 login request for username + password (sent encrypted, §7), with a captcha result when one is needed (§5). */
/** §3 login "firebase fields": the social sign-in a password login links (login-choice dialog). */
export type LinkFields = Pick<LoginRequest, 'firebaseChannel' | 'firebaseIdToken'>;

export function loginRequestFor(
  username: string,
  password: string,
  captcha: CaptchaFields = {},
  link: LinkFields = {},
): LoginRequest {
  const kind = currentDeviceKind();
  return {
    username: username.trim(),
    password,
    type: 'username',
    loginDeviceId: getDeviceId(),
    isOfficialAppLogin: kind === 'APP',
    ...(kind === 'IPAD' || kind === 'PWA' || kind === 'WEBCLIP' ? { device: kind } : {}),
    ...captcha,
    ...link,
  };
}

export function login(username: string, password: string, captcha?: CaptchaFields, link?: LinkFields) {
  return call('login', loginRequestFor(username, password, captcha, link));
}

let loggingOut: Promise<void> | null = null;

/**
 * §4: logout revokes the token on the server and clears the session; listeners clear the rest.
 * Auto-login is turned off on this device, so the next visit does not log straight back in (the
 * remembered username and password stay to fill in the form). Where the site's auto-login setting
 * is off nothing may stay remembered (§5): the remembered login and its sealing key go (issue 11).
 * One at a time: a second tap (or a second caller) while one runs joins it.
 */
export function logout(): Promise<void> {
  return (loggingOut ??= endSession().finally(() => {
    loggingOut = null;
  }));
}

async function endSession(): Promise<void> {
  disableAutoLogin();
  if (!merchant().autoLogin) forgetRemembered();
  try {
    // §4: the push token is unsubscribed while the session can still do it.
    await runBeforeLogout();
    await call('logout', {});
  } catch {
    // The token may already be gone on the server; the player is logged out here either way.
  } finally {
    session.end('user');
  }
}

/** Log out from a page (the account page): one at a time, so a double tap sends one logout (§4). */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
