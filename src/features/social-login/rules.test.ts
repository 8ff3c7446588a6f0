import { describe, expect, it } from 'vitest';
import {
  emulatorUrl,
  e164,
  firebaseErrorText,
  isPrivateSession,
  loginChoiceButtons,
  nativeCallbackOutcome,
  oneTapDecision,
  socialFailureOutcome,
  socialStart,
  withoutParentheses,
  type OneTapInput,
  type SocialStartInput,
} from './rules';
import { showOneTap } from './one-tap.chunk';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const NATIVE = `${ANDROID} StorefrontApp/2.5.0 AppVer/2.5.0`;
const GiB = 1024 ** 3;

describe('§5 Google one-tap skip rules', () => {
  const base: OneTapInput = {
    userAgent: CHROME,
    whitelabel: { GOOGLELOGIN3: true },
    googleWebClientId: 'id.apps.googleusercontent.com',
    privateSession: false,
    loggedIn: false,
  };

  it('shows for a guest in a normal browser when GOOGLELOGIN3 is on and a client id is set', () => {
    expect(oneTapDecision(base)).toBe('show');
  });
  it('is skipped in the native app (user agent matching App…Ver)', () => {
    expect(oneTapDecision({ ...base, userAgent: NATIVE })).toBe('native-app');
    expect(oneTapDecision({ ...base, userAgent: `${CHROME} MyAppVer/1` })).toBe('native-app');
  });
  it('is skipped when GOOGLELOGIN3 is off or missing', () => {
    expect(oneTapDecision({ ...base, whitelabel: { GOOGLELOGIN3: false } })).toBe('flag-off');
    expect(oneTapDecision({ ...base, whitelabel: {} })).toBe('flag-off');
  });
  it('is skipped with no Google web client id (blank counts as none)', () => {
    expect(oneTapDecision({ ...base, googleWebClientId: '' })).toBe('no-client-id');
    expect(oneTapDecision({ ...base, googleWebClientId: '  ' })).toBe('no-client-id');
  });
  it('is skipped in a private session, and when logged in', () => {
    expect(oneTapDecision({ ...base, privateSession: true })).toBe('private');
    expect(oneTapDecision({ ...base, loggedIn: true })).toBe('logged-in');
  });
});

describe('§5 Google one-tap loader', () => {
  it('offers nothing when Google’s script cannot load (offline), and never throws', async () => {
    const result = await showOneTap('id', () => {}, {
      loadScript: () => Promise.reject(new Error('offline')),
      identity: () => undefined,
    });
    expect(result).toBe('unavailable');
  });
  it('initialises with the client id and prompts; a credential is handed on', async () => {
    const calls: string[] = [];
    let callback: ((r: { credential?: string }) => void) | undefined;
    const got: string[] = [];
    const result = await showOneTap('client-1', (token) => got.push(token), {
      loadScript: async () => void calls.push('load'),
      identity: () => ({
        initialize: (o) => {
          calls.push(`init ${o.client_id}`);
          callback = o.callback;
        },
        prompt: () => void calls.push('prompt'),
      }),
    });
    expect(result).toBe('shown');
    expect(calls).toEqual(['load', 'init client-1', 'prompt']);
    callback?.({});
    callback?.({ credential: 'google-id-token' });
    expect(got).toEqual(['google-id-token']);
  });
  it('a script that loads without Google Identity is unavailable too', async () => {
    expect(await showOneTap('id', () => {}, { loadScript: async () => {}, identity: () => undefined })).toBe(
      'unavailable',
    );
  });
});

