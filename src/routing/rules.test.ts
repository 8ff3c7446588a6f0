import { describe, expect, it } from 'vitest';
import {
  guard,
  keepQuery,
  parseSearch,
  parseTrackingKeys,
  safeRedirect,
  stringifySearch,
  tokenHandOver,
  withoutUrlToken,
} from './rules';

describe('§2 navigation keeps query parameters', () => {
  it('§2 keeps every listed parameter the next location does not set', () => {
    const current = {
      affiliateCode: 'A1',
      referralCode: 'R1',
      r: 'x',
      inApp: '1',
      fbclid: 'f',
      gclid: 'g',
      ttclid: 't',
      kwaiclid: 'k',
      bbg: 'b',
      isBgeTest: '1',
      cid: 'c',
      other: 'drop',
    };
    expect(keepQuery(current, { page: '2' }, [])).toEqual({
      page: '2',
      affiliateCode: 'A1',
      referralCode: 'R1',
      r: 'x',
      inApp: '1',
      fbclid: 'f',
      gclid: 'g',
      ttclid: 't',
      kwaiclid: 'k',
      bbg: 'b',
      isBgeTest: '1',
      cid: 'c',
    });
  });

  it('§2 the next location may override a kept parameter', () => {
    expect(keepQuery({ affiliateCode: 'A1' }, { affiliateCode: 'B2' }, [])).toEqual({ affiliateCode: 'B2' });
  });

  it('§2 keeps values under the tracking keys stored in local storage', () => {
    expect(keepQuery({ utm_source: 'fb', x: '1' }, {}, ['utm_source'])).toEqual({ utm_source: 'fb' });
  });

  it('never carries a session token on', () => {
    expect(keepQuery({ token: 'secret', tokens: 'secret' }, {}, ['token', 'tokens'])).toEqual({});
    // …but a location that itself names a token keeps it, so the guard can take it into the session.
    expect(keepQuery({}, { token: 'handed-over' }, [])).toEqual({ token: 'handed-over' });
  });

  it('ignores malformed stored tracking keys', () => {
    expect(parseTrackingKeys(['utm_source', 42, '<x>', 'a'.repeat(65)])).toEqual(['utm_source']);
    expect(parseTrackingKeys('utm_source')).toEqual([]);
  });

  it('keeps query values as strings (leading zeros survive)', () => {
    expect(parseSearch('?affiliateCode=00123&r=true')).toEqual({ affiliateCode: '00123', r: 'true' });
    expect(stringifySearch({ affiliateCode: '00123', empty: '' })).toBe('?affiliateCode=00123');
  });
});

describe('§2 §6 route guards', () => {
  it('§2 a visitor on a guarded page goes to /m/login, with the way back', () => {
    expect(guard('member', '/m/member/home', { affiliateCode: 'A1' }, false)).toEqual({
      kind: 'redirect',
      href: '/m/login?affiliateCode=A1&redirectUrl=%2Fm%2Fmember%2Fhome',
    });
  });

  it('§6 a guest launching a game goes to /m/login and back to the game; a trial needs no login', () => {
    expect(guard('member-unless-trial', '/m/launchGame', { code: 'super-ace', vendor: 'JILI' }, false)).toEqual({
      kind: 'redirect',
      href: '/m/login?redirectUrl=%2Fm%2FlaunchGame%3Fcode%3Dsuper-ace%26vendor%3DJILI',
    });
    expect(guard('member-unless-trial', '/m/launchGame', { trial: '7' }, false)).toEqual({ kind: 'allow' });
    expect(guard('member-unless-trial', '/m/launchGame', { code: 'x' }, true)).toEqual({ kind: 'allow' });
  });

  it('§2 a token in the query (token or tokens) is taken into the session and removed from the URL', () => {
    expect(guard('member', '/m/withdraw', { token: 'abc', cid: '9' }, false)).toEqual({
      kind: 'adopt-token',
      token: 'abc',
      search: { cid: '9' },
    });
    expect(guard('member', '/m/withdraw', { tokens: 'xyz' }, false)).toEqual({
      kind: 'adopt-token',
      token: 'xyz',
      search: {},
    });
  });

  it('§2 a session lets the member in', () => {
    expect(guard('member', '/m/withdraw', {}, true)).toEqual({ kind: 'allow' });
  });

  it('§2 /m/inviteFriends needs no token', () => {
    expect(guard('public-guarded', '/m/inviteFriends', {}, false)).toEqual({ kind: 'allow' });
  });

  it('§2 /m/feedback without a session goes to /m/home', () => {
    expect(guard('session-or-home', '/m/feedback', { r: 'R' }, false)).toEqual({
      kind: 'redirect',
      href: '/m/home?r=R',
    });
    expect(guard('session-or-home', '/m/feedback', {}, true)).toEqual({ kind: 'allow' });
  });
});

describe('redirect targets', () => {
  it('accepts only in-app paths', () => {
    expect(safeRedirect('/m/member/home')).toBe('/m/member/home');
    expect(safeRedirect('/m/withdraw?x=1')).toBe('/m/withdraw?x=1');
    for (const bad of [
      'https://evil.example/m/home',
      '//evil.example',
      '/m//evil',
      '/m/\\evil',
      'javascript:alert(1)',
      '/x',
      '/m/login',
      '/m/login?redirectUrl=/m/home',
      42,
      null,
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
});

describe('§2 a token handed over in a link (issue 11, ASVS 7)', () => {
  it('§2 is taken when the tab has no session; the same token changes nothing; another one is asked about', () => {
    expect(tokenHandOver('abc', null)).toBe('adopt');
    expect(tokenHandOver('abc', 'abc')).toBe('same');
    expect(tokenHandOver('abc', 'xyz')).toBe('ask');
  });

  it('§2 start-up strips token and tokens from the URL, keeping every other parameter as written and the hash', () => {
    expect(withoutUrlToken('https://shop.example/m/member/home?token=T1&affiliateCode=00123&r=a+b#top')).toEqual({
      token: 'T1',
      href: 'https://shop.example/m/member/home?affiliateCode=00123&r=a+b#top',
    });
    expect(withoutUrlToken('/m/withdraw?tokens=T2')).toEqual({ token: 'T2', href: '/m/withdraw' });
    // token wins over tokens, as the guard reads them; both are removed.
    expect(withoutUrlToken('/m/home?tokens=T2&token=T1&cid=9')).toEqual({ token: 'T1', href: '/m/home?cid=9' });
    expect(withoutUrlToken('/m/home?tok%65n=T3')).toEqual({ token: 'T3', href: '/m/home' });
    // An empty token is removed too, but hands nothing over.
    expect(withoutUrlToken('/m/home?token=&cid=1')).toEqual({ token: null, href: '/m/home?cid=1' });
    expect(withoutUrlToken('/m/home?cid=1')).toEqual({ token: null, href: '/m/home?cid=1' });
    expect(withoutUrlToken('/m/home#token=x')).toEqual({ token: null, href: '/m/home#token=x' });
    // A malformed escape elsewhere is kept as written and does not hide the token.
    expect(withoutUrlToken('/m/home?bad=%E0%A4%A&token=T4')).toEqual({ token: 'T4', href: '/m/home?bad=%E0%A4%A' });
  });
});
