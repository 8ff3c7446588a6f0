/**
 * The tracking reporter (§3, §7, issue 17), started after the first paint. It
 * - captures the pixel tracking object (URL + merchant settings + earlier visits, fbc/fbp cookies
 *   90 days) and the native app's server-to-server ad info;
 * - listens to the tracking seam (src/lib/tracking.ts): each event gets an id (its natural key when
 *   it is about one order or one registration, so a second firing counts once), is written to
 *   IndexedDB first, goes to the configured pixels, and is sent to the server in batches;
 * - retries what is left when the network returns: Background Sync in the worker where the browser
 *   has it, else on `online`, on the next start and every TRACKING_RETRY_MS; on pagehide the queue
 *   goes out with sendBeacon (the copies stay queued until acknowledged; the server counts each id once).
 */
import type { MerchantConfig } from '../../../contract/merchant';
import {
  A2HS_FIRST_OPEN_KEY,
  FBC_COOKIE,
  FBP_COOKIE,
  FIRST_OPEN_KEY,
  PIXEL_TRACK_KEY,
  REGISTRATION_INFO_KEY,
  S2S_AD_INFO_KEY,
  TRACKED_IDS_KEY,
  TRACKED_IDS_MAX,
  TRACKING_COOKIE_DAYS,
  TRACKING_RETRY_MS,
} from '../../config/constants';
import { onTrack, track, type TrackingEvent } from '../../lib/tracking';
import { yieldToMain } from '../../lib/after-paint';
import { readCookies, readItem, readJson, writeCookie, writeItem, writeJson } from '../../lib/storage';
import { currentDeviceKind } from '../../lib/device-kind';
import { newDeviceId } from '../../lib/device-id';
import { session } from '../../session/store';
import { httpContext } from '../../api/context';
import { parseSearch } from '../../routing/rules';
import { enqueue, fetchSender, flushQueue, readQueue, trimQueue, type QueuedEvent } from '../../shared/tracking-queue';
import { PIXEL_VENDORS_COOKIE } from '../../../contract/pixels';
import { eventsString, nextBatch, EVENT_REPORT_PATH, TRACKING_SYNC_TAG } from '../../../contract/tracking-wire';
import {
  capturePixelTrack,
  configuredVendors,
  naturalIdOf,
  parseS2sAdInfo,
  rememberId,
  toWireEvent,
  type PixelTrack,
} from './rules';

interface NativeAdWindow {
  StorefrontNative?: { adInfo?: () => unknown };
  onStorefrontAdInfo?: (info: unknown) => void;
}

let started = false;
let flushing: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | null = null;
/** The queue as last read, so pagehide can send it without waiting on IndexedDB. */
let mirror: QueuedEvent[] = [];

function readS2s() {
  return parseS2sAdInfo(readJson('session', S2S_AD_INFO_KEY));
}

/** §3 s2s ad info: the app shell offers it through StorefrontNative.adInfo() or calls window.onStorefrontAdInfo(info). */
function watchNativeAdInfo(): void {
  const w = window as unknown as NativeAdWindow;
  const keep = (info: unknown) => {
    let value = info;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value) as unknown;
      } catch {
        return;
      }
    }
    const parsed = parseS2sAdInfo(value);
    if (Object.keys(parsed).length > 0) writeJson('session', S2S_AD_INFO_KEY, parsed);
  };
  try {
    if (typeof w.StorefrontNative?.adInfo === 'function') keep(w.StorefrontNative.adInfo());
  } catch {
    // A broken bridge gives no ad info; tracking goes on without it.
  }
  w.onStorefrontAdInfo = keep;
}

function capturePixels(config: MerchantConfig, cookies: ReadonlyMap<string, string>): PixelTrack {
  const pixels = capturePixelTrack({
    search: parseSearch(location.search),
    merchant: config.pixels,
    stored: readJson('local', PIXEL_TRACK_KEY),
    cookies: { fbc: cookies.get(FBC_COOKIE) ?? null, fbp: cookies.get(FBP_COOKIE) ?? null },
    now: Date.now(),
    random: Math.random(),
  });
  writeJson('local', PIXEL_TRACK_KEY, pixels);
  if (pixels.fbc) writeCookie(FBC_COOKIE, pixels.fbc, TRACKING_COOKIE_DAYS);
  if (pixels.fbp) writeCookie(FBP_COOKIE, pixels.fbp, TRACKING_COOKIE_DAYS);
  return pixels;
}

/** Sends what is queued; when something is left, asks the worker to retry (Background Sync) and retries later here. */
export function flushNow(): Promise<void> {
  // Offline, a send can only fail: the `online` listener, Background Sync and the next start send
  // the queue instead (an offline start asks nothing of the network, DESIGN budgets).
  if (navigator.onLine === false) return Promise.resolve();
  if (flushing) {
    // An event queued while a batch is on its way goes out right after it, not at the next retry.
    again = true;
    return flushing;
  }
  flushing = (async () => {
    try {
      await trimQueue(Date.now());
      const result = await flushQueue(fetchSender(location.origin));
      mirror = await readQueue();
      if (result.pending) scheduleRetry();
    } catch {
      scheduleRetry();
    } finally {
      flushing = null;
      if (again) {
        again = false;
        void flushNow();
      }
    }
  })();
  return flushing;
}

