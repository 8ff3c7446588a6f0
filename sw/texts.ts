/**
 * Issue 37, §1 §7: the languages' texts. They are not precached (25 files, two fifths of what the
 * precache held); the worker keeps, in a cache of its own, the languages this device uses:
 *  - the player's language, which the page names once the worker controls it and at every start
 *    (`keep-language`, src/app/first-control.ts), so a first visit reloaded offline speaks it;
 *  - any language the page fetches through the worker (a switch): cache first, then kept;
 *  - across releases: a new worker's install fetches the new files of the languages the old one
 *    kept, so an update never leaves an offline player without their texts.
 * Activation drops the files no release of this worker names. Other runtime caches (images) are
 * separate caches with their own rules; this module only ever opens TEXTS_CACHE.
 */
import { registerRoute } from 'workbox-routing';
import { textFiles, worker } from './scope';
import { codeOfTextFile } from './text-files';

export const TEXTS_CACHE = 'storefront-texts-v1';

async function keep(url: string): Promise<boolean> {
  const cache = await caches.open(TEXTS_CACHE);
  if (await cache.match(url)) return true;
  const response = await fetch(url);
  if (!response.ok) return false;
  await cache.put(url, response);
  return true;
}

/** Keeps a language's texts (a §1 code); false for an unknown code or a failed download. */
export async function keepLanguage(code: string): Promise<boolean> {
  const url = textFiles()[code.toLowerCase()];
  if (!url) return false;
  try {
    return await keep(url);
  } catch {
    return false;
  }
}

/** This release's files of the languages an older release kept (an update, §4). */
async function keepKeptLanguages(): Promise<void> {
  const files = textFiles();
  const codes = Object.keys(files);
  const cache = await caches.open(TEXTS_CACHE);
  const kept = new Set((await cache.keys()).map((r) => codeOfTextFile(new URL(r.url).pathname, codes)));
  await Promise.all(codes.filter((code) => kept.has(code)).map((code) => keepLanguage(code)));
}

async function dropOthers(current: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(TEXTS_CACHE);
  for (const request of await cache.keys())
    if (!current.has(new URL(request.url).pathname)) await cache.delete(request);
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(TEXTS_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

export function registerTexts(): void {
  const current = new Set(Object.values(textFiles()));
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === worker.location.origin && current.has(url.pathname),
    ({ request }) => cacheFirst(request),
  );
  worker.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(keepKeptLanguages()));
  worker.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(dropOthers(current)));
}
