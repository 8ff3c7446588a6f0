/**
 * Spec §2 navigation rules: which query parameters travel with every navigation, which pages are
 * guarded, and what a guard does with a token in the URL.
 */

/** §2: navigation keeps these query parameters. */
export const KEPT_QUERY_PARAMS = [
  'affiliateCode',
  'referralCode',
  'r',
  'inApp',
  'fbclid',
  'gclid',
  'ttclid',
  'kwaiclid',
  'bbg',
  'isBgeTest',
  'cid',
] as const;

/** Parameters that must never travel on: a session token belongs in the session, not the URL. */
export const TOKEN_QUERY_PARAMS = ['token', 'tokens'] as const;

export type Search = Record<string, string>;

/** Reads the extra names stored by the tracking feature; anything malformed is ignored. */
export function parseTrackingKeys(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((k): k is string => typeof k === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(k));
}

/**
 * §2: the next location's query = what the navigation asks for, plus every kept parameter of the
 * current location (and every tracking key stored in local storage) that it does not set itself.
 * A session token is never carried on (the guard takes it into the session and drops it).
 */
export function keepQuery(current: Search, next: Search, trackingKeys: readonly string[]): Search {
  const result: Search = { ...next };
  for (const key of [...KEPT_QUERY_PARAMS, ...trackingKeys]) {
    if ((TOKEN_QUERY_PARAMS as readonly string[]).includes(key)) continue;
    const value = current[key];
    if (value !== undefined && value !== '' && !(key in result)) result[key] = value;
  }
  return result;
}

/** Query strings are kept as strings (an affiliate code of 00123 must stay 00123). */
export function parseSearch(searchStr: string): Search {
  const out: Search = {};
  for (const [k, v] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    if (!(k in out)) out[k] = v;
  }
  return out;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** §2 / §6: how a route may be entered. */
export type RouteAccess =
  | 'public'
  | 'member' // guarded: a token (query or session) is needed, else /m/login
  | 'public-guarded' // §2: /m/inviteFriends sits among the guarded routes but needs no token
  | 'session-or-home' // §2: /m/feedback redirects to /m/home without a session
  | 'member-unless-trial'; // §6 game launch needs a member (else /m/login and back); a trial (?trial=) does not

export type GuardDecision =
  { kind: 'allow' } | { kind: 'adopt-token'; token: string; search: Search } | { kind: 'redirect'; href: string };

/** The token handed over in the URL (token, else tokens), if any. */
export function queryToken(search: Search): string | null {
  for (const key of TOKEN_QUERY_PARAMS) {
    const v = search[key];
    if (v) return v;
  }
  return null;
}

/**
 * Issue 11 (ASVS 7): what a token handed over in a link does to this tab's session. With none it
 * is taken; the same token changes nothing; a different one never silently replaces a live
 * session (a link can carry anyone's token): the player is asked first.
 */
export type TokenHandOver = 'adopt' | 'same' | 'ask';

export function tokenHandOver(handed: string, liveToken: string | null): TokenHandOver {
  if (liveToken === null) return 'adopt';
  return handed === liveToken ? 'same' : 'ask';
}

/**
 * Issue 11: a URL without its token (token, tokens), everything else as written, and the token it
 * carried. Start-up strips it before the page asks for anything, so it never rides along in a
 * Referer or sits in the history.
 */
export function withoutUrlToken(href: string): { token: string | null; href: string } {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return { token: null, href };
  const base = beforeHash.slice(0, queryAt);
  const found: Partial<Record<(typeof TOKEN_QUERY_PARAMS)[number], string>> = {};
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((part) => {
      const eq = part.indexOf('=');
      let key: string;
      let value: string;
      try {
        key = decodeURIComponent((eq >= 0 ? part.slice(0, eq) : part).replace(/\+/g, ' '));
        value = eq >= 0 ? decodeURIComponent(part.slice(eq + 1).replace(/\+/g, ' ')) : '';
      } catch {
        return true;
      }
      if (!(TOKEN_QUERY_PARAMS as readonly string[]).includes(key)) return true;
      const name = key as (typeof TOKEN_QUERY_PARAMS)[number];
      if (value && found[name] === undefined) found[name] = value;
      return false;
    });
  const token = queryToken(found as Search);
  const query = kept.filter((p) => p !== '').join('&');
  return { token, href: `${base}${query ? `?${query}` : ''}${hash}` };
}

export function guard(access: RouteAccess, pathname: string, search: Search, hasSession: boolean): GuardDecision {
  const token = queryToken(search);
  if (token) {
    const clean = { ...search };
    for (const key of TOKEN_QUERY_PARAMS) delete clean[key];
    return { kind: 'adopt-token', token, search: clean };
  }
  if (hasSession) return { kind: 'allow' };
  switch (access) {
    case 'member-unless-trial':
    case 'member': {
      if (access === 'member-unless-trial' && search.trial) return { kind: 'allow' };
      const kept = keepQuery(search, {}, []);
      const back = pathname + stringifySearch(withoutKept(search));
      return { kind: 'redirect', href: `/m/login${stringifySearch({ ...kept, redirectUrl: back })}` };
    }
    case 'session-or-home':
      return { kind: 'redirect', href: `/m/home${stringifySearch(keepQuery(search, {}, []))}` };
    default:
      return { kind: 'allow' };
  }
}

function withoutKept(search: Search): Search {
  const out = { ...search };
  for (const key of KEPT_QUERY_PARAMS) delete out[key];
  return out;
}

/**
 * Only an in-app path may be a redirect target: it must start with /m/ (not //, no scheme, no
 * backslash tricks) and must not point back to the login page.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  if (!/^\/m\/[^/\\]/.test(value)) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  if (value === '/m/login' || value.startsWith('/m/login?') || value.startsWith('/m/login/')) return null;
  return value;
}