function scheduleRetry(): void {
  void registerSync();
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    if (navigator.onLine) void flushNow();
  }, TRACKING_RETRY_MS);
}

async function registerSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/m/');
    const sync = (
      registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register(TRACKING_SYNC_TAG);
  } catch {
    // No Background Sync here: `online`, the timer and the next start retry instead.
  }
}

/** pagehide: the queue goes out with sendBeacon (no answer can be read, so the events stay queued). */
function beaconQueue(): void {
  if (typeof navigator.sendBeacon !== 'function' || mirror.length === 0 || navigator.onLine === false) return;
  const batch = nextBatch(mirror).map(({ merchant: _m, language: _l, ...event }) => event);
  navigator.sendBeacon(
    EVENT_REPORT_PATH,
    new Blob([JSON.stringify({ events: eventsString(batch) })], { type: 'application/json' }),
  );
}

export async function startTracking(config: MerchantConfig): Promise<void> {
  if (started) return;
  started = true;
  watchNativeAdInfo();
  // The cookies this start needs, read together before it writes any (src/lib/storage.ts).
  const cookies = readCookies();
  const pixels = capturePixels(config, cookies);
  const vendors = configuredVendors(pixels);
  // The server's Content-Security-Policy allows these vendors' origins on later visits too (contract/pixels.ts).
  if (vendors.length > 0) writeCookie(PIXEL_VENDORS_COOKIE, vendors.join(','), TRACKING_COOKIE_DAYS);
  else if (cookies.has(PIXEL_VENDORS_COOKIE)) writeCookie(PIXEL_VENDORS_COOKIE, '', -1);
  const pixelSend = vendors.length > 0 ? import('./pixels.chunk').then((m) => m.loadPixels(pixels, vendors)) : null;
  // The events held since start-up are replayed in a task of their own (each is checked, written to
  // IndexedDB and handed to the pixels): with the capture above they made one task of 14-21 ms on
  // Lighthouse's unthrottled run (issue 18, total blocking time). Until then they stay held.
  await yieldToMain();

  onTrack(
    (event: TrackingEvent, firedAt: number) => {
      // An event with a natural key this device already reported is not reported again (pixels included).
      const natural = naturalIdOf(event);
      if (natural) {
        const known = readJson('local', TRACKED_IDS_KEY);
        if (Array.isArray(known) && known.includes(natural)) return;
        writeJson('local', TRACKED_IDS_KEY, rememberId(known, natural, TRACKED_IDS_MAX));
      }
      const member = session.get();
      const info = readJson('local', REGISTRATION_INFO_KEY) as { affiliateCode?: unknown } | null;
      const wire = toWireEvent(event, {
        // One id per event, made once here and queued with it: retries, the worker and the beacon all send this id.
        id: natural ?? newDeviceId(),
        // When it happened: an event held at start-up (or kept by an earlier page) is recorded later.
        now: firedAt,
        domain: location.hostname,
        affiliateCode: typeof info?.affiliateCode === 'string' ? info.affiliateCode : '',
        channels: vendors,
        s2s: readS2s(),
        ...(member ? { customerId: member.id, customerName: member.userName } : {}),
      });
      const language = httpContext().language();
      const queued = { ...wire, merchant: config.merchantCode, ...(language ? { language } : {}) };
      mirror = [...mirror.filter((e) => e.id !== queued.id), queued];
      void enqueue(queued)
        .then(() => flushNow())
        .catch(() => {
          // Not written (no IndexedDB): a later firing of the same natural event may try again.
          if (natural)
            writeJson(
              'local',
              TRACKED_IDS_KEY,
              (readJson('local', TRACKED_IDS_KEY) as string[] | null)?.filter((id) => id !== natural) ?? [],
            );
        });
      void pixelSend?.then((send) => send(event, wire)).catch(() => undefined);
    },
    { replayHeld: true },
  );

  // §3 firstOpen once per device; a2hsFirstOpen once when first started from the home screen.
  if (!readItem('local', FIRST_OPEN_KEY)) {
    writeItem('local', FIRST_OPEN_KEY, String(Date.now()));
    track({ name: 'firstOpen' });
  }
  const kind = currentDeviceKind();
  if ((kind === 'PWA' || kind === 'WEBCLIP') && !readItem('local', A2HS_FIRST_OPEN_KEY)) {
    writeItem('local', A2HS_FIRST_OPEN_KEY, String(Date.now()));
    track({ name: 'a2hsFirstOpen' });
  }

  // §3 a2hsInstalled is fired by the install prompts (features/install), which catch appinstalled
  // from before the app starts: one source, so it is counted once.
  window.addEventListener('online', () => void flushNow());
  window.addEventListener('pagehide', beaconQueue);
  // The next start: whatever an earlier visit left behind goes now.
  void flushNow();
}
