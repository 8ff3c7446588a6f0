/**
 * Which /wps answers the worker may keep (§7 session cache and de-duplication): contract/caching.ts
 * decides it from each endpoint; this is the worker's lookup by path.
 */
import { cachingOf, type Caching } from '../../contract/caching';
import { api } from '../../contract/endpoints';

type Policy = Caching['worker'];

const policies = new Map<string, Policy>();
for (const endpoint of Object.values(api)) {
  if (endpoint.method === 'GET') policies.set(endpoint.path, cachingOf(endpoint).worker);
}

/** The worker's policy for a path; paths outside the contract are never cached. */
export function cachePolicy(pathname: string): Policy {
  return policies.get(pathname) ?? 'no-store';
}

/**
 * §7 keep-answers: a GET the page sent past the worker (its very first visit) that the worker fetches
 * for itself. Only its own origin's, and only an answer it may keep or the web app manifest (§5),
 * which its own route keeps: a no-store answer fetched again would be a request for nothing.
 */
export function keepableUrl(url: string, origin: string, manifestPath: string): URL | null {
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  return target.pathname === manifestPath || cachePolicy(target.pathname) !== 'no-store' ? target : null;
}

export { fnv1a64, sessionKeyOf } from './session-key';
export { requestKey } from './request-key';
