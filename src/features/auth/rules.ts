/**
 * Spec §2 / §3 / §4 / §5 / §8 login rules that do not depend on the screen: where login goes next,
 * the remembered login and its encoding, when auto-login runs, and what a login failure clears.
 */
import { BAD_CREDENTIAL_CODES, LOGIN_VERIFY_REQUIRED, TOKEN_IP_DIFFERENT } from '../../../contract/error-codes';
import {
  CHANGE_PASSWORD_PATH,
  DEFAULT_PASSWORD,
  HOME_PATH,
  LOGIN_PATH,
  REGISTER_PATHS,
  REMEMBER_KEY_LENGTH,
} from '../../config/constants';
import { safeRedirect, type Search } from '../../routing/rules';

export type LoginType = 'username' | 'sms';

export interface PostLoginInput {
  /** What the player typed (the default password is recognised by value, §5). */
  password: string;
  loginType: LoginType;
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
  if (mustChangePassword(input)) return CHANGE_PASSWORD_PATH;
  return safeRedirect(input.redirectUrl) ?? HOME_PATH;
}

function mustChangePassword(
  input: Pick<PostLoginInput, 'password' | 'loginType' | 'passwordExpired' | 'forcePasswordChange'>,
): boolean {
  const isDefault = input.loginType !== 'sms' && input.password === DEFAULT_PASSWORD;
  return isDefault || (input.passwordExpired && input.forcePasswordChange);
}

/**
 * Auto-login runs on any page: it sends the player to change-password when §2 says so, home when
 * they are on the login or register page, and otherwise leaves them where they are.
 */
export function autoLoginDestination(pathname: string, input: Omit<PostLoginInput, 'redirectUrl'>): string | null {
  if (mustChangePassword(input)) return CHANGE_PASSWORD_PATH;
  if (pathname === LOGIN_PATH || (REGISTER_PATHS as readonly string[]).includes(pathname)) return HOME_PATH;
  return null;
}

// ── §3 remembered login ──────────────────────────────────────────────────────────────────────

