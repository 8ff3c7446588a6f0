/**
 * Spec §2 / §4 / §5 login rules that do not depend on the screen.
 */
import { CHANGE_PASSWORD_PATH, DEFAULT_PASSWORD, HOME_PATH } from '../../config/constants';
import { safeRedirect } from '../navigation/rules';

export interface PostLoginInput {
  /** What the player typed (the default password is recognised by value, §5). */
  password: string;
  loginType: 'username' | 'sms';
  passwordExpired: boolean;
  /** The merchant's forced-change setting (§2). */
  forcePasswordChange: boolean;
  /** Where a guard sent the visitor from, if anywhere. */
  redirectUrl?: unknown;
}

/**
 * §2: after login the player goes home, or to change-password when the password is the default
 * one (§5: for non-sms login), or when it is expired and forced change is on. A visitor whom a
 * guard sent to login returns to the page they asked for.
 */
export function postLoginDestination(input: PostLoginInput): string {
  const isDefault = input.loginType !== 'sms' && input.password === DEFAULT_PASSWORD;
  if (isDefault || (input.passwordExpired && input.forcePasswordChange)) return CHANGE_PASSWORD_PATH;
  return safeRedirect(input.redirectUrl) ?? HOME_PATH;
}
