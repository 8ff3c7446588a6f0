/** §4 update detection in the worker: the stored hash lives in IndexedDB (idb-keyval). */
import { get, set } from 'idb-keyval';
import { checkForUpdate } from '../src/shared/update-check';
import type { WorkerNotice } from '../src/shared/messages';
import { worker } from './scope';

const HASH_KEY = 'storefront-asset-manifest-hash';

export async function runUpdateCheck(): Promise<{ changed: boolean; hash: string | null }> {
  const result = await checkForUpdate((url, init) => fetch(url, init), {
    get: async () => ((await get(HASH_KEY)) as string | undefined) ?? null,
    set: (hash) => set(HASH_KEY, hash),
  });
  if (result.changed && result.hash) {
    const notice: WorkerNotice = { type: 'update-available', hash: result.hash };
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(notice);
    // Fetch the new worker too, so it is waiting when the player accepts.
    void worker.registration.update().catch(() => undefined);
  }
  return result;
}
