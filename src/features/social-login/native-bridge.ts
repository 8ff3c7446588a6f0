/**
 * §4 the native-app sign-in: inside the app shell the page asks the shell to sign in natively, and
 * the shell answers by calling a global function with the Firebase ID token, or with a text that
 * starts with 'Failure' (§8: shown in a notice alert). docs/api.md describes the bridge.
 *
 *   page → shell   Android: window.StorefrontNative.firebaseLogin(channel)
 *                  iOS:     window.webkit.messageHandlers.firebaseLogin.postMessage({ channel })
 *   shell → page   window.onFirebaseLoginResult(idTokenOrFailure, channel?)
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import { nativeCallbackOutcome, type NativeCallbackOutcome } from './rules';

export const NATIVE_CALLBACK_NAME = 'onFirebaseLoginResult';

interface NativeWindow {
  StorefrontNative?: { firebaseLogin?: (channel: string) => void };
  webkit?: { messageHandlers?: { firebaseLogin?: { postMessage: (message: unknown) => void } } };
  [NATIVE_CALLBACK_NAME]?: (result: unknown, channel?: unknown) => void;
}

const native = () => window as unknown as NativeWindow;
let asked: FirebaseChannel | null = null;
/** Answers that came before the host installed its callback, in order. */
let early: Array<[result: unknown, channel: unknown]> = [];
const holdEarly = (result: unknown, channel?: unknown) => void early.push([result, channel]);

export function hasNativeBridge(): boolean {
  const w = native();
  return (
    typeof w.StorefrontNative?.firebaseLogin === 'function' ||
    typeof w.webkit?.messageHandlers?.firebaseLogin?.postMessage === 'function'
  );
}

/** Asks the app shell to sign in with this channel; the answer comes through the global callback. */
export function requestNativeSignIn(channel: FirebaseChannel): void {
  asked = channel;
  const w = native();
  // A tap on a server-rendered page is answered as soon as the page hydrates, which can be before
  // the host (loaded after paint) has installed its callback: an answer meanwhile is held for it.
  if (typeof w[NATIVE_CALLBACK_NAME] !== 'function') w[NATIVE_CALLBACK_NAME] = holdEarly;
  if (typeof w.StorefrontNative?.firebaseLogin === 'function') w.StorefrontNative.firebaseLogin(channel);
  else w.webkit?.messageHandlers?.firebaseLogin?.postMessage({ channel });
}

/** Installs the global callback; returns its removal. */
export function installNativeCallback(
  handle: (outcome: Exclude<NativeCallbackOutcome, { kind: 'ignore' }>) => void,
): () => void {
  const callback = (result: unknown, channel?: unknown) => {
    const outcome = nativeCallbackOutcome(result, channel, asked);
    if (outcome.kind === 'ignore') return;
    asked = null;
    handle(outcome);
  };
  native()[NATIVE_CALLBACK_NAME] = callback;
  const held = early;
  early = [];
  for (const [result, channel] of held) callback(result, channel);
  return () => {
    if (native()[NATIVE_CALLBACK_NAME] === callback) delete native()[NATIVE_CALLBACK_NAME];
  };
}
