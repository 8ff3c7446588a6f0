/**
 * §7 offline first, on a player's very first visit: the page's first answers were fetched before
 * its worker was installed, so they went past the worker and none of its caches holds them; a reload
 * with no network then asked for them in vain (13 failed requests on /m/home), however well the
 * persisted cache painted the page. Once the worker has taken control, it is handed those GETs
 * (src/api/sent-past-worker.ts) and the manifest (§5), and fetches them for itself: the page's own
 * thread does nothing more (refetching them through the page cost its load about 50 ms of blocking
 * time on Lighthouse's throttled phone).
 *
 * It also keeps the page's language (issue 37: the texts are not precached).
 *
 * The worker learns whose page it now controls first (§7: a change of player starts its caches
 * afresh). Messages reach only a controlling worker, so the start-up's own session message went
 * nowhere on a first visit: a player who logged in before the worker took over left it believing
 * the page was a guest's, and a later logout did not clear that player's answers. Adopting a session
 * can clear the caches, so the answers are handed over once it has been adopted, not before.
 */
import { takeSentPastWorker } from '../api/sent-past-worker';
import { request } from '../lib/worker-bridge';
import { activeLanguage } from '../i18n';
import { session } from '../session/store';
import { sessionKeyOf } from '../shared/session-key';

/** Call before the worker registers: `controlledAtStart` says whether a worker served this page. */
export function handOverOnceControlled(controlledAtStart: boolean): void {
  if (controlledAtStart || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => void handOver(), { once: true });
}

async function handOver(): Promise<void> {
  await request({ type: 'session', sessionKey: sessionKeyOf(session.token()) });
  // Issue 37, §1: the languages' texts are not precached; the worker keeps the page's own now.
  const language = activeLanguage();
  if (language) await request({ type: 'keep-language', language });
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
  const requests = [...takeSentPastWorker(), ...(manifest ? [{ url: manifest, headers: {} }] : [])];
  if (requests.length > 0) await request({ type: 'keep-answers', requests });
}
