/**
 * The §3 pixel adapters of Kwai, Adjust and Bigo (issue 17) set up the same globals as the vendors'
 * published base codes, so the vendors' real scripts find the calls made before they arrived.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WireEvent } from '../../../contract/tracking-wire';
import { ADAPTERS } from './pixels.chunk';

type Win = Record<string, unknown>;
let win: Win;

const wire = (over: Partial<WireEvent> = {}): WireEvent => ({
  id: 'evt-00000001',
  eventName: 'deposit',
  eventValue: JSON.stringify({ revenue: 50, currency: 'USD' }),
  domain: 'localhost',
  affiliateCode: '',
  channels: [],
  time: 1,
  ...over,
});
const deposit = {
  name: 'deposit',
  customerId: 7,
  amount: 50,
  revenue: 50,
  value: 50,
  currency: 'USD',
  orderNo: 'D1',
} as const;

beforeEach(() => {
  win = {};
  vi.stubGlobal('window', win);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('§3 pixel adapters follow the vendors’ base codes (issue 17)', () => {
  it('Kwai: kwaiq queues page() globally and each event on the pixel’s own instance (_i[id]) for events.js', () => {
    ADAPTERS.kwai.init('K1');
    ADAPTERS.kwai.send('K1', deposit, wire());
    const kwaiq = win.kwaiq as unknown[] & {
      _i: Record<string, unknown[] & { _u: string }>;
      _t: Record<string, number>;
    };
    expect(win.KwaiAnalyticsObject).toBe('kwaiq');
    expect([...kwaiq]).toEqual([['page']]);
    expect([...kwaiq._i.K1!]).toEqual([['track', 'deposit', { value: 50, currency: 'USD', event_id: 'evt-00000001' }]]);
    expect(kwaiq._i.K1!._u).toBe('https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js');
    expect(typeof kwaiq._t.K1).toBe('number');
  });

  it('Kwai: once events.js has replaced kwaiq, events go to its instance', () => {
    ADAPTERS.kwai.init('K1');
    const calls: unknown[][] = [];
    win.kwaiq = { instance: (id: string) => ({ track: (...args: unknown[]) => calls.push([id, ...args]) }) };
    ADAPTERS.kwai.send('K1', deposit, wire());
    expect(calls).toEqual([['K1', 'deposit', { value: 50, currency: 'USD', event_id: 'evt-00000001' }]]);
  });

  it('Bigo: bge pushes its arguments onto bgdataLayer (init, then each event)', () => {
    ADAPTERS.bigo.init('B1');
    ADAPTERS.bigo.send('B1', deposit, wire());
    const layer = (win.bgdataLayer as ArrayLike<unknown>[]).map((args) => Array.from(args));
    expect(layer).toEqual([
      ['init', 'B1'],
      ['event', 'deposit', { value: 50, currency: 'USD', event_id: 'evt-00000001' }],
    ]);
  });

  it('Adjust: calls made before the SDK loads wait in Adjust_q, initSdk first, and reach the SDK once it has loaded', () => {
    ADAPTERS.adjust.init('A1');
    ADAPTERS.adjust.send('A1', deposit, wire());
    expect(win.Adjust_q).toEqual([
      ['initSdk', [{ appToken: 'A1', environment: 'production' }]],
      ['trackEvent', [{ eventToken: 'deposit', deduplicationId: 'evt-00000001', revenue: 50, currency: 'USD' }]],
    ]);

    // adjust-latest.min.js replaces the stand-in with the SDK.
    const calls: unknown[][] = [];
    win.Adjust = {
      initSdk: (o: unknown) => calls.push(['initSdk', o]),
      trackEvent: (o: unknown) => calls.push(['trackEvent', o]),
    };
    ADAPTERS.adjust.loaded!('A1');
    ADAPTERS.adjust.send(
      'A1',
      { name: 'viewContent', path: '/m/home' },
      wire({ id: 'evt-00000002', eventName: 'viewContent', eventValue: '{}' }),
    );
    expect(calls).toEqual([
      ['initSdk', { appToken: 'A1', environment: 'production' }],
      ['trackEvent', { eventToken: 'deposit', deduplicationId: 'evt-00000001', revenue: 50, currency: 'USD' }],
      ['trackEvent', { eventToken: 'viewContent', deduplicationId: 'evt-00000002' }],
    ]);
    expect(win.Adjust_q).toEqual([]);
  });
});
