/**
 * §5 Google one-tap: after GOOGLE_PROMPT_DELAY_MS (§9), unless oneTapDecision says to skip it,
 * Google's script is loaded and its prompt shown; the Google ID token it returns signs in to
 * Firebase and then to the platform like the Google button. The script lives on the internet:
 * when it cannot load (offline, blocked, timed out) one-tap is simply not offered.
 */
import { GOOGLE_ONE_TAP_SCRIPT_TIMEOUT_MS, GOOGLE_ONE_TAP_SCRIPT_URL } from '../../config/constants';
import { loadScript } from '../../lib/load-script';

interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel?(): void;
}

export interface OneTapDeps {
  loadScript(url: string, timeoutMs: number): Promise<void>;
  identity(): GoogleIdentity | undefined;
}

const browserDeps: OneTapDeps = {
  loadScript,
  identity: () => (window as unknown as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id,
};

/** Shows Google's one-tap prompt; 'unavailable' when Google's script cannot be had. */
export async function showOneTap(
  clientId: string,
  onCredential: (googleIdToken: string) => void,
  deps: OneTapDeps = browserDeps,
): Promise<'shown' | 'unavailable'> {
  try {
    await deps.loadScript(GOOGLE_ONE_TAP_SCRIPT_URL, GOOGLE_ONE_TAP_SCRIPT_TIMEOUT_MS);
  } catch {
    return 'unavailable';
  }
  const identity = deps.identity();
  if (!identity) return 'unavailable';
  try {
    identity.initialize({
      client_id: clientId,
      callback: (response) => {
        if (response.credential) onCredential(response.credential);
      },
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    identity.prompt();
    return 'shown';
  } catch {
    return 'unavailable';
  }
}
