/**
 * §4 Social login, end to end: a provider is chosen, a Firebase ID token obtained (popup,
 * redirect or the native callback), then the login call with type 'firebase'. Success: the token
 * stored, dialogs closed, history replace to /m/home. bind_customer_required: registration by
 * firebase at once (FIREBASECREATEACC3; the registration event fires with method firebase) or the
 * login-choice dialog. Any other error resets the firebase args and shows an alert. Firebase's own
 * failures follow §8 (firebaseErrorText). The SDK loads only here, when a sign-in starts; this
 * module itself loads through loadFlow (./setup) when it is needed.
 */
import { call } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { SocialChannel } from '../../../contract/firebase-channels';
import { reportApiError } from '../../api/report';
import {
  FIREBASE_REDIRECT_KEY,
  FIREBASE_REGISTER_SMS_TEMPLATE,
  HOME_PATH,
  INFO_TOAST_MS,
} from '../../config/constants';
import { merchant } from '../../config/runtime';
import { translate } from '../../i18n';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import { overlayStore, raw, t } from '../../lib/overlays';
import { removeItem, writeItem } from '../../lib/storage';
import { track } from '../../lib/tracking';
import { sessionFromLogin, sessionFromRegister } from '../../session/model';
import { session } from '../../session/store';
import { hasNativeBridge, requestNativeSignIn } from './native-bridge';
import { detectPrivateBrowsing } from './private-browsing';
import { firebaseSetup, redirectSignInPending } from './availability';
import type * as FirebaseChunk from './firebase.chunk';
import { firebaseErrorText, socialFailureOutcome, socialStart, withoutParentheses } from './rules';
import { socialState, type FirebaseArgs } from './state';

export interface FlowContext {
  /** History replace to an in-app path. */
  navigate(href: string): Promise<unknown> | void;
}

let firebase: Promise<typeof FirebaseChunk> | null = null;
/** The Firebase SDK chunk, loaded on the first sign-in that needs it. */
export const loadFirebase = () => (firebase ??= import('./firebase.chunk'));

/** §8 a Firebase failure: its translated text, 'Code: {code}', 'Reason: {message}'; cancelled popups stay silent. */
export function reportFirebaseError(error: unknown): void {
  const text = firebaseErrorText(error);
  if (!text) return;
  const lines = [translate(text.key)];
  if (text.code) lines.push(translate('firebaseError.code', { code: text.code }));
  if (text.reason) lines.push(translate('firebaseError.reason', { message: text.reason }));
  overlayStore.notice(raw(lines.join('\n')));
}

/** Drops the Firebase session, if the SDK was ever loaded (a native-app token never loads it). */
async function forgetFirebaseUser(): Promise<void> {
  const setup = firebaseSetup();
  if (!setup || !firebase) return;
  try {
    await (await loadFirebase()).forgetFirebaseUser(setup);
  } catch {
    /* nothing to forget */
  }
}

/** The login-choice dialog's confirm: the social sign-in is dropped (§4 firebase args reset). */
export function dropSocialSignIn(): void {
  socialState.reset();
  void forgetFirebaseUser();
}

async function signedIn(ctx: FlowContext): Promise<void> {
  socialState.reset();
  void forgetFirebaseUser();
  await ctx.navigate(HOME_PATH);
}

/** §4 registration by firebase (§3 payload: firebaseChannel, firebaseIdToken, login true, smsTemplate). */
export async function registerWithFirebase(args: FirebaseArgs, ctx: FlowContext): Promise<void> {
  const config = merchant();
  try {
    const value = await call('registerFirebase', {
      ...args,
      login: true,
      smsTemplate: FIREBASE_REGISTER_SMS_TEMPLATE,
      loginDeviceId: getDeviceId(),
    });
    session.start(sessionFromRegister(value, config.merchantCode));
    track({
      name: 'register',
      method: 'firebase',
      customerId: value.id,
      customerName: value.customerName || value.userName,
    });
    await signedIn(ctx);
  } catch (error) {
    socialState.reset();
    void forgetFirebaseUser();
    reportApiError(error);
  }
}