describe('§5 private browsing detection (the rule behind the detector)', () => {
  it('Chromium incognito: a quota bound to memory (under twice the heap limit) is private', () => {
    expect(isPrivateSession({ engine: 'chromium', storageQuota: 120 * 1024 ** 2, heapLimit: 4 * GiB })).toBe(true);
    expect(isPrivateSession({ engine: 'chromium', storageQuota: 1.5 * GiB })).toBe(true);
  });
  it('Chromium with a disk-sized quota is a normal window', () => {
    expect(isPrivateSession({ engine: 'chromium', storageQuota: 60 * GiB, heapLimit: 4 * GiB })).toBe(false);
    expect(isPrivateSession({ engine: 'chromium', storageQuota: 10 * GiB, heapLimit: 4.09 * GiB })).toBe(false);
  });
  it('Firefox private windows refuse IndexedDB or the origin file system; Safari refuses the file system', () => {
    expect(isPrivateSession({ engine: 'gecko', indexedDbWorks: false })).toBe(true);
    expect(isPrivateSession({ engine: 'gecko', indexedDbWorks: true, fileSystemDenied: true })).toBe(true);
    expect(isPrivateSession({ engine: 'webkit', fileSystemDenied: true })).toBe(true);
    expect(isPrivateSession({ engine: 'webkit', fileSystemDenied: false })).toBe(false);
  });
  it('unknown signals never count as private', () => {
    expect(isPrivateSession({ engine: 'other' })).toBe(false);
    expect(isPrivateSession({ engine: 'chromium' })).toBe(false);
    expect(isPrivateSession({ engine: 'chromium', storageQuota: 0 })).toBe(false);
    expect(isPrivateSession({ engine: 'webkit', indexedDbWorks: false })).toBe(false);
  });
});

describe('§4 / §5 / §8 how a social sign-in starts', () => {
  const base: SocialStartInput = {
    channel: 'google',
    apiKey: 'key',
    userAgent: CHROME,
    hasNativeBridge: false,
    privateSession: false,
    standalone: false,
  };

  it('§5 the firebase flow needs a configured apiKey', () => {
    expect(socialStart({ ...base, apiKey: '' })).toEqual({ kind: 'blocked', reason: 'not_configured' });
  });
  it('§5 private browsing blocks social sign-in with not_support_incognito', () => {
    expect(socialStart({ ...base, privateSession: true })).toEqual({
      kind: 'blocked',
      reason: 'not_support_incognito',
    });
  });
  it('§8 Twitter, Line and Facebook on Android without a native bridge are coming_soon; Google is not', () => {
    for (const channel of ['twitter', 'line', 'facebook'] as const) {
      expect(socialStart({ ...base, channel, userAgent: ANDROID })).toEqual({ kind: 'blocked', reason: 'coming_soon' });
      expect(socialStart({ ...base, channel, userAgent: ANDROID, hasNativeBridge: true })).toEqual({ kind: 'native' });
      expect(socialStart({ ...base, channel })).toEqual({ kind: 'popup' });
    }
    expect(socialStart({ ...base, userAgent: ANDROID })).toEqual({ kind: 'popup' });
  });
  it('§4 the native bridge signs in when there is one; an installed app or web clip uses redirect; otherwise popup', () => {
    expect(socialStart({ ...base, hasNativeBridge: true, privateSession: true })).toEqual({ kind: 'native' });
    expect(socialStart({ ...base, standalone: true })).toEqual({ kind: 'redirect' });
    expect(socialStart(base)).toEqual({ kind: 'popup' });
  });
});

describe('§4 / §8 after the login call', () => {
  it('bind_customer_required registers at once with FIREBASECREATEACC3, else opens the login choice; other errors alert', () => {
    expect(socialFailureOutcome('bind_customer_required', { FIREBASECREATEACC3: true })).toBe('register');
    expect(socialFailureOutcome('bind_customer_required', { FIREBASECREATEACC3: false })).toBe('choose');
    expect(socialFailureOutcome('bind_customer_required', {})).toBe('choose');
    expect(socialFailureOutcome('firebase.token.expired', { FIREBASECREATEACC3: true })).toBe('alert');
    expect(socialFailureOutcome(undefined, {})).toBe('alert');
  });
  it('§4 the dialog message has its parenthesised text removed', () => {
    expect(
      withoutParentheses('This Google sign-in is not linked to an account yet (mai@example.com). Log in to link it.'),
    ).toBe('This Google sign-in is not linked to an account yet. Log in to link it.');
    expect(withoutParentheses('账号未绑定（bind_customer_required）请登录')).toBe('账号未绑定请登录');
    expect(withoutParentheses('a (b) c (d)')).toBe('a c');
    expect(withoutParentheses(undefined)).toBe('');
  });
  it('§2 the login-choice dialog offers register new only with FIREBASECREATEACC3', () => {
    expect(loginChoiceButtons({ FIREBASECREATEACC3: true })).toEqual(['loginExisting', 'registerNew', 'confirm']);
    expect(loginChoiceButtons({})).toEqual(['loginExisting', 'confirm']);
  });
});

