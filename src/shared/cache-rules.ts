/**
 * Which /wps answers the worker may keep, and how identical requests are recognised (§7 session
 * cache and de-duplication). Derived from the contract, so marking an endpoint 'session' there is
 * all it takes.
 */
import { api } from '../../contract/endpoints';

type Policy = 'session' | 'network' | 'no-store';

const policies = new Map<string, Policy>();
for (const endpoint of Object.values(api)) {
  if (endpoint.method === 'GET') policies.set(endpoint.path, endpoint.sensitive ? 'no-store' : endpoint.cache);
}

/**
 * 'session': served from the session cache once kept; 'network': shared while in flight, and its
 * last answer kept only as an offline fallback; 'no-store': neither (keys, status, money).
 * Paths outside the contract are never cached.
 */
export function cachePolicy(pathname: string): Policy {
  return policies.get(pathname) ?? 'no-store';
}

/** The headers that make two requests to the same URL different answers. */
export const VARYING_HEADERS = ['authorization', 'merchant', 'language'] as const;

export function requestKey(url: string, header: (name: string) => string | null): string {
  return [url, ...VARYING_HEADERS.map((h) => header(h) ?? '')].join('\n');
}

export { fnv1a64, sessionKeyOf } from './session-key';
