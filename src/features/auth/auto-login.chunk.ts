/**
 * Auto-login (§5), loaded on demand at start when a remembered login exists: logs the player in
 * with the remembered credentials when every §5 condition holds, then follows §2 (autoLoginDestination).
 * Failures follow §8 (loginFailureOutcome). A second factor cannot be passed unattended: the player
 * then logs in on the login page, where the remembered username and password are filled in.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { merchant } from '../../config/runtime';
import { session } from '../../session/store';
import { parseSearch } from '../../routing/rules';
import { attemptLogin } from './login-attempt';
import { readRemembered, rememberedPassword, storedAutoLogin } from './remembered';
import { autoLoginDestination, shouldAutoLogin } from './rules';

export async function autoLogin(router: AnyRouter): Promise<void> {
  const config = merchant();
  const remembered = readRemembered();
  const run = shouldAutoLogin({
    siteAutoLogin: config.autoLogin,
    storedAutoLogin: storedAutoLogin(),
    hasSession: session.isLoggedIn(),
    search: parseSearch(location.search),
    remembered,
    merchantCode: config.merchantCode,
    loginCaptchaRequired: config.captcha.login, // §5 the login captcha flag
  });
  if (!run || !remembered) return;
  const password = await rememberedPassword(remembered);
  if (password === null || session.isLoggedIn()) return;

  const attempt = { username: remembered.username, password, loginType: remembered.type, rememberMe: true };
  // The player may have logged in by hand meanwhile: then this attempt is dropped.
  const result = await attemptLogin(attempt, { auto: true, stillWanted: () => !session.isLoggedIn() });
  if (result.kind !== 'logged-in') return;
  const to = autoLoginDestination(router.state.location.pathname, {
    password,
    loginType: remembered.type,
    passwordExpired: result.passwordExpired,
    forcePasswordChange: config.forcePasswordChange,
  });
  if (to) await router.navigate({ href: to, replace: true });
}
