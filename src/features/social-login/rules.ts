/**
 * Spec §2 (login-choice dialog), §3 (social login args, white-label flags), §4 (Social login),
 * §5 (private browsing, Google one-tap, apiKey), §8 (Firebase errors) and §9 as pure rules.
 */
import { BIND_CUSTOMER_REQUIRED } from '../../../contract/error-codes';
import type { FirebaseChannel, SocialChannel } from '../../../contract/firebase-channels';
import { isNativeApp } from '../../lib/device-kind';
import { normalizeDigits } from '../../ui/rules';

// ── §5 Google one-tap ────────────────────────────────────────────────────────────────────────

export interface OneTapInput {
  userAgent: string;
  /** White-label flags (§3): GOOGLELOGIN3 switches one-tap on. */
  whitelabel: Readonly<Record<string, boolean>>;
  googleWebClientId: string;
  privateSession: boolean;
  loggedIn: boolean;
}

export type OneTapDecision = 'show' | 'native-app' | 'flag-off' | 'no-client-id' | 'private' | 'logged-in';

/**
 * §5: Google one-tap is skipped in the native app (user agent matching App…Ver), when GOOGLELOGIN3
 * is off, with no Google web client id, in a private session, or when logged in. It shows after
 * GOOGLE_PROMPT_DELAY_MS (§9) otherwise.
 */
export function oneTapDecision(input: OneTapInput): OneTapDecision {
  if (isNativeApp(input.userAgent)) return 'native-app';
  if (!input.whitelabel.GOOGLELOGIN3) return 'flag-off';
  if (!input.googleWebClientId.trim()) return 'no-client-id';
  if (input.privateSession) return 'private';
  if (input.loggedIn) return 'logged-in';
  return 'show';
}

// ── §5 private browsing ──────────────────────────────────────────────────────────────────────

/** What the detector (private-browsing.ts) reads from the browser; each may be unknown. */
export interface PrivacySignals {
  /** navigator.storage.estimate().quota, bytes. */
  storageQuota?: number;
  /** performance.memory.jsHeapSizeLimit (Chromium), bytes. */
  heapLimit?: number;
  /** Whether IndexedDB could be opened (Firefox private windows refuse it). */
  indexedDbWorks?: boolean;
  /** Whether navigator.storage.getDirectory() threw a security error (Safari and Firefox private windows). */
  fileSystemDenied?: boolean;
  /** The browser engine the user agent names. */
  engine: 'chromium' | 'gecko' | 'webkit' | 'other';
}

/** Chromium without a heap figure: 1 GiB, as detectors commonly assume. */
const DEFAULT_HEAP_LIMIT = 1024 ** 3;

/**
 * §5 private browsing: Chromium gives incognito windows a storage quota bound to memory (under
 * twice the JS heap limit) instead of a share of the disk; Firefox private windows refuse IndexedDB
 * or the origin file system; Safari private windows refuse the origin file system. Unknown signals
 * never count as private: a player is blocked only on evidence.
 */
export function isPrivateSession(s: PrivacySignals): boolean {
  if (s.fileSystemDenied === true) return true;
  if (s.engine === 'gecko' && s.indexedDbWorks === false) return true;
  if (s.engine === 'chromium' && s.storageQuota !== undefined && s.storageQuota > 0) {
    return s.storageQuota < 2 * (s.heapLimit ?? DEFAULT_HEAP_LIMIT);
  }
  return false;
}

// ── §4 / §5 / §8 how a social sign-in starts ─────────────────────────────────────────────────

export interface SocialStartInput {
  channel: SocialChannel;
  /** §5: the firebase flow needs a configured apiKey. */
  apiKey: string;
  userAgent: string;
  /** The native app shell offers a sign-in bridge. */
  hasNativeBridge: boolean;
  privateSession: boolean;
  /** Installed PWA or iOS home-screen web clip (display-mode standalone). */
  standalone: boolean;
}

export type SocialStart =
  | { kind: 'native' }
  | { kind: 'popup' }
  | { kind: 'redirect' }
  | { kind: 'blocked'; reason: 'not_configured' | 'not_support_incognito' | 'coming_soon' };

/** §8: on Android these providers need the native bridge. */
const ANDROID_NEEDS_BRIDGE: readonly SocialChannel[] = ['twitter', 'line', 'facebook'];

