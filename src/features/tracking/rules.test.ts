import { describe, expect, it } from 'vitest';
import {
  capturePixelTrack,
  configuredVendors,
  fbcFromClickId,
  naturalIdOf,
  parsePixelObject,
  parseS2sAdInfo,
  pickFields,
  rememberId,
  toWireEvent,
  vendorEventName,
  PIXEL_FIELDS,
} from './rules';
import { EVENT_ID_PATTERN } from '../../../contract/tracking-wire';
import { PIXEL_TRACK_FIELDS } from '../../../contract/pixels';

const base = { search: {}, merchant: {}, stored: null, cookies: {}, now: 1_700_000_000_000, random: 0.5 };

describe('§3 pixel tracking object', () => {
  it('§3 holds every id the spec lists (the same fields registration sends as pixelTrack)', () => {
    expect([...PIXEL_FIELDS]).toEqual([...PIXEL_TRACK_FIELDS]);
  });

  it('§3 takes ids from the merchant settings and the URL; the URL’s click ids win; unknown and hostile values are dropped', () => {
    const pixels = capturePixelTrack({
      ...base,
      merchant: { facebookPixelId: '111', gtagId: 'G-MERCHANT', evil: 'x' },
      search: { tiktokPixelId: 'TT1', click_id: 'kw-9', utm_source: 'ads', twclid: '<script>', gtagId: 'G-URL' },
    });
    expect(pixels).toMatchObject({
      facebookPixelId: '111',
      gtagId: 'G-URL',
      tiktokPixelId: 'TT1',
      kwaiClickId: 'kw-9',
      utm_source: 'ads',
    });
    expect(pixels).not.toHaveProperty('twclid');
    expect(pixels).not.toHaveProperty('evil');
  });

  it('§3 keeps what an earlier visit captured, and a newer merchant setting replaces a stored id', () => {
    const pixels = capturePixelTrack({
      ...base,
      merchant: { facebookPixelId: 'NEW' },
      stored: { facebookPixelId: 'OLD', rtCid: 'r1' },
    });
    expect(pixels).toMatchObject({ facebookPixelId: 'NEW', rtCid: 'r1' });
  });

  it('§3 §9 fbc from an fbclid (fb.1.<ms>.<id>) or the cookie; fbp from the cookie, or made once', () => {
    expect(fbcFromClickId('abc', 5)).toBe('fb.1.5.abc');
    expect(capturePixelTrack({ ...base, search: { fbclid: 'CLICK' } }).fbc).toBe(`fb.1.${base.now}.CLICK`);
    expect(capturePixelTrack({ ...base, cookies: { fbc: 'fb.1.1.OLD', fbp: 'fb.1.1.42' } })).toMatchObject({
      fbc: 'fb.1.1.OLD',
      fbp: 'fb.1.1.42',
    });
    const made = capturePixelTrack(base).fbp!;
    expect(made).toMatch(/^fb\.1\.1700000000000\.\d+$/);
    expect(capturePixelTrack({ ...base, stored: { fbp: made }, random: 0.9 }).fbp).toBe(made);
  });

  it('reads a stored object defensively', () => {
    expect(parsePixelObject(null)).toEqual({});
    expect(parsePixelObject(['x'])).toEqual({});
    expect(parsePixelObject({ gtagId: 42, kadamId: 'k'.repeat(300) })).toEqual({});
  });

  it('only configured vendors load', () => {
    expect(configuredVendors({ facebookPixelId: '1', bigoPixelId: 'b', fbc: 'x' })).toEqual(['facebook', 'bigo']);
    expect(configuredVendors({})).toEqual([]);
  });
});

