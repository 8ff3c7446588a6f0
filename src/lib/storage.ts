/**
 * Storage that never throws: private modes, full quotas and disabled cookies turn writes into
 * no-ops and reads into null instead of crashing the app.
 */
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? (globalThis.localStorage ?? null) : (globalThis.sessionStorage ?? null);
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* quota or private mode: the value simply is not kept */
  }
}

export function removeItem(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

export function readJson(which: Area, key: string): unknown {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, JSON.stringify(value));
}

const DAY_MS = 86_400_000;

/**
 * Every cookie of the page, from one read of document.cookie (the first of a name when it repeats;
 * one whose value cannot be decoded is left out). Read what a step needs at once, before it writes
 * any: a read after a write waits on the browser's cookie store, 0.4-4 ms of main thread each on
 * /m/home's first visit (issue 18, total blocking time).
 */
export function readCookies(): ReadonlyMap<string, string> {
  const cookies = new Map<string, string>();
  if (typeof document === 'undefined') return cookies;
  const seen = new Set<string>();
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (!k || seen.has(k)) continue;
    seen.add(k);
    try {
      cookies.set(k, decodeURIComponent(rest.join('=')));
    } catch {
      // A value that is no URI component reads as absent.
    }
  }
  return cookies;
}

export function readCookie(name: string): string | null {
  return readCookies().get(name) ?? null;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
