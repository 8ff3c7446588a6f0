/**
 * What a page needs of social sign-in before one starts: whether the merchant has it at all
 * (firebaseSetup, §3 / §5), and the sign-in flow's code (src/features/social-login/flow.ts), loaded
 * when a sign-in starts, when a redirect sign-in comes back, or when a password login links a
 * pending one. A plain password login never loads it (issue 11's budget for the login's JS).
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

let flow: Promise<typeof import('./flow')> | null = null;
/** The sign-in flow's code, loaded once, on first need. */
export const loadFlow = () => (flow ??= import('./flow'));

/** §4: a redirect sign-in left its session flag, so its result is to be read on this load. */
export const redirectSignInPending = (): boolean => Boolean(readItem('session', FIREBASE_REDIRECT_KEY));
