/**
 * The /wps GET layer (§7, DESIGN "Shape"): identical requests in flight go to the network once;
 * answers the contract marks session-cacheable are kept for the page that asked (its browsing
 * session: a new tab or a reload asks afresh, so an operator's change reaches the next visit) and
 * until the player's session changes; the last answer of every cacheable GET is kept only to answer
 * when the network fails (and the page is told). POST and DELETE are never touched.
 */
import { registerRoute } from 'workbox-routing';
import { cachePolicy, keepableUrl, requestKey } from '../src/shared/cache-rules';
import type { SentGet, WorkerNotice } from '../src/shared/messages';
import { assetPaths } from '../contract/asset-paths';
import { InFlight } from './in-flight';
import { worker } from './scope';

export const SESSION_CACHE = 'storefront-wps-session-v1';
export const FALLBACK_CACHE = 'storefront-wps-offline-v1';

const inFlight = new InFlight();

/** The cache key: the URL plus a label of the varying headers, so one player's answer never serves another. */
async function cacheKey(request: Request): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(requestKey(request.url, (h) => request.headers.get(h))),
  );
  const label = Array.from(new Uint8Array(digest).slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  const url = new URL(request.url);
  url.searchParams.set('__sf', label);
  return url.href;
}

/** The session cache's key: the answer's key, for the one page (window client) that asked. */
function sessionCacheKey(key: string, clientId: string): string {
  const url = new URL(key);
  url.searchParams.set('__client', clientId);
  return url.href;
}

const knownClients = new Set<string>();

/**
 * A page seen for the first time: answers kept for pages that are gone are dropped, so the session
 * cache holds the open pages' answers only.
 */
async function forgetClosedPages(clientId: string): Promise<void> {
  if (knownClients.has(clientId)) return;
  knownClients.add(clientId);
  const open = new Set((await worker.clients.matchAll({ includeUncontrolled: true, type: 'all' })).map((c) => c.id));
  open.add(clientId);
  const cache = await caches.open(SESSION_CACHE);
  for (const request of await cache.keys()) {
    const owner = new URL(request.url).searchParams.get('__client');
    if (!owner || !open.has(owner)) await cache.delete(request);
  }
}

/** Only a successful envelope is worth keeping. */
async function isSuccess(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const json = (await response.clone().json()) as { success?: unknown };
    return json.success === true;
  } catch {
    return false;
  }
}

/**
 * Offline, the network can only fail: the last good copy, if one is kept, answers at once, so an
 * offline start sends nothing (DESIGN budget "repeat visit with the network off: no network request").
 */
async function keptWhenOffline(key: RequestInfo): Promise<Response | undefined> {
  if (worker.navigator.onLine !== false) return undefined;
  return (await caches.open(FALLBACK_CACHE)).match(key);
}

async function tell(clientId: string, notice: WorkerNotice): Promise<void> {
  const client = clientId ? await worker.clients.get(clientId) : undefined;
  client?.postMessage(notice);
}

async function handle(request: Request, clientId: string): Promise<Response> {
  const url = new URL(request.url);
  const policy = cachePolicy(url.pathname);
  const send = () => fetch(request);
  if (policy === 'no-store') return send();

  const key = await cacheKey(request);
  // A request that asks for a fresh answer (a count asked again) gets none that left before it.
  const fresh = request.cache === 'no-cache' || request.cache === 'reload';
  // A request no page made (clientId empty) has no browsing session to keep answers for.
  const sessionEntry = policy === 'session' && clientId ? sessionCacheKey(key, clientId) : null;
  if (sessionEntry && !fresh) {
    void forgetClosedPages(clientId).catch(() => undefined);
    const cached = await (await caches.open(SESSION_CACHE)).match(sessionEntry);
    if (cached) return cached;
  }

  const offline = await keptWhenOffline(key);
  if (offline) {
    void tell(clientId, { type: 'served-from-cache', path: url.pathname });
    return offline;
  }

  try {
    // Storing the answer is part of the shared work, so a request arriving just after the network
    // answered finds it in the cache rather than going to the network again.
    return await inFlight.run(
      requestKey(request.url, (h) => request.headers.get(h)),
      async () => {
        const response = await send();
        if (await isSuccess(response)) {
          // Every kept answer is also the last good copy for an offline start (a new page has no
          // session-cache entry yet); the session cache keeps it for this page.
          await (await caches.open(FALLBACK_CACHE)).put(key, response.clone());
          if (sessionEntry) await (await caches.open(SESSION_CACHE)).put(sessionEntry, response.clone());
        }
        return response;
      },
      { fresh },
    );
  } catch (error) {
    const fallback = (await (await caches.open(FALLBACK_CACHE)).match(key)) ?? null;
    if (!fallback) throw error;
    void tell(clientId, { type: 'served-from-cache', path: url.pathname });
    return fallback;
  }
}

/**
 * The installable-app manifest (§5) is no envelope: its last good copy is kept and answers an
 * offline start, so a repeat visit with the network off asks nothing of the network that fails
 * (DESIGN budget "repeat visit with the network off: no network request").
 */
async function handleWebAppManifest(request: Request): Promise<Response> {
  const offline = await keptWhenOffline(request);
  if (offline) return offline;
  const cache = await caches.open(FALLBACK_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw error;
  }
}

/**
 * §7 offline first: the GETs a page sent before this worker controlled it went past its caches. The
 * worker fetches them itself, as if the page had asked through it (no page's session cache: the
 * last good copy only), so the page's main thread does no work for it. Only this origin's answers
 * it may keep and the manifest (keepableUrl); anything else in the list is ignored. Answers how
 * many were kept.
 */
export async function keepAnswers(requests: readonly SentGet[]): Promise<number> {
  const kept = await Promise.all(
    requests.map(async ({ url, headers }) => {
      const target = keepableUrl(url, worker.location.origin, assetPaths.webAppManifest);
      if (!target) return false;
      const request = new Request(target, { headers, credentials: 'same-origin' });
      try {
        const response =
          target.pathname === assetPaths.webAppManifest
            ? await handleWebAppManifest(request)
            : await handle(request, '');
        return response.ok;
      } catch {
        return false;
      }
    }),
  );
  return kept.filter(Boolean).length;
}

export async function clearWpsCaches(): Promise<void> {
  await Promise.all([caches.delete(SESSION_CACHE), caches.delete(FALLBACK_CACHE)]);
}

export function registerWpsCache(): void {
  registerRoute(
    ({ url, request }) =>
      url.origin === worker.location.origin && url.pathname === assetPaths.webAppManifest && request.method === 'GET',
    ({ request }) => handleWebAppManifest(request),
    'GET',
  );
  registerRoute(
    ({ url, request }) =>
      url.origin === worker.location.origin && url.pathname.startsWith('/wps/') && request.method === 'GET',
    ({ request, event }) => handle(request, (event as FetchEvent).clientId),
    'GET',
  );
}