/** §4 the login call with the ID token, and what follows its answer. */
export async function loginWithFirebase(args: FirebaseArgs, ctx: FlowContext): Promise<void> {
  const config = merchant();
  try {
    const value = await call('socialLogin', { type: 'firebase', ...args, loginDeviceId: getDeviceId() });
    session.start(sessionFromLogin(value, config.merchantCode));
    track({ name: 'login', customerId: value.id, customerName: value.userName });
    await signedIn(ctx);
  } catch (error) {
    const outcome = socialFailureOutcome(error instanceof ApiError ? error.errorCode : undefined, config.whitelabel);
    if (outcome === 'register') return registerWithFirebase(args, ctx);
    if (outcome === 'choose' && error instanceof ApiError) {
      socialState.openChoice({ message: withoutParentheses(error.serverMessage), args });
      return;
    }
    socialState.reset();
    void forgetFirebaseUser();
    reportApiError(error);
  }
}

const isStandalone = () => {
  const kind = currentDeviceKind();
  return kind === 'PWA' || kind === 'WEBCLIP';
};

/** §4 a provider button: native bridge, popup or redirect, or a §5 / §8 block. */
export async function startSocialSignIn(channel: SocialChannel, ctx: FlowContext): Promise<void> {
  const setup = firebaseSetup();
  const start = socialStart({
    channel,
    apiKey: setup?.smsProvider.apiKey ?? '',
    userAgent: navigator.userAgent,
    hasNativeBridge: hasNativeBridge(),
    privateSession: await detectPrivateBrowsing(),
    standalone: isStandalone(),
  });
  switch (start.kind) {
    case 'blocked':
      overlayStore.toast(
        t(
          start.reason === 'not_support_incognito'
            ? 'social.notSupportIncognito'
            : start.reason === 'coming_soon'
              ? 'social.comingSoon'
              : 'firebaseError.unknown',
        ),
        INFO_TOAST_MS,
      );
      return;
    case 'native':
      requestNativeSignIn(channel);
      return;
    case 'redirect':
      // §4: a session flag marks the redirect; the result is read when the app is back (processRedirectResult).
      writeItem('session', FIREBASE_REDIRECT_KEY, channel);
      try {
        await (await loadFirebase()).signInByRedirect(setup!, channel);
      } catch (error) {
        removeItem('session', FIREBASE_REDIRECT_KEY);
        reportFirebaseError(error);
      }
      return;
    case 'popup': {
      let args: FirebaseArgs;
      try {
        args = await (await loadFirebase()).signInByPopup(setup!, channel);
      } catch (error) {
        reportFirebaseError(error);
        return;
      }
      await loginWithFirebase(args, ctx);
    }
  }
}

/** §4 on remount after a redirect sign-in: the flag is cleared and the result, if any, logs in. */
export async function processRedirectResult(ctx: FlowContext): Promise<void> {
  if (!redirectSignInPending()) return;
  removeItem('session', FIREBASE_REDIRECT_KEY);
  const setup = firebaseSetup();
  if (!setup) return;
  let args: FirebaseArgs | null;
  try {
    args = await (await loadFirebase()).takeRedirectResult(setup);
  } catch (error) {
    reportFirebaseError(error);
    return;
  }
  if (args) await loginWithFirebase(args, ctx);
}

/**
 * The firebase fields a password login sends to link the pending social sign-in (§3), with a
 * fresh ID token when the Firebase user is still signed in (the server takes tokens up to
 * ID_TOKEN_MAX_AGE_S old).
 */
export async function pendingLinkFields(): Promise<FirebaseArgs | null> {
  const args = socialState.pending();
  if (!args) return null;
  const setup = firebaseSetup();
  if (setup && firebase) {
    try {
      const fresh = await (await loadFirebase()).freshIdToken(setup);
      if (fresh) return { ...args, firebaseIdToken: fresh };
    } catch {
      /* the token we have may still do */
    }
  }
  return args;
}