describe('§4 / §8 the native-app callback', () => {
  const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln';
  it('a token logs in with the channel the page asked for (or the one the shell names)', () => {
    expect(nativeCallbackOutcome(token, undefined, 'line')).toEqual({
      kind: 'token',
      firebaseIdToken: token,
      firebaseChannel: 'line',
    });
    expect(nativeCallbackOutcome(token, 'facebook', 'google')).toEqual({
      kind: 'token',
      firebaseIdToken: token,
      firebaseChannel: 'facebook',
    });
  });
  it('a text starting with Failure is shown as it is', () => {
    expect(nativeCallbackOutcome('Failure: user cancelled', undefined, 'google')).toEqual({
      kind: 'failure',
      message: 'Failure: user cancelled',
    });
  });
  it('anything else is ignored', () => {
    expect(nativeCallbackOutcome(42, undefined, 'google').kind).toBe('ignore');
    expect(nativeCallbackOutcome('', undefined, 'google').kind).toBe('ignore');
    expect(nativeCallbackOutcome('not a token', undefined, 'google').kind).toBe('ignore');
    expect(nativeCallbackOutcome(token, 'myspace', null).kind).toBe('ignore');
  });
});

describe('§8 Firebase errors', () => {
  it('a known code has its own text and its code; Firebase’s bare message is no reason', () => {
    expect(firebaseErrorText({ code: 'auth/popup-blocked', message: 'Firebase: Error (auth/popup-blocked).' })).toEqual(
      {
        key: 'firebaseError.popupBlocked',
        code: 'auth/popup-blocked',
      },
    );
    for (const code of [
      'popup-closed-by-user',
      'unauthorized-domain',
      'network-request-failed',
      'internal-error',
      'web-storage-unsupported',
      'code-expired',
    ]) {
      expect(firebaseErrorText({ code: `auth/${code}` })?.key, code).not.toBe('firebaseError.unknown');
    }
  });
  it('an unknown code falls back to auth/unknown and still shows the code; a message that says more is the reason', () => {
    expect(
      firebaseErrorText({
        code: 'auth/strange-thing',
        message: 'Firebase: The identity provider is down (auth/strange-thing).',
      }),
    ).toEqual({
      key: 'firebaseError.unknown',
      code: 'auth/strange-thing',
      reason: 'The identity provider is down',
    });
    expect(firebaseErrorText(new Error('boom'))).toEqual({ key: 'firebaseError.unknown', reason: 'boom' });
    expect(firebaseErrorText(undefined)).toEqual({ key: 'firebaseError.unknown' });
  });
  it('auth/cancelled-popup-request is ignored', () => {
    expect(firebaseErrorText({ code: 'auth/cancelled-popup-request' })).toBeNull();
  });
});

describe('§4 phone sign-in numbers and the emulator’s address', () => {
  it('E.164 from the dialling code and what the player typed', () => {
    expect(e164('1', '202 555-0100')).toBe('+12025550100');
    expect(e164('84', '0912345678')).toBe('+84912345678');
    expect(e164('1', '12')).toBeNull();
    expect(e164('x', '2025550100')).toBeNull();
  });
  it('issue 35 digits: a number typed in Burmese, Bengali or Arabic digits is the same number', () => {
    expect(e164('95', '၀၉ ၁၂၃ ၄၅၆ ၇၈၉')).toBe('+959123456789');
    expect(e164('880', '০১৭১২৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(e164('966', '٠٥٠١٢٣٤٥٦٧')).toBe('+966501234567');
  });
  it('a page on a loopback name reaches a loopback emulator by its own name (same site)', () => {
    expect(emulatorUrl('127.0.0.1:9099', { protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:9099');
    expect(emulatorUrl('127.0.0.1:9099', { protocol: 'http:', hostname: 'lucky.localhost' })).toBe(
      'http://lucky.localhost:9099',
    );
    expect(emulatorUrl('localhost:9099', { protocol: 'http:', hostname: '127.0.0.1' })).toBe('http://127.0.0.1:9099');
    expect(emulatorUrl('auth.test:9099', { protocol: 'http:', hostname: 'localhost' })).toBe('http://auth.test:9099');
    expect(emulatorUrl('127.0.0.1:9099', { protocol: 'https:', hostname: 'shop.example.com' })).toBe(
      'http://127.0.0.1:9099',
    );
  });
});