export const isAndroid = (userAgent: string) => /Android/i.test(userAgent);

/**
 * §4 a provider is chosen and an ID token obtained by popup, redirect or the native callback.
 * The native app's bridge does the sign-in when there is one. Otherwise: §5 private browsing is
 * blocked (not_support_incognito); §8 Twitter, Line and Facebook on Android are coming_soon; an
 * installed app or web clip signs in by redirect (a popup would open in another browser and never
 * report back); everything else by popup.
 */
export function socialStart(input: SocialStartInput): SocialStart {
  if (!input.apiKey.trim()) return { kind: 'blocked', reason: 'not_configured' };
  if (input.hasNativeBridge) return { kind: 'native' };
  if (input.privateSession) return { kind: 'blocked', reason: 'not_support_incognito' };
  if (isAndroid(input.userAgent) && ANDROID_NEEDS_BRIDGE.includes(input.channel))
    return { kind: 'blocked', reason: 'coming_soon' };
  return { kind: input.standalone ? 'redirect' : 'popup' };
}

// ── §4 after the login call ──────────────────────────────────────────────────────────────────

export { BIND_CUSTOMER_REQUIRED };

export type SocialFailureOutcome = 'register' | 'choose' | 'alert';

/**
 * §4 / §8: bind_customer_required registers by firebase at once when FIREBASECREATEACC3 is on, and
 * otherwise opens the login-choice dialog; any other error resets the firebase args and alerts.
 */
export function socialFailureOutcome(
  errorCode: string | undefined,
  whitelabel: Readonly<Record<string, boolean>>,
): SocialFailureOutcome {
  if (errorCode !== BIND_CUSTOMER_REQUIRED) return 'alert';
  return whitelabel.FIREBASECREATEACC3 ? 'register' : 'choose';
}

