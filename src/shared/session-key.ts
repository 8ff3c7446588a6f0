/**
 * One session hash for the page and the worker (caches, keys and messages name a session by it).
 * Kept apart from cache-rules, which loads the contract, and from request-key, which the first
 * paint does not need.
 */

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

/** The label of a session in caches, keys and messages: never the token itself. */
export function sessionKeyOf(token: string | null | undefined): string | null {
  return token ? fnv1a64(token) : null;
}
