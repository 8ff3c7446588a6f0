import { describe, expect, it } from 'vitest';
import { cachePolicy, fnv1a64, keepableUrl, requestKey, sessionKeyOf } from './cache-rules';
import { isWorkerRequest, KEEP_ANSWERS_MAX } from './messages';

describe('§7 worker cache rules, from the contract', () => {
  it('§7 session-cacheable GETs are kept; keys, status and money never are', () => {
    expect(cachePolicy('/wps/system/country')).toBe('session');
    expect(cachePolicy('/wps/relay/GCSGAME_newGameVendor')).toBe('session');
    expect(cachePolicy('/wps/member/info')).toBe('network');
    expect(cachePolicy('/wps/session/key/rsa')).toBe('no-store');
    expect(cachePolicy('/wps/system/status')).toBe('no-store');
    expect(cachePolicy('/wps/relay/MCSFE_getDepositSettings')).toBe('no-store');
    expect(cachePolicy('/wps/relay/CBS_unreadCount')).toBe('network');
  });

  it('POST-only and unknown paths are never cached', () => {
    expect(cachePolicy('/wps/session/login')).toBe('no-store');
    expect(cachePolicy('/wps/unknown')).toBe('no-store');
  });

  it('§7 identical means same URL, merchant, language and authorization', () => {
    const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;
    const a = requestKey('/wps/member/info', headers({ authorization: 'A', merchant: 'DEMO', language: 'EN' }));
    expect(requestKey('/wps/member/info', headers({ authorization: 'A', merchant: 'DEMO', language: 'EN' }))).toBe(a);
    expect(requestKey('/wps/member/info', headers({ authorization: 'B', merchant: 'DEMO', language: 'EN' }))).not.toBe(
      a,
    );
    expect(requestKey('/wps/member/info', headers({ authorization: 'A', merchant: 'LUCKY', language: 'EN' }))).not.toBe(
      a,
    );
    expect(requestKey('/wps/member/info', headers({ authorization: 'A', merchant: 'DEMO', language: 'VI' }))).not.toBe(
      a,
    );
  });

  it('labels a session without revealing its token', () => {
    expect(fnv1a64('')).toBe('cbf29ce484222325');
    expect(fnv1a64('a')).toBe('af63dc4c8601ec8c');
    expect(sessionKeyOf('tok')).toHaveLength(16);
    expect(sessionKeyOf(null)).toBeNull();
  });

  it('accepts only well-formed worker requests', () => {
    expect(isWorkerRequest({ type: 'check-update' })).toBe(true);
    expect(isWorkerRequest({ type: 'session', sessionKey: null })).toBe(true);
    expect(isWorkerRequest({ type: 'session', sessionKey: 42 })).toBe(false);
    expect(isWorkerRequest({ type: 'eval', code: 'x' })).toBe(false);
    expect(isWorkerRequest(null)).toBe(false);
  });

  it('§7 keep-answers: a bounded list of GETs with string headers, nothing else', () => {
    const get = { url: '/wps/relay/MCSFE_getBanners?groupName=m_popup1', headers: { Merchant: 'DEMO' } };
    expect(isWorkerRequest({ type: 'keep-answers', requests: [get] })).toBe(true);
    expect(isWorkerRequest({ type: 'keep-answers', requests: [] })).toBe(true);
    expect(isWorkerRequest({ type: 'keep-answers', requests: Array(KEEP_ANSWERS_MAX + 1).fill(get) })).toBe(false);
    expect(isWorkerRequest({ type: 'keep-answers', requests: [{ ...get, headers: { Merchant: 1 } }] })).toBe(false);
    expect(isWorkerRequest({ type: 'keep-answers', requests: [{ url: 42, headers: {} }] })).toBe(false);
    expect(isWorkerRequest({ type: 'keep-answers', requests: [{ url: '/wps/x' }] })).toBe(false);
    expect(isWorkerRequest({ type: 'keep-answers', requests: 'all' })).toBe(false);
  });

  it("§7 keep-answers: the worker fetches only its own origin's keepable answers and the manifest (§5)", () => {
    const origin = 'https://m.example.com';
    const manifest = '/wps/system/manifest.json';
    const keepable = (url: string) => keepableUrl(url, origin, manifest)?.href ?? null;
    expect(keepable('/wps/system/country')).toBe(`${origin}/wps/system/country`);
    expect(keepable(`${origin}/wps/relay/MCSFE_getBanners?groupName=m_popup1`)).toBe(
      `${origin}/wps/relay/MCSFE_getBanners?groupName=m_popup1`,
    );
    expect(keepable(manifest)).toBe(`${origin}${manifest}`);
    // No-store answers (status, keys, money) and paths outside the contract are not fetched again.
    expect(keepable('/wps/system/status')).toBeNull();
    expect(keepable('/wps/relay/MCSFE_getDepositSettings')).toBeNull();
    expect(keepable('/m/home')).toBeNull();
    // Another origin, even with a keepable path, and what is no URL at all.
    expect(keepable('https://evil.example/wps/system/country')).toBeNull();
    expect(keepable('//evil.example/wps/system/country')).toBeNull();
    expect(keepable('http://[::1')).toBeNull();
  });
});
