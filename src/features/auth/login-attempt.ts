/**
 * One password login (§4), shared by the login form and auto-login (§5): the login call, then the
 * post-login flow (completeLogin), a second factor asked for (login_verify_required, §5), or a
 * failure handled as §8 says (the remembered login updated, the message shown when due).
 */
import { tryDecode } from '../../../contract/decode';
import { verifyRequiredFlags, type VerifyRequiredFlags } from '../../../contract/entities';
import { ApiError } from '../../api/errors';
import { reportApiError } from '../../api/report';
import type { CaptchaFields } from '../../ui/captcha-handle';
import { login, type LinkFields } from './login-call';
import { completeLogin, type LoginAttempt } from './complete-login';
import { applyLoginFailure } from './remembered';
import { LOGIN_CAPTCHA_REQUIRED } from '../../../contract/error-codes';
import { LOGIN_VERIFY_REQUIRED, loginFailureOutcome } from './rules';

export type LoginResult =
  /** Logged in: where §2 sends the player next. */
  | { kind: 'logged-in'; to: string; passwordExpired: boolean }
  /** Not completed: the caller said the attempt no longer applies (auto-login after a login by hand). */
  | { kind: 'dropped' }
  /** §5 a second factor is needed (flags null: the answer named none, and the attempt is unattended). */
  | { kind: 'verify'; flags: VerifyRequiredFlags | null }
  /** Issue 35: the account asks for a captcha this time (step-up); the form shows it, nothing is reported. */
  | { kind: 'captcha' }
  /** §8 handled: the caller only resets its own state. */
  | { kind: 'failed'; error: unknown };

export interface LoginOptions {
  captcha?: CaptchaFields;
  link?: LinkFields;
  /** Auto-login (§5, §8): unattended, so a second factor simply stops it. */
  auto: boolean;
  /** Checked once the server has answered: false drops the attempt (the player logged in meanwhile). */
  stillWanted?: () => boolean;
}

export async function attemptLogin(
  attempt: LoginAttempt,
  { captcha, link, auto, stillWanted }: LoginOptions,
): Promise<LoginResult> {
  try {
    const value = await login(attempt.username, attempt.password, captcha, link);
    if (stillWanted && !stillWanted()) return { kind: 'dropped' };
    return { kind: 'logged-in', to: await completeLogin(value, attempt), passwordExpired: value.passwordExpired };
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === LOGIN_VERIFY_REQUIRED) {
      if (auto) return { kind: 'verify', flags: null };
      const flags = tryDecode(verifyRequiredFlags, error.value);
      if (flags.ok && Object.values(flags.value).some(Boolean)) return { kind: 'verify', flags: flags.value };
    }
    if (!auto && error instanceof ApiError && error.errorCode === LOGIN_CAPTCHA_REQUIRED) return { kind: 'captcha' };
    const outcome = loginFailureOutcome({
      errorCode: error instanceof ApiError ? error.errorCode : undefined,
      answered: error instanceof ApiError && error.kind === 'business',
      auto,
    });
    applyLoginFailure(outcome);
    if (outcome.report) reportApiError(error);
    return { kind: 'failed', error };
  }
}
