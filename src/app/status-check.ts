/**
 * §7 GET /wps/system/status at start (right after the first paint), again when the tab becomes
 * visible, when the device comes back online, and when the player presses Retry on the maintenance
 * page. Its answer chooses the screen (status rules); its failures follow §8's status rule. When
 * no answer came at all, the line is checked with the §7 ping: if it does not answer either, the
 * domain modal follows the notice. Nothing is asked while the device is offline: the offline notice
 * already says so, and the last data stays.
 */
import { call } from '../api/client';
import { ApiError } from '../api/errors';
import { REGISTRATION_INFO_KEY } from '../config/constants';
import { overlayStore, raw, t } from '../lib/overlays';
import { readJson } from '../lib/storage';
import { currentDeviceKind } from '../lib/device-kind';
import { parseSearch } from '../routing/rules';
import { parseRegistrationInfo } from '../features/register/rules';
import { statusFailure, statusQuery, statusScreen } from '../features/status/rules';
import { statusStore } from '../features/status/store';

let running: Promise<void> | null = null;

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

async function run(): Promise<void> {
  const query = statusQuery({
    deviceKind: currentDeviceKind(),
    href: location.href,
    search: parseSearch(location.search),
    originalDomain: parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY)).originalDomain,
  });
  try {
    const status = await call('systemStatus', query);
    const screen = statusScreen(status);
    statusStore.set(screen === 'app' ? { kind: 'app' } : { kind: screen, status });
  } catch (error) {
    if (offline()) return;
    const failure =
      error instanceof ApiError ? { errorCode: error.errorCode, serverMessage: error.serverMessage } : undefined;
    const outcome = statusFailure(failure, location.protocol);
    if (outcome.action === 'domain-unavailable') {
      statusStore.set(
        outcome.message ? { kind: 'domain-unavailable', message: outcome.message } : { kind: 'domain-unavailable' },
      );
      return;
    }
    // §7 GET /wps/system/test/ping (20 s, Merchant header): is this line there at all?
    const lineUp = outcome.checkLine
      ? call('ping', {}).then(
          () => true,
          () => false,
        )
      : Promise.resolve(true);
    overlayStore.notice('message' in outcome ? raw(outcome.message) : t(outcome.messageKey), {
      once: true,
      // A line that answers nothing is unavailable: the domain modal offers the others.
      then: {
        run: () =>
          void lineUp.then((up) => {
            if (!up && !offline()) statusStore.set({ kind: 'domain-unavailable' });
          }),
      },
    });
  }
}

/** Asks for the status now (one request at a time; a call while one runs shares it). */
export function checkStatus(): Promise<void> {
  if (offline()) return Promise.resolve();
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

let watching = false;

/** Start-up: the first check, then the checks on visibility and reconnection. */
export function watchStatus(): void {
  if (watching) return;
  watching = true;
  void checkStatus();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkStatus();
  });
  window.addEventListener('online', () => void checkStatus());
}
