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
import { PIXEL_SCRIPT_URLS } from '../../../contract/pixels';
import { PIXEL_VENDORS, vendorEventName, type PixelTrack, type PixelVendor } from './rules';

/** How long a vendor script may take to load before its adapter gives up. */
const PIXEL_SCRIPT_TIMEOUT_MS = 15_000;

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; q?: unknown[]; callMethod?: (...args: unknown[]) => void; push?: unknown; loaded?: boolean; version?: string };
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
}

const valueOf = (wire: WireEvent) => JSON.parse(wire.eventValue) as Record<string, unknown>;
const money = (wire: WireEvent) => {
  const v = valueOf(wire);
  const value = typeof v.revenue === 'number' ? v.revenue : typeof v.amount === 'number' ? v.amount : typeof v.value === 'number' ? v.value : undefined;
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
    init() {
      queueStub('kwaiq');
    },
    send(_id, event, wire) {
      const kwaiq = g().kwaiq as { track?: (...a: unknown[]) => void } & Queue;
      if (typeof kwaiq?.track === 'function') kwaiq.track(event.name, { ...money(wire), event_id: wire.id });
      else kwaiq?.('track', event.name, { ...money(wire), event_id: wire.id });
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
      call('AF', 'pba', 'event', { eventType: 'EVENT', eventName: event.name, eventValue: valueOf(wire), eventRevenue: money(wire).value });
    },
  },
  adjust: {
    init(id) {
      // The Adjust web SDK needs its global before trackEvent: it starts once the script has loaded (see loadPixels).
      g().__storefrontAdjustToken = id;
    },
    send(_id, event, wire) {
      const adjust = g().Adjust as { trackEvent?: (e: unknown) => void } | undefined;
      adjust?.trackEvent?.({ eventToken: event.name, deduplicationId: wire.id, ...(money(wire).value !== undefined ? { revenue: money(wire).value, currency: money(wire).currency } : {}) });
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
      const bge = queueStub('bge');
      bge('init', id);
    },
    send(_id, event, wire) {
      call('bge', 'event', event.name, { ...money(wire), event_id: wire.id });
    },
  },
};

/** Loads the configured vendors; answers the function that forwards an event to each of them. */
export function loadPixels(pixels: PixelTrack, vendors: readonly PixelVendor[]): (event: TrackingEvent, wire: WireEvent) => void {
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
    loadScript(PIXEL_SCRIPT_URLS[vendor](id), PIXEL_SCRIPT_TIMEOUT_MS)
      .then(() => {
        if (vendor === 'adjust') {
          const adjust = g().Adjust as { initSdk?: (o: unknown) => void } | undefined;
          adjust?.initSdk?.({ appToken: id, environment: 'production' });
        }
      })
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
