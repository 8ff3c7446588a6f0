/**
 * The app shell: precached with revisioned URLs (the build injects the list), outdated caches
 * cleaned, and navigations inside /m/ answered from the network when it answers in time, else
 * from the precached shell. /wps and other server paths are never answered with the shell.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NAVIGATION_NETWORK_TIMEOUT_MS } from '../src/config/constants';
import { precacheManifest, worker } from './scope';

export const SHELL_URL = '/m/index.html';

/** Navigations the shell may answer: inside /m/, but not files the server owns. */
export function isShellNavigation(url: URL): boolean {
  return (
    url.pathname.startsWith('/m/') && !/\.(?:js|css|json|png|svg|ico|webp|txt|map|webmanifest)$/.test(url.pathname)
  );
}

async function networkWithin(request: Request, ms: number): Promise<Response | null> {
  if (worker.navigator.onLine === false) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const response = await fetch(request, { signal: controller.signal });
    // A 5xx from a struggling server is worse than the shell the player already has.
    return response.status >= 500 ? null : response;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function registerPrecache(): void {
  precacheAndRoute(precacheManifest(), { ignoreURLParametersMatching: [/^_$/, /^utm_/] });
  cleanupOutdatedCaches();
  registerRoute(
    ({ request, url }) =>
      request.mode === 'navigate' && url.origin === worker.location.origin && isShellNavigation(url),
    async ({ request }) => {
      const fresh = await networkWithin(request, NAVIGATION_NETWORK_TIMEOUT_MS);
      if (fresh) return fresh;
      return (await matchPrecache(SHELL_URL)) ?? Response.error();
    },
  );
}