/** §4: the server message of the login-choice dialog, with parenthesised text removed. */
export function withoutParentheses(message: string | undefined): string {
  return (message ?? '')
    .replace(/\s*[(（][^()（）]*[)）]/g, '')
    .replace(/\s+([.,!?;:。，！？])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** §2 login-choice dialog: 'login existing account', 'register new' (FIREBASECREATEACC3 only) and confirm. */
export function loginChoiceButtons(
  whitelabel: Readonly<Record<string, boolean>>,
): readonly ('loginExisting' | 'registerNew' | 'confirm')[] {
  return whitelabel.FIREBASECREATEACC3 ? ['loginExisting', 'registerNew', 'confirm'] : ['loginExisting', 'confirm'];
}

// ── §4 the native-app callback ───────────────────────────────────────────────────────────────

export type NativeCallbackOutcome =
  | { kind: 'token'; firebaseIdToken: string; firebaseChannel: FirebaseChannel }
  | { kind: 'failure'; message: string }
  | { kind: 'ignore' };

const CHANNELS: readonly FirebaseChannel[] = ['google', 'facebook', 'twitter', 'line', 'phone'];
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/**
 * §4 / §8: the app shell calls the global callback with the ID token, or with a string starting
 * with 'Failure', which shows in a notice alert. The channel is the one the page asked the bridge
 * for (or the one the shell names).
 */
export function nativeCallbackOutcome(
  result: unknown,
  channel: unknown,
  asked: FirebaseChannel | null,
): NativeCallbackOutcome {
  if (typeof result !== 'string' || result.length === 0 || result.length > 8192) return { kind: 'ignore' };
  if (result.startsWith('Failure')) return { kind: 'failure', message: result };
  const named =
    typeof channel === 'string' && (CHANNELS as readonly string[]).includes(channel)
      ? (channel as FirebaseChannel)
      : null;
  const firebaseChannel = named ?? asked;
  if (!firebaseChannel || !JWT_SHAPE.test(result)) return { kind: 'ignore' };
  return { kind: 'token', firebaseIdToken: result, firebaseChannel };
}

// ── §8 Firebase errors ───────────────────────────────────────────────────────────────────────

/** §8 Firebase error codes with a text of their own; anything else reads auth/unknown. */
export const FIREBASE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/popup-blocked': 'firebaseError.popupBlocked',
  'auth/popup-closed-by-user': 'firebaseError.popupClosedByUser',
  'auth/unauthorized-domain': 'firebaseError.unauthorizedDomain',
  'auth/network-request-failed': 'firebaseError.networkRequestFailed',
  'auth/internal-error': 'firebaseError.internalError',
  'auth/web-storage-unsupported': 'firebaseError.webStorageUnsupported',
  'auth/code-expired': 'firebaseError.codeExpired',
  'auth/invalid-verification-code': 'firebaseError.invalidVerificationCode',
  'auth/invalid-phone-number': 'firebaseError.invalidPhoneNumber',
  'auth/too-many-requests': 'firebaseError.tooManyRequests',
  'auth/user-disabled': 'firebaseError.userDisabled',
  'auth/account-exists-with-different-credential': 'firebaseError.accountExists',
  'auth/operation-not-allowed': 'firebaseError.operationNotAllowed',
  'auth/unknown': 'firebaseError.unknown',
};
export const FIREBASE_UNKNOWN_KEY = 'firebaseError.unknown';
export const CANCELLED_POPUP_REQUEST = 'auth/cancelled-popup-request';
export const CODE_EXPIRED = 'auth/code-expired';

export interface FirebaseErrorText {
  /** The translated text's key (auth/unknown's when the code has none). */
  key: string;
  /** For 'Code: {code}'. */
  code?: string;
  /** For 'Reason: {message}', when the error says more than its code. */
  reason?: string;
}

/**
 * §8: the translated text (fallback auth/unknown), 'Code: {code}', and 'Reason: {message}' if
 * present. auth/cancelled-popup-request is ignored (null): a newer popup replaced it. Firebase's
 * own "Firebase: Error (auth/…)." says nothing beyond the code and is not repeated as a reason.
 */
export function firebaseErrorText(error: unknown): FirebaseErrorText | null {
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' && /^[a-z]+\/[a-z0-9-]+$/.test(e.code) ? e.code : undefined;
  if (code === CANCELLED_POPUP_REQUEST) return null;
  const key = (code && FIREBASE_ERROR_KEYS[code]) || FIREBASE_UNKNOWN_KEY;
  const raw = typeof e.message === 'string' ? e.message : '';
  const reason = raw
    .replace(/^Firebase:\s*/, '')
    .replace(/\(?auth\/[a-z0-9-]+\)?\.?/g, '')
    .replace(/^Error\s*/, '')
    .replace(/^[\s.:-]+|[\s.:-]+$/g, '')
    .trim();
  return { key, ...(code ? { code } : {}), ...(reason && reason.length <= 500 ? { reason } : {}) };
}

// ── §4 phone sign-in ─────────────────────────────────────────────────────────────────────────

/** The E.164 number Firebase phone sign-in takes: + dialling code + national number (spaces, dashes, a leading 0 dropped). */
export function e164(dialingCode: string, mobileNum: string): string | null {
  // Issue 35 (digits): a number typed in native digits (Burmese, Bengali, Arabic…) is the same number.
  const national = normalizeDigits(mobileNum)
    .replace(/[\s()-]/g, '')
    .replace(/^0+/, '');
  if (!/^\d{1,6}$/.test(dialingCode) || !/^\d{4,14}$/.test(national)) return null;
  const full = `+${dialingCode}${national}`;
  return full.length <= 16 ? full : null;
}

// ── local and test runs: where the Auth Emulator is ──────────────────────────────────────────

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/i;
const isLoopbackPage = (hostname: string) => LOOPBACK.test(hostname) || /\.localhost$/i.test(hostname);

/**
 * The emulator's URL as the page should use it. The server names it as it reaches it (for example
 * 127.0.0.1:9099); a page on a loopback name (localhost, lucky.localhost) uses its own host name with
 * the emulator's port instead, so the emulator's helper iframe is same-site and the browser does not
 * partition its storage away from the page (redirect sign-in reads the result there).
 */
export function emulatorUrl(configuredHost: string, page: { protocol: string; hostname: string }): string {
  const match = /^(.*):(\d{1,5})$/.exec(configuredHost);
  if (!match) return `http://${configuredHost}`;
  const [, name, port] = match as unknown as [string, string, string];
  if (LOOPBACK.test(name) && isLoopbackPage(page.hostname)) {
    const host = page.hostname.includes(':') && !page.hostname.startsWith('[') ? `[${page.hostname}]` : page.hostname;
    return `http://${host}:${port}`;
  }
  return `http://${name}:${port}`;
}
