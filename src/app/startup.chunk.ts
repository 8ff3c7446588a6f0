/**
 * Start-up work that no first paint needs (DESIGN rule 5), loaded after the first frame: the
 * device id and registration info, the platform status (§7, it may replace the page with maintenance or access denied), i18next, the
 * data layer (if no data section asked for it yet), the service worker (on a first visit once the page
 * has hydrated and is idle, issue 37), update detection (first
 * check at 1.5 s anyway, §9), the manifest link, tracking and push (issue 17). Each step yields to the main thread first, so a
 * cheap phone stays responsive to the player's first tap instead of running one long task.
 */
import type { MerchantConfig } from '../../contract/merchant';
import { session } from '../session/store';
import { sessionKeyOf } from '../shared/session-key';
import { addManifestLink } from '../features/install/manifest-link';
import { watchForUpdates } from '../features/update/update-watch';
import { registerWorker, request } from '../lib/worker-bridge';
import { loadQueryClient } from '../routes/data-client';
import { handOverOnceControlled } from './first-control';
import { activeLanguage, startI18next } from '../i18n';
import { watchStatus } from './status-check';
import { startTracking } from '../features/tracking/reporter';
import { startPush } from '../features/push/push-client';
import { contentfulPaint, yieldToMain } from '../lib/after-paint';
import { getDeviceId } from '../lib/device-id';
import { readJson, writeJson } from '../lib/storage';
import { REGISTRATION_INFO_KEY, WORKER_INSTALL_IDLE_TIMEOUT_MS } from '../config/constants';
import { hydratedAndIdle } from '../lib/idle';
import { parseSearch } from '../routing/rules';
import { captureRegistrationInfo, parseRegistrationInfo } from '../features/register/rules';

/** How long tracking waits for the page's first content at most (a page that paints none, or is hidden). */
const CONTENT_PAINT_WAIT_MS = 5000;

/** The worker learns whose page it serves (§7) and keeps the page's language (issue 37, §1). */
async function tellWorker(): Promise<void> {
  await request({ type: 'session', sessionKey: sessionKeyOf(session.token()) });
  const language = activeLanguage();
  if (language) await request({ type: 'keep-language', language });
}

/** `arrivedWith`: the query of the address the page was opened at (its §3 registration codes). */
export async function afterFirstPaint(config: MerchantConfig, arrivedWith: string): Promise<void> {
  const steps: Array<() => unknown> = [
    // §3 §5 §9 the device id and the registration info, before the status check reports the
    // player's first domain and before any call carries the device id.
    () => {
      getDeviceId();
      writeJson(
        'local',
        REGISTRATION_INFO_KEY,
        captureRegistrationInfo(
          parseSearch(arrivedWith),
          parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY)),
          location.hostname,
        ),
      );
    },
    () => watchStatus(),
    () => loadQueryClient(),
    () => startI18next(),
    () => addManifestLink(config),
    () => {
      const controlled = navigator.serviceWorker?.controller != null;
      handOverOnceControlled(controlled);
      // Issue 37: a first visit's install downloads the whole precache; it starts once the page has
      // hydrated and is idle, not in the seconds that hydrate it (the later steps do not wait for
      // it). A repeat visit registers at once, as before (its worker only checks for an update).
      void (controlled ? Promise.resolve() : hydratedAndIdle(WORKER_INSTALL_IDLE_TIMEOUT_MS))
        .then(registerWorker)
        .then(() => tellWorker());
    },
    () => watchForUpdates(),
    // Issue 17: tracking (queue, retries, pixels) and the push lifecycle, once the page shows its
    // content: a client-rendered page may still be loading its route after its first frame.
    () => contentfulPaint(CONTENT_PAINT_WAIT_MS),
    () => startTracking(config),
    () => startPush(config),
    // A server-rendered page (issue 18) hydrated with the server's answers; the saved ones join now.
    () =>
      loadQueryClient()
        .then(() => import('./data.chunk'))
        .then((m) => m.restoreSavedAnswers()),
  ];
  for (const step of steps) {
    await yieldToMain();
    await step();
  }
}
