/**
 * What a page needs of social sign-in before one starts: whether the merchant has it at all
 * (firebaseSetup, §3 / §5), and the sign-in flow's code (src/features/social-login/flow.ts), loaded
 * when a sign-in starts, when a redirect sign-in comes back, or when a password login links a
 * pending one. A plain password login never loads it (issue 11's budget for the login's JS).
 */
import { FIREBASE_REDIRECT_KEY } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { readItem } from '../../lib/storage';
import { overlayStore, t } from '../../lib/overlays';
import { ERROR_KEYS } from '../../api/errors';
import type { FirebaseSetup } from './firebase.chunk';

/** The merchant's Firebase set-up (§3 SMS provider config); null without an apiKey (§5). */
export function firebaseSetup(): FirebaseSetup | null {
  const config = merchant();
  const smsProvider = config.smsProvider;
  if (!smsProvider?.apiKey.trim()) return null;
  return { smsProvider, ...(config.firebaseAuthEmulatorHost ? { emulatorHost: config.firebaseAuthEmulatorHost } : {}) };
}

type Flow = typeof import('./flow');

let flow: Promise<Flow> | null = null;
/** The sign-in flow's code, loaded once, on first need; a failed download is tried again next time. */
export const loadFlow = (): Promise<Flow> =>
  (flow ??= import('./flow').catch((error: unknown) => {
    flow = null;
    throw error;
  }));

/**
 * Runs `run` with the flow's code. A download that fails (an offline phone without the installed
 * app's copy, a 502) says so in the §8 network notice and leaves everything as it was: the player
 * taps again. (The first failed download of a session reloads the page instead, src/main.tsx, in
 * case a new release removed the file; the import then answers nothing.)
 */
export async function withFlow(run: (flow: Flow) => unknown): Promise<void> {
  let loaded: Flow | undefined;
  try {
    loaded = await loadFlow();
  } catch {
    overlayStore.alertOnce({
      title: t('common.notice'),
      message: t(ERROR_KEYS.network),
      confirm: { label: t('common.confirm') },
    });
    return;
  }
  if (loaded) await run(loaded);
}

/** §4: a redirect sign-in left its session flag, so its result is to be read on this load. */
export const redirectSignInPending = (): boolean => Boolean(readItem('session', FIREBASE_REDIRECT_KEY));