/** §3 stored remembered login: type, username, password (double base64 with a random key), merchant. */
export interface RememberedLogin {
  type: LoginType;
  username: string;
  password: string;
  merchant: string;
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of REMEMBER_KEY_LENGTH letters and digits. */
export function randomRememberKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(REMEMBER_KEY_LENGTH));
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToUtf8(b64: string): string {
  const binary = atob(b64);
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * §3: the password is stored as base64(key + base64(UTF-8 password)) with a random key of
 * REMEMBER_KEY_LENGTH characters: the same password never looks the same twice. It keeps the
 * password from being read at a glance; it is obfuscation, not encryption.
 */
export function encodeRememberedPassword(password: string, key: string): string {
  if (key.length !== REMEMBER_KEY_LENGTH || !/^[A-Za-z0-9]+$/.test(key)) throw new Error('bad remember key');
  return btoa(key + utf8ToBase64(password));
}

/** The password of encodeRememberedPassword, or null for anything damaged. */
export function decodeRememberedPassword(stored: unknown): string | null {
  if (typeof stored !== 'string' || stored.length === 0 || stored.length > 2048) return null;
  try {
    const outer = atob(stored);
    if (outer.length <= REMEMBER_KEY_LENGTH || !/^[A-Za-z0-9]+$/.test(outer.slice(0, REMEMBER_KEY_LENGTH))) return null;
    const password = base64ToUtf8(outer.slice(REMEMBER_KEY_LENGTH));
    return password.length > 0 ? password : null;
  } catch {
    return null;
  }
}

/**
 * Issue 11 (ASVS 8.2): where WebCrypto exists the password inside the §3 shape is not the password
 * but SEALED_PREFIX + base64(iv ‖ AES-256-GCM ciphertext) under a non-extractable key kept in
 * IndexedDB (password-seal.ts): a copy of local storage alone reveals nothing. The prefix starts with
 * a control character no password field lets a player type, so an older, unsealed value still reads
 * as the password itself.
 */
export const SEALED_PREFIX = '\u0001seal1:';

export function sealedText(ivAndCiphertext: Uint8Array): string {
  let binary = '';
  for (const byte of ivAndCiphertext) binary += String.fromCharCode(byte);
  return SEALED_PREFIX + btoa(binary);
}

/** The iv ‖ ciphertext of a sealed password, or null when the text is not sealed (or damaged). */
export function sealedBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!text.startsWith(SEALED_PREFIX)) return null;
  try {
    return Uint8Array.from(atob(text.slice(SEALED_PREFIX.length)), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Reads the stored remembered login; anything malformed is no remembered login. */
export function parseRememberedLogin(stored: unknown): RememberedLogin | null {
  if (!stored || typeof stored !== 'object') return null;
  const s = stored as Record<string, unknown>;
  if (s.type !== 'username' && s.type !== 'sms') return null;
  if (typeof s.username !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(s.username)) return null;
  if (typeof s.merchant !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(s.merchant)) return null;
  const password = typeof s.password === 'string' && s.password.length <= 2048 ? s.password : '';
  return { type: s.type, username: s.username, password, merchant: s.merchant };
}

/**
 * §5: remember-me is kept only when the auto-login setting is on (and the player ticked it).
 * Returns what to store, or null to forget any remembered login.
 */
export function rememberAfterLogin(input: {
  siteAutoLogin: boolean;
  rememberMe: boolean;
  type: LoginType;
  username: string;
  password: string;
  merchant: string;
  key: string;
}): RememberedLogin | null {
  if (!input.siteAutoLogin || !input.rememberMe) return null;
  return {
    type: input.type,
    username: input.username.trim(),
    // Nothing to keep (a password that could not be sealed): the username alone is remembered.
    password: input.password === '' ? '' : encodeRememberedPassword(input.password, input.key),
    merchant: input.merchant,
  };
}

/** The value stored under AUTO_LOGIN_KEY: '0' means auto-login is off for this device (§8). */
export const AUTO_LOGIN_OFF = '0';
export const AUTO_LOGIN_ON = '1';

export interface AutoLoginInput {
  /** The merchant's auto-login setting (§5). */
  siteAutoLogin: boolean;
  /** What AUTO_LOGIN_KEY holds ('0' after token_ip_different or a logout). */
  storedAutoLogin: string | null;
  hasSession: boolean;
  search: Search;
  remembered: RememberedLogin | null;
  merchantCode: string;
  /** A login captcha cannot be solved unattended: auto-login waits for the player then. */
  loginCaptchaRequired: boolean;
}

/**
 * §5: auto-login runs only when the site setting is on, there is no token or session, no
 * redirectUrl or backUrl query, the stored merchant matches and the type is not sms. Also: a
 * remembered password must exist, auto-login must not have been turned off (§8, stored 0), and no
 * login captcha may be required.
 */
export function shouldAutoLogin(input: AutoLoginInput): boolean {
  const { search, remembered } = input;
  if (!input.siteAutoLogin || input.hasSession) return false;
  if (search.token || search.tokens || search.redirectUrl || search.backUrl) return false;
  if (!remembered || remembered.merchant !== input.merchantCode || remembered.type === 'sms') return false;
  if (decodeRememberedPassword(remembered.password) === null) return false;
  return input.storedAutoLogin !== AUTO_LOGIN_OFF && !input.loginCaptchaRequired;
}

export interface LoginFailureOutcome {
  /** What happens to the remembered login. */
  remembered: 'clear' | 'clear-password' | 'keep';
  /** §8 token_ip_different: store 0 under AUTO_LOGIN_KEY. */
  disableAutoLogin: boolean;
  /** Whether the §8 catalogue shows the failure (its own rules may still keep it silent). */
  report: boolean;
}

/** §8 errors that mean the remembered username or password is no good. */
export { BAD_CREDENTIAL_CODES, TOKEN_IP_DIFFERENT, LOGIN_VERIFY_REQUIRED };

export interface LoginFailure {
  errorCode: string | undefined;
  /** Whether the server answered (a refusal). No answer (offline, timeout) is not a login failure. */
  answered: boolean;
  /** The login was the automatic one (§5), not the player's. */
  auto: boolean;
}

/**
 * §8: login.cred.err and not.exists.user clear the remembered credentials on an auto-login failure;
 * any other login failure shows the server message and clears the remembered password;
 * token_ip_different also turns auto-login off (stored value 0). When the server never answered
 * (offline, timeout) nothing remembered is touched; the failure is still reported.
 */
export function loginFailureOutcome(failure: LoginFailure): LoginFailureOutcome {
  if (!failure.answered) return { remembered: 'keep', disableAutoLogin: false, report: true };
  const { errorCode } = failure;
  const badCredentials = errorCode !== undefined && (BAD_CREDENTIAL_CODES as readonly string[]).includes(errorCode);
  if (failure.auto && badCredentials) return { remembered: 'clear', disableAutoLogin: false, report: false };
  return { remembered: 'clear-password', disableAutoLogin: errorCode === TOKEN_IP_DIFFERENT, report: true };
}
