/**
 * What a page and the flow need to know of social sign-in before one starts: whether the merchant
 * has it at all (firebaseSetup, §3 / §5) and whether a redirect sign-in is coming back. The flow's
 * code itself loads through setup.ts.
 */
import { FIREBASE_REDIRECT_KEY } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { readItem } from '../../lib/storage';
import type { FirebaseSetup } from './firebase.chunk';

/** The merchant's Firebase set-up (§3 SMS provider config); null without an apiKey (§5). */
export function firebaseSetup(): FirebaseSetup | null {
  const config = merchant();
  const smsProvider = config.smsProvider;
  if (!smsProvider?.apiKey.trim()) return null;
  return { smsProvider, ...(config.firebaseAuthEmulatorHost ? { emulatorHost: config.firebaseAuthEmulatorHost } : {}) };
}

/** §4: a redirect sign-in left its session flag, so its result is to be read on this load. */
export const redirectSignInPending = (): boolean => Boolean(readItem('session', FIREBASE_REDIRECT_KEY));
