/**
 * The merchant's pictures at run time (issue 32; DESIGN budgets: the precache holds the shell only):
 * banners, promo images and promotion pictures (/media/), game tiles, vendor marks, payment and app
 * icons (/art/). Only URLs carrying their content's version (?v=) are kept — the server answers
 * them as immutable — so the cache is read first and a changed picture simply has a new URL.
 * Capped in entries and bytes; the oldest go first.
 */
import { registerRoute } from 'workbox-routing';
import { ART_CACHE_MAX_BYTES, ART_CACHE_MAX_ENTRIES } from '../src/config/constants';
import { worker } from './scope';

export const ART_CACHE = 'storefront-art-v1';

/** Whether a request is a versioned picture of the storefront's own origin. */
export function isKeptArt(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/(?:art|media)\/[^?#]+$/.test(url.pathname) && url.searchParams.has('v');
}

/** Drops the oldest entries (a cache lists its keys in insertion order) beyond the caps. */
async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const sizes = await Promise.all(
    keys.map(async (key) => Number((await cache.match(key))?.headers.get('Content-Length')) || 0),
  );
  let bytes = sizes.reduce((a, b) => a + b, 0);
  for (let i = 0; i < keys.length && (keys.length - i > ART_CACHE_MAX_ENTRIES || bytes > ART_CACHE_MAX_BYTES); i++) {
    bytes -= sizes[i]!;
    await cache.delete(keys[i]!);
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(ART_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  // Only a whole, successful answer is kept (no 206 ranges, no opaque or error answers).
  if (response.status === 200 && response.type === 'basic') {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

export function registerArtCache(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isKeptArt(url, worker.location.origin),
    ({ request }) => cacheFirst(request),
    'GET',
  );
}
