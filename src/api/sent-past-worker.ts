/**
 * §7 offline first: the cacheable GETs this page sent while no worker controlled it (a player's very
 * first visit, before the worker is installed). They went past the worker's caches; once it takes
 * control, src/app/first-control.ts hands them over and the worker fetches them for itself.
 */
import { KEEP_ANSWERS_MAX, type SentGet } from '../shared/messages';
import { keepableUrl } from '../shared/cache-rules';
import { assetPaths } from '../../contract/asset-paths';

let sent: SentGet[] = [];

export function noteIfPastWorker(url: string, headers: Record<string, string>): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return;
  // The worker's own rule (it refuses the rest anyway): nothing is noted that it would not keep.
  const target = keepableUrl(url, location.origin, assetPaths.webAppManifest);
  if (!target || sent.some((s) => s.url === target.href) || sent.length >= KEEP_ANSWERS_MAX) return;
  sent.push({ url: target.href, headers: { ...headers } });
}

/** The GETs noted so far; the list starts afresh. */
export function takeSentPastWorker(): SentGet[] {
  const taken = sent;
  sent = [];
  return taken;
}
