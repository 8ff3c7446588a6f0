/**
 * §4 / §9 update detection on the page side: 1.5 s after start, whenever the tab becomes visible,
 * and every hour while online. The worker does the check; without one the page does it itself.
 * A new release is offered once; accepting follows the §2 rule.
 */
import { get, set } from 'idb-keyval';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_FIRST_CHECK_MS } from '../../config/constants';
import { overlayStore, t } from '../../lib/overlays';
import { checkForUpdate } from '../../shared/update-check';
import { activateWaitingWorker, onWorkerNotice, request } from '../../lib/worker-bridge';
import { PromptOnce, updateAction } from './rules';

const HASH_KEY = 'storefront-asset-manifest-hash';
const prompt = new PromptOnce();

function offerUpdate(): void {
  if (!prompt.take()) return;
  overlayStore.alert({
    title: t('update.title'),
    message: t('update.message'),
    cancel: { label: t('update.later') },
    confirm: {
      label: t('update.refresh'),
      run: () =>
        activateWaitingWorker(() => {
          const action = updateAction(location.pathname);
          if (action.kind === 'reload') location.reload();
          else location.assign(action.href);
        }),
    },
  });
}

async function check(): Promise<void> {
  if (navigator.onLine === false) return;
  const viaWorker = await request({ type: 'check-update' });
  if (viaWorker) {
    if (viaWorker.changed) offerUpdate();
    return;
  }
  const result = await checkForUpdate((url, init) => fetch(url, init), {
    get: async () => ((await get(HASH_KEY).catch(() => null)) as string | null | undefined) ?? null,
    set: (hash) => set(HASH_KEY, hash).catch(() => undefined),
  });
  if (result.changed) offerUpdate();
}

export function watchForUpdates(): void {
  onWorkerNotice((notice) => {
    if (notice.type === 'update-available') offerUpdate();
  });
  setTimeout(() => void check(), UPDATE_FIRST_CHECK_MS);
  setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check();
  });
}
