/**
 * The merchant's pixels (§3, issue 17): one adapter per vendor, loaded only when its id is
 * configured and only after the first paint (the reporter imports this chunk lazily). Each adapter
 * installs the vendor's standard command queue before its script loads (so nothing is lost while it
 * loads), then forwards every tracking event. The script URLs are in contract/pixels.ts, beside the
 * origins the server's Content-Security-Policy allows for a configured vendor. A vendor script that
 * does not load costs nothing but that vendor's copy: the server's copy of the event goes through
 * the event report call anyway.
 */
import { loadScript } from '../../lib/load-script';
import type { TrackingEvent } from '../../lib/tracking';
import type { WireEvent } from '../../../contract/tracking-wire';
import { PIXEL_SCRIPT_FALLBACK_URLS, PIXEL_SCRIPT_URLS } from '../../../contract/pixels';
import { PIXEL_VENDORS, vendorEventName, type PixelTrack, type PixelVendor } from './rules';

/** How long a vendor script may take to load before its adapter gives up. */
const PIXEL_SCRIPT_TIMEOUT_MS = 15_000;

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[];
  q?: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
type Globals = Record<string, unknown>;
const g = () => window as unknown as Globals;

/** A vendor's standard queue stub: calls made before the script arrives wait in `queue`. */
function queueStub(name: string, queueKey: 'queue' | 'q' = 'queue'): Queue {
  const existing = g()[name] as Queue | undefined;
  if (existing) return existing;
  const stub: Queue = (...args: unknown[]) => {
    if (stub.callMethod) stub.callMethod(...args);
    else (stub[queueKey] ??= []).push(args);
  };
  stub[queueKey] = [];
  stub.loaded = true;
  stub.version = '2.0';
  g()[name] = stub;
  return stub;
}

const call = (name: string, ...args: unknown[]) => (g()[name] as Queue | undefined)?.(...args);

interface Adapter {
  init(id: string): void;
  send(id: string, event: TrackingEvent, wire: WireEvent): void;
  /** After the vendor's script has loaded (Adjust's snippet replays its queue then). */
  loaded?(id: string): void;
}

/**
 * Kwai's loader (its published base code): `kwaiq` is an array whose methods queue their calls, one
 * instance queue per pixel id in `_i`, read by events.js when it arrives (`?sdkid=<id>&lib=kwaiq`).
 */
const KWAI_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
];
type KwaiQueue = unknown[] & {
  [method: string]: unknown;
  _i?: Record<string, KwaiQueue>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
  _u?: string;
  instance?: (id: string) => KwaiQueue;
};
function deferKwaiMethods(target: KwaiQueue): KwaiQueue {
  for (const method of KWAI_METHODS) target[method] = (...args: unknown[]) => target.push([method, ...args]);
  return target;
}

/** Adjust's web SDK snippet: `Adjust` stands in until the SDK loads; its calls wait in `Adjust_q` as [method, args]. */
const ADJUST_METHODS = ['initSdk', 'trackEvent'];
type AdjustApi = Record<string, ((...args: unknown[]) => unknown) | undefined>;

const valueOf = (wire: WireEvent) => JSON.parse(wire.eventValue) as Record<string, unknown>;
const money = (wire: WireEvent) => {
  const v = valueOf(wire);
  const value =
    typeof v.revenue === 'number'
      ? v.revenue
      : typeof v.amount === 'number'
        ? v.amount
        : typeof v.value === 'number'
          ? v.value
          : undefined;
  return value === undefined ? {} : { value, currency: typeof v.currency === 'string' ? v.currency : undefined };
};