describe('§3 s2s ad info and event payloads', () => {
  it('§3 passes the native app’s ad info through, field by field', () => {
    expect(parseS2sAdInfo({ gpsAdid: 'g-1', idfa: 'I', other: 'x', adid: 3 })).toEqual({ gpsAdid: 'g-1', idfa: 'I' });
    expect(parseS2sAdInfo('nope')).toEqual({});
  });

  it('§3 an event carries its payload fields, the member when logged in, and the §7 report fields', () => {
    const wire = toWireEvent(
      { name: 'register', method: 'username', customerId: 9, customerName: 'amy' },
      {
        id: 'abcdefgh-1',
        now: 7,
        domain: 'lucky.example',
        affiliateCode: 'AFF',
        channels: ['facebook'],
        s2s: { gpsAdid: 'g' },
      },
    );
    expect(wire).toEqual({
      id: 'abcdefgh-1',
      eventName: 'register',
      time: 7,
      domain: 'lucky.example',
      affiliateCode: 'AFF',
      channels: ['facebook'],
      eventValue: JSON.stringify({ gpsAdid: 'g', method: 'username', customerId: 9, customerName: 'amy' }),
    });
    const view = toWireEvent(
      { name: 'viewContent', path: '/m/home' },
      {
        id: 'abcdefgh-2',
        now: 1,
        domain: 'd',
        affiliateCode: '',
        channels: [],
        s2s: {},
        customerId: 3,
        customerName: 'bo',
      },
    );
    expect(JSON.parse(view.eventValue)).toEqual({ path: '/m/home', customerId: 3, customerName: 'bo' });
  });

  it('maps §3 events to the vendors’ standard names, else a custom event', () => {
    expect(vendorEventName('facebook', 'register')).toEqual({ name: 'CompleteRegistration', standard: true });
    expect(vendorEventName('facebook', 'firstOpen')).toEqual({ name: 'firstOpen', standard: false });
  });
});

describe('issue 17 exactly-once: natural idempotency keys', () => {
  const order = { customerId: 4, amount: 50, currency: 'USD', orderNo: 'D1A2B3' };

  it('§3 each money event of one order has one id, whoever fires it and however often', () => {
    expect(naturalIdOf({ name: 'depositSubmit', ...order })).toBe('depositSubmit-D1A2B3');
    expect(naturalIdOf({ name: 'firstDeposit', ...order })).toBe('firstDeposit-D1A2B3');
    expect(naturalIdOf({ name: 'deposit', ...order, revenue: 50, value: 50 })).toBe('deposit-D1A2B3');
    expect(naturalIdOf({ name: 'firstDepositArrival', ...order, revenue: 50, value: 50 })).toBe(
      'firstDepositArrival-D1A2B3',
    );
    expect(naturalIdOf({ name: 'withdraw', ...order, orderNo: 'W9' })).toBe('withdraw-W9');
    expect(naturalIdOf({ name: 'register', method: 'username', customerId: 12, customerName: 'amy' })).toBe(
      'register-m12',
    );
    for (const id of ['depositSubmit-D1A2B3', 'register-m12', 'withdraw-W9'])
      expect(EVENT_ID_PATTERN.test(id)).toBe(true);
  });

  it('§3 other events, and orders with an unusable number, get a random id', () => {
    expect(naturalIdOf({ name: 'login', customerId: 4, customerName: 'amy' })).toBeNull();
    expect(naturalIdOf({ name: 'viewContent', path: '/m/home' })).toBeNull();
    expect(naturalIdOf({ name: 'deposit', ...order, revenue: 1, value: 1, orderNo: 'D-1/../x' })).toBeNull();
    expect(naturalIdOf({ name: 'withdraw', ...order, orderNo: 'W'.repeat(60) })).toBeNull();
  });

  it('the device remembers the newest natural ids, each once', () => {
    expect(rememberId(null, 'a-1', 3)).toEqual(['a-1']);
    expect(rememberId(['a-1', 'b-2', 7], 'a-1', 3)).toEqual(['b-2', 'a-1']);
    expect(rememberId(['a-1', 'b-2', 'c-3'], 'd-4', 3)).toEqual(['b-2', 'c-3', 'd-4']);
  });
});

describe('pickFields (issue 36: one rule for the §3 pixel object and the s2s ad info)', () => {
  it('keeps only the named fields whose trimmed value is a safe string', () => {
    expect(pickFields({ a: ' x-1 ', b: 'y', c: 'z', d: 4 }, ['a', 'b', 'd'] as const)).toEqual({ a: 'x-1', b: 'y' });
  });

  it('drops empty and unsafe values, and anything that is not a plain object', () => {
    expect(pickFields({ a: '', b: '<script>', c: 'k'.repeat(300) }, ['a', 'b', 'c'] as const)).toEqual({});
    for (const input of [null, undefined, 'a', 7, ['a']]) expect(pickFields(input, ['a'] as const)).toEqual({});
  });
});
