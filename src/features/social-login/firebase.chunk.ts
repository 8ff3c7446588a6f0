/**
 * The Firebase JS SDK, loaded only when a social or phone sign-in starts (DESIGN rule 5: never in
 * the first chunk). Configured from the merchant's SMS provider config (§3: appId, apiKey,
 * authDomain, projectId, messagingSenderId); in local and test runs it talks to the Auth Emulator
 * (firebaseAuthEmulatorHost), with the local gapi stand-in its popup and redirect flows need there.
 *
 * Everything here ends in a Firebase ID token for the platform's login call (§3 social login args).
 * The Firebase session itself is kept for the tab only, and dropped once the platform has logged
 * the player in: the platform's token is the session (§4).
 */
import { FirebaseError } from 'firebase/app';
import {
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  initializeAuth,
  OAuthProvider,
  RecaptchaVerifier,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  TwitterAuthProvider,
  type Auth,
  type AuthProvider,
  type ConfirmationResult,
  type UserCredential,
} from 'firebase/auth';
import {
  channelOfProvider,
  PROVIDER_OF_CHANNEL,
  type FirebaseChannel,
  type SocialChannel,
} from '../../../contract/firebase-channels';
import { firebaseApp, type SmsProvider } from '../../lib/firebase-app.chunk';
import { installGapiStandIn } from './gapi-iframes';
import { CODE_EXPIRED, emulatorUrl } from './rules';

export interface FirebaseSetup {
  smsProvider: SmsProvider;
  /** host:port of the Auth Emulator, in local and test runs. */
  emulatorHost?: string;
}

export interface SignedIn {
  firebaseChannel: FirebaseChannel;
  firebaseIdToken: string;
}

let auth: Auth | null = null;
let pendingPhone: ConfirmationResult | null = null;
let verifier: RecaptchaVerifier | null = null;

function authFor(setup: FirebaseSetup): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(setup.smsProvider), {
    persistence: browserSessionPersistence,
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (setup.emulatorHost) {
    installGapiStandIn();
    connectAuthEmulator(auth, emulatorUrl(setup.emulatorHost, location), { disableWarnings: true });
  }
  return auth;
}

function providerFor(channel: SocialChannel): AuthProvider {
  switch (channel) {
    case 'google': {
      const google = new GoogleAuthProvider();
      google.setCustomParameters({ prompt: 'select_account' });
      return google;
    }
    case 'facebook':
      return new FacebookAuthProvider();
    case 'twitter':
      return new TwitterAuthProvider();
    case 'line': {
      // Line signs in through an OpenID Connect provider of the Firebase project.
      const line = new OAuthProvider(PROVIDER_OF_CHANNEL.line);
      line.addScope('openid');
      line.addScope('profile');
      return line;
    }
  }
}

async function tokenOf(credential: UserCredential, fallback: FirebaseChannel): Promise<SignedIn> {
  const providerId = credential.providerId ?? credential.user.providerData[0]?.providerId ?? '';
  return {
    firebaseChannel: channelOfProvider(providerId) ?? fallback,
    // A fresh token: the platform refuses ID tokens older than ID_TOKEN_MAX_AGE_S (§9).
    firebaseIdToken: await credential.user.getIdToken(true),
  };
}

/** §4 popup sign-in. */
export async function signInByPopup(setup: FirebaseSetup, channel: SocialChannel): Promise<SignedIn> {
  return tokenOf(await signInWithPopup(authFor(setup), providerFor(channel)), channel);
}

/** §4 redirect sign-in: the page leaves; takeRedirectResult reads the result when the app is back. */
export async function signInByRedirect(setup: FirebaseSetup, channel: SocialChannel): Promise<void> {
  await signInWithRedirect(authFor(setup), providerFor(channel));
}

/** §4 the redirect's result after the remount; null when there is none. */
export async function takeRedirectResult(setup: FirebaseSetup): Promise<SignedIn | null> {
  const credential = await getRedirectResult(authFor(setup));
  return credential ? tokenOf(credential, 'google') : null;
}

/**
 * §4 phone sign-in, step 1: sends the code by SMS, with the invisible reCAPTCHA verifier the SDK
 * requires (the emulator accepts it without a challenge). `button` is the send button.
 */
export async function sendPhoneCode(setup: FirebaseSetup, phoneNumber: string, button: HTMLElement): Promise<void> {
  const a = authFor(setup);
  verifier?.clear();
  verifier = new RecaptchaVerifier(a, button, { size: 'invisible' });
  try {
    pendingPhone = await signInWithPhoneNumber(a, phoneNumber, verifier);
  } catch (error) {
    verifier.clear();
    verifier = null;
    throw error;
  }
}

/** §4 phone sign-in, step 2: verifying with no pending result gives auth/code-expired (§8). */
export async function confirmPhoneCode(code: string): Promise<SignedIn> {
  if (!pendingPhone) throw new FirebaseError(CODE_EXPIRED, 'Firebase: Error (auth/code-expired).');
  const credential = await pendingPhone.confirm(code);
  pendingPhone = null;
  return { firebaseChannel: 'phone', firebaseIdToken: await credential.user.getIdToken(true) };
}

/** §5 Google one-tap: Google's ID token becomes a Firebase sign-in. */
export async function signInWithGoogleIdToken(setup: FirebaseSetup, googleIdToken: string): Promise<SignedIn> {
  return tokenOf(await signInWithCredential(authFor(setup), GoogleAuthProvider.credential(googleIdToken)), 'google');
}

/** A fresh ID token of the signed-in Firebase user (the pending link of the login-choice dialog), if any. */
export async function freshIdToken(setup: FirebaseSetup): Promise<string | null> {
  const user = authFor(setup).currentUser;
  return user ? user.getIdToken(true) : null;
}

/** Drops the Firebase session (the platform's token is the session). */
export async function forgetFirebaseUser(setup: FirebaseSetup): Promise<void> {
  pendingPhone = null;
  await signOut(authFor(setup));
}
