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

export { fnv1a64, sessionKeyOf } from './session-key';
export { requestKey } from './request-key';
