/**
 * Which /wps answers the worker may keep, and how identical requests are recognised (§7 session
 * cache and de-duplication). Derived from the contract, so marking an endpoint 'session' there is
 * all it takes.
 */
import { api } from '../api/contract';

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

/** 64-bit FNV-1a, hex: a short, stable, non-reversible label for a session token. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const bytes = new TextEncoder().encode(text);
  for (const b of bytes) {
    hash ^= BigInt(b);
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/** The label of a session in caches and messages: never the token itself. */
export function sessionKeyOf(token: string | null | undefined): string | null {
  return token ? fnv1a64(token) : null;
}