export const ADAPTERS: Record<PixelVendor, Adapter> = {
  facebook: {
    init(id) {
      const fbq = queueStub('fbq');
      g()._fbq ??= fbq;
      fbq('init', id);
      fbq('track', 'PageView');
    },
    send(_id, event, wire) {
      const { name, standard } = vendorEventName('facebook', event.name);
      call('fbq', standard ? 'track' : 'trackCustom', name, money(wire), { eventID: wire.id });
    },
  },
  tiktok: {
    init() {
      g().TiktokAnalyticsObject = 'ttq';
      queueStub('ttq');
    },
    send(_id, event, wire) {
      const ttq = g().ttq as { track?: (...a: unknown[]) => void } & Queue;
      const { name } = vendorEventName('tiktok', event.name);
      if (typeof ttq?.track === 'function') ttq.track(name, money(wire), { event_id: wire.id });
      else ttq?.('track', name, money(wire), { event_id: wire.id });
    },
  },
  kwai: {
    init(id) {
      const w = g();
      if (!w.kwaiq) {
        w.KwaiAnalyticsObject = 'kwaiq';
        const kwaiq = deferKwaiMethods([] as unknown[] as KwaiQueue);
        kwaiq.instance = (sdkid) => deferKwaiMethods(kwaiq._i?.[sdkid] ?? ([] as unknown[] as KwaiQueue));
        const instance = [] as unknown[] as KwaiQueue;
        instance._u = PIXEL_SCRIPT_URLS.kwai(id).split('?')[0];
        kwaiq._i = { [id]: instance };
        kwaiq._t = { [id]: Date.now() };
        kwaiq._o = { [id]: {} };
        w.kwaiq = kwaiq;
      }
      ((w.kwaiq as KwaiQueue).page as (() => void) | undefined)?.();
    },
    send(id, event, wire) {
      // The live kwaiq (events.js replaces the stub): each pixel's events go to its instance.
      const instance = (g().kwaiq as KwaiQueue | undefined)?.instance?.(id);
      (instance?.track as ((...a: unknown[]) => void) | undefined)?.(event.name, { ...money(wire), event_id: wire.id });
    },
  },
  gtag: {
    init(id) {
      const w = g();
      const dataLayer = ((w.dataLayer as unknown[] | undefined) ??= []);
      w.gtag ??= function gtag() {
        // gtag.js reads the arguments object itself, as Google's snippet pushes it.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      call('gtag', 'js', new Date());
      call('gtag', 'config', id);
    },
    send(_id, event, wire) {
      call('gtag', 'event', vendorEventName('gtag', event.name).name, { ...money(wire), transaction_id: wire.id });
    },
  },
  appsflyer: {
    init(id) {
      const af = queueStub('AF', 'q');
      (af as unknown as { id?: string }).id = id;
      g().AF_SDK = { plugins: { pba: { webAppId: id } } };
    },
    send(_id, event, wire) {
      call('AF', 'pba', 'event', {
        eventType: 'EVENT',
        eventName: event.name,
        eventValue: valueOf(wire),
        eventRevenue: money(wire).value,
      });
    },
  },
  adjust: {
    init(id) {
      const w = g();
      w.Adjust_q ??= [];
      const adjust = ((w.Adjust as AdjustApi | undefined) ??= {});
      for (const method of ADJUST_METHODS)
        adjust[method] ??= (...args: unknown[]) => (g().Adjust_q as unknown[][]).push([method, args]);
      adjust.initSdk?.({ appToken: id, environment: 'production' });
    },
    send(_id, event, wire) {
      const value = money(wire).value;
      (g().Adjust as AdjustApi | undefined)?.trackEvent?.({
        eventToken: event.name,
        deduplicationId: wire.id,
        ...(value !== undefined ? { revenue: value, currency: money(wire).currency } : {}),
      });
    },
    loaded() {
      // The SDK has replaced the stand-in: what waited goes to it, initSdk first (the snippet's onload).
      const w = g();
      const waiting = (w.Adjust_q as [string, unknown[]][] | undefined) ?? [];
      w.Adjust_q = [];
      const adjust = w.Adjust as AdjustApi | undefined;
      for (const [method, args] of waiting) adjust?.[method]?.call(adjust, ...args);
    },
  },
  twitter: {
    init(id) {
      const twq = queueStub('twq');
      twq('config', id);
    },
    send(id, event, wire) {
      call('twq', 'event', id, { ...money(wire), conversion_id: wire.id, event_name: event.name });
    },
  },
  bigo: {
    init(id) {
      // Bigo Ads' pixel code: bge pushes its arguments onto bgdataLayer, which events.js reads.
      const w = g();
      w.bgdataLayer ??= [];
      w.bge ??= function bge() {
        // eslint-disable-next-line prefer-rest-params
        (g().bgdataLayer as unknown[]).push(arguments);
      };
      call('bge', 'init', id);
    },
    send(_id, event, wire) {
      call('bge', 'event', event.name, { ...money(wire), event_id: wire.id });
    },
  },
};

/** Loads the configured vendors; answers the function that forwards an event to each of them. */
export function loadPixels(
  pixels: PixelTrack,
  vendors: readonly PixelVendor[],
): (event: TrackingEvent, wire: WireEvent) => void {
  const ready = new Set<PixelVendor>();
  for (const vendor of vendors) {
    const id = pixels[PIXEL_VENDORS[vendor]];
    if (!id) continue;
    const adapter = ADAPTERS[vendor];
    try {
      adapter.init(id);
      ready.add(vendor);
    } catch {
      continue;
    }
    const fallback = PIXEL_SCRIPT_FALLBACK_URLS[vendor];
    loadScript(PIXEL_SCRIPT_URLS[vendor](id), PIXEL_SCRIPT_TIMEOUT_MS)
      .catch((error: unknown) => (fallback ? loadScript(fallback(id), PIXEL_SCRIPT_TIMEOUT_MS) : Promise.reject(error)))
      .then(() => adapter.loaded?.(id))
      .catch(() => undefined);
  }
  return (event, wire) => {
    for (const vendor of ready) {
      try {
        ADAPTERS[vendor].send(pixels[PIXEL_VENDORS[vendor]]!, event, wire);
      } catch {
        // One vendor's failure never stops the others or the server's copy.
      }
    }
  };
}
