/**
 * Auto-login (§5), loaded on demand at start when a remembered login exists: logs the player in
 * with the remembered credentials when every §5 condition holds, then follows §2 (autoLoginDestination).
 * Failures follow §8 (loginFailureOutcome). A second factor cannot be passed unattended: the player
 * then logs in on the login page, where the remembered username and password are filled in.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { ApiError } from '../../api/errors';
import { reportApiError } from '../../api/report';
import { merchant } from '../../config/runtime';
import { session } from '../../session/store';
import { parseSearch } from '../../routing/rules';
import { login } from './api';
import { completeLogin } from './complete-login';
import { applyLoginFailure, readRemembered, rememberedPassword, storedAutoLogin } from './remembered';
import { autoLoginDestination, LOGIN_VERIFY_REQUIRED, loginFailureOutcome, shouldAutoLogin } from './rules';

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

  try {
    const value = await login(remembered.username, password);
    // The player may have logged in by hand meanwhile.
    if (session.isLoggedIn()) return;
    await completeLogin(value, { username: remembered.username, password, loginType: remembered.type, rememberMe: true });
    const to = autoLoginDestination(router.state.location.pathname, {
      password,
      loginType: remembered.type,
      passwordExpired: value.passwordExpired,
      forcePasswordChange: config.forcePasswordChange,
    });
    if (to) await router.navigate({ href: to, replace: true });
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === LOGIN_VERIFY_REQUIRED) return;
    const outcome = loginFailureOutcome({
      errorCode: error instanceof ApiError ? error.errorCode : undefined,
      answered: error instanceof ApiError && error.kind === 'business',
      auto: true,
    });
    applyLoginFailure(outcome);
    if (outcome.report) reportApiError(error);
  }
}
