/**
 * Tracking events left on the device (issue 17) are sent by the worker when the network returns:
 * the page registers a Background Sync (TRACKING_SYNC_TAG) whenever something is pending, and the
 * browser wakes the worker once online. A flush that leaves events behind fails the sync, so the
 * browser tries again later. Browsers without Background Sync retry from the page (online, start).
 */
import { fetchSender, flushQueue, trimQueue } from '../src/shared/tracking-queue';
import { TRACKING_SYNC_TAG } from '../contract/tracking-wire';
import { worker } from './scope';

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

export async function flushTracking(): Promise<void> {
  await trimQueue(Date.now());
  const result = await flushQueue(fetchSender(worker.location.origin));
  if (result.pending) throw new Error('tracking events are still pending');
}

export function registerTrackingSync(): void {
  worker.addEventListener('sync', ((event: SyncEvent) => {
    if (event.tag === TRACKING_SYNC_TAG) event.waitUntil(flushTracking());
  }) as EventListener);
}
