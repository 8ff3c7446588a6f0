/** Answers the pages' requests (src/shared/messages.ts); anything malformed is ignored. */
import { isWorkerRequest, type WorkerAnswers, type WorkerRequest } from '../src/shared/messages';
import { runUpdateCheck } from './update-check';
import { adoptSession } from './session';
import { worker } from './scope';
import { keepAnswers } from './wps-cache';
import { keepLanguage } from './texts';

async function answer(request: WorkerRequest): Promise<WorkerAnswers[WorkerRequest['type']]> {
  switch (request.type) {
    case 'check-update':
      return runUpdateCheck();
    case 'session':
      return { cleared: await adoptSession(request.sessionKey) };
    case 'keep-answers':
      return { kept: await keepAnswers(request.requests) };
    case 'keep-language':
      return { kept: await keepLanguage(request.language) };
    case 'skip-waiting':
      // Only ever on the player's word (DESIGN pitfalls): the page reloads once control changes.
      await worker.skipWaiting();
      return { ok: true };
  }
}

export function onMessage(event: ExtendableMessageEvent): void {
  if (event.origin && event.origin !== worker.location.origin) return;
  if (!isWorkerRequest(event.data)) return;
  const port = event.ports[0];
  event.waitUntil(
    answer(event.data).then(
      (value) => port?.postMessage({ ok: true, value }),
      (error: unknown) => port?.postMessage({ ok: false, error: error instanceof Error ? error.message : 'failed' }),
    ),
  );
}
