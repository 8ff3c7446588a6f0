/**
 * The one bridge between the pages and the service worker (src/shared/messages.ts). Everything
 * here is optional: without a worker (first visit, unsupported browser, plain http) the app works
 * straight over the network and `request` answers null.
 */
import { assetPaths } from '../../contract/asset-paths';
import { WORKER_REQUEST_TIMEOUT_MS } from '../config/constants';
import { isWorkerNotice, type WorkerAnswers, type WorkerNotice, type WorkerRequest } from '../shared/messages';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

let registration: ServiceWorkerRegistration | null = null;
const listeners = new Set<(notice: WorkerNotice) => void>();

export async function registerWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isWorkerNotice(event.data)) for (const l of listeners) l(event.data);
  });
  try {
    registration = await navigator.serviceWorker.register(assetPaths.serviceWorker, {
      scope: '/m/',
      updateViaCache: 'none',
    });
  } catch {
    registration = null;
  }
  return registration;
}

export function onWorkerNotice(listener: (notice: WorkerNotice) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends a request to the controlling worker and waits for its answer; null without a worker. */
export function request<R extends WorkerRequest>(message: R): Promise<WorkerAnswers[R['type']] | null> {
  const target = supported() ? navigator.serviceWorker.controller : null;
  if (!target) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), WORKER_REQUEST_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; value?: WorkerAnswers[R['type']] }>) => {
      clearTimeout(timer);
      resolve(event.data.ok ? (event.data.value ?? null) : null);
    };
    target.postMessage(message, [channel.port2]);
  });
}

/**
 * §4 accepting an update: a waiting worker takes over first (once), then `then` runs once; with no
 * waiting worker `then` runs at once. Never reloads on its own.
 */
export function activateWaitingWorker(then: () => void): void {
  const waiting = registration?.waiting;
  if (!waiting || !supported()) {
    then();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  navigator.serviceWorker.addEventListener('controllerchange', finish, { once: true });
  const channel = new MessageChannel();
  waiting.postMessage({ type: 'skip-waiting' } satisfies WorkerRequest, [channel.port2]);
  setTimeout(finish, WORKER_REQUEST_TIMEOUT_MS);
}
