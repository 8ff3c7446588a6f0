/**
 * The login call (§4), on its own: the login page and auto-login make it without the data layer, so
 * the login's code carries neither TanStack Query's mutations nor the logout's work (issue 37, the
 * login's JS budget of 25 KB gzip: the mutation machinery was 4.8 KB of 30.0). Logout is in ./api.ts.
 */
import { call } from '../../api/client';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import type { LoginRequest } from '../../../contract/endpoints';
import type { CaptchaFields } from '../../ui/captcha-handle';

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
