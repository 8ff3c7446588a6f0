/**
 * The §7 event report call (issue 17): `events` is a JSON string of events (contract/tracking-wire.ts).
 * Each well-formed event is stored once per id; the answer acknowledges every id the server now
 * holds, and also the ids of events it refuses as malformed (they would never be accepted, so the
 * device may drop them). The Merchant header may be missing (sendBeacon on pagehide cannot set it):
 * the merchant then comes from the host.
 *
 * Issue 35 (tracking flood): limits per client address and per device (the `deviceId` cookie every
 * page, worker and beacon call carries), counted so a legitimate device's retries cost nothing:
 * - EVENT_CALLS_PER_ADDRESS calls per address per minute;
 * - EVENT_NEW_PER_ADDRESS new events stored per address per hour, EVENT_NEW_PER_DEVICE per device;
 * - an id already held is acknowledged without counting (a retry, a lost ack, a beacon copy).
 * Over a limit the answer is 429 with Retry-After and no ack, so the device keeps the events and
 * sends them later (contract/tracking-wire.ts afterSend): throttled, never lost. When the quota
 * covers only part of a batch, that part is stored and acknowledged, the rest waits for the next try.
 * The table itself is capped (tracking/store.ts TRACKING_MAX_ROWS, oldest pruned first).
 */
import { api } from '../../contract/endpoints';
import { EVENT_BATCH_MAX, EVENT_ID_PATTERN, parseWireEvent, type WireEvent } from '../../contract/tracking-wire';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { QuotaWindow, WindowLimiter } from '../http/rate-limit';
import { route, type RouteDef } from '../http/route';

/** Event report calls one address may make per minute (a device sends a few; a busy NAT some hundreds). */
export const EVENT_CALLS_PER_ADDRESS = 600;
/** New events one address may have stored per hour (many devices behind one NAT). */
export const EVENT_NEW_PER_ADDRESS = 10_000;
/** New events one device may have stored per hour (a player fires tens; the §9 queue holds 1,024). */
export const EVENT_NEW_PER_DEVICE = 2_000;
const HOUR_MS = 60 * 60_000;

const DEVICE_COOKIE = /(?:^|;\s*)deviceId=([A-Za-z0-9-]{36})(?:;|$)/;

const throttled = (seconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUEST_EVENT', `Too many events. Try again in ${seconds} s.`, undefined, {
    'Retry-After': String(seconds),
  });

export function trackingRoutes(
  deps: AppDeps,
  limits: { calls?: number; perAddress?: number; perDevice?: number } = {},
): RouteDef[] {
  const calls = new WindowLimiter(limits.calls ?? EVENT_CALLS_PER_ADDRESS, 60_000);
  const perAddress = new QuotaWindow(limits.perAddress ?? EVENT_NEW_PER_ADDRESS, HOUR_MS);
  const perDevice = new QuotaWindow(limits.perDevice ?? EVENT_NEW_PER_DEVICE, HOUR_MS);
  return [
    route(
      api.eventReport,
      (ctx) => {
        const now = deps.clock();
        const wait = calls.take(ctx.ip, now);
        if (wait > 0) throw throttled(wait);
        let list: unknown;
        try {
          list = JSON.parse(ctx.body.events);
        } catch {
          throw new HttpError(400, 'invalid_request', 'events: not JSON');
        }
        if (!Array.isArray(list)) throw new HttpError(400, 'invalid_request', 'events: expected a list');
        if (list.length > EVENT_BATCH_MAX)
          throw new HttpError(400, 'invalid_request', `events: at most ${EVENT_BATCH_MAX} items`);
        const good: WireEvent[] = [];
        const ack = new Set<string>();
        for (const item of list) {
          const event = parseWireEvent(item);
          const id = (item as { id?: unknown } | null)?.id;
          if (event) good.push(event);
          else if (typeof id === 'string' && EVENT_ID_PATTERN.test(id)) ack.add(id);
        }
        const merchant = ctx.merchant.code;
        const held = deps.tracking.known(
          merchant,
          good.map((e) => e.id),
        );
        const fresh = [...new Map(good.filter((e) => !held.has(e.id)).map((e) => [e.id, e])).values()];
        for (const id of held) ack.add(id);
        const device = DEVICE_COOKIE.exec(ctx.headers.cookie ?? '')?.[1];
        const deviceKey = device ? `${merchant}|${device}` : `${merchant}|ip:${ctx.ip}`;
        const room = Math.min(perAddress.remaining(ctx.ip, now), perDevice.remaining(deviceKey, now));
        if (fresh.length > 0 && room === 0) {
          throw throttled(
            Math.max(
              perAddress.remaining(ctx.ip, now) === 0 ? perAddress.retryAfter(ctx.ip, now) : 1,
              perDevice.remaining(deviceKey, now) === 0 ? perDevice.retryAfter(deviceKey, now) : 1,
            ),
          );
        }
        const taken = fresh.slice(0, room);
        const added = deps.tracking.record(merchant, taken, ctx.member?.id ?? null, now);
        perAddress.spend(ctx.ip, added, now);
        perDevice.spend(deviceKey, added, now);
        for (const e of taken) ack.add(e.id);
        if (good.length > fresh.length)
          deps.logger.info(`event report: ${good.length - fresh.length} repeated event id(s) counted once`);
        // Acknowledged in the order sent (the device matches its queue against it).
        const sent = list.map((item) => (item as { id?: unknown } | null)?.id).filter((id) => typeof id === 'string');
        return { ack: [...new Set(sent)].filter((id) => ack.has(id)) };
      },
      { merchantOptional: true },
    ),
  ];
}
