/**
 * The §7 event report call as the page, the worker and the server all see it (issue 17). The
 * request is `{events}`, a JSON string of an array of events, each with the §7 fields (domain,
 * affiliateCode, eventName, eventValue, channels) plus the id that makes delivery exactly-once:
 * the server stores each id once and answers every id it now holds (new or already seen) in `ack`.
 * An event leaves the device only when its id comes back in a 2xx `ack`.
 *
 * Pure and DOM-free: sw/ and server/ import it.
 */
import { HEARTBEAT_RETENTION_DAYS, HEARTBEAT_SIZE_LIMIT } from './constants';

/** The §3 tracking events. */
export const TRACKING_EVENT_NAMES = [
  'firstOpen',
  'registerSubmit',
  'register',
  'depositSubmit',
  'firstDeposit',
  'withdraw',
  'deposit',
  'redeposit',
  'firstDepositArrival',
  'startTrial',
  'login',
  'viewContent',
  'downloadApp',
  'gameLaunch',
  'a2hsInstalled',
  'a2hsFirstOpen',
] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

/** §3 payload fields every event may carry (plus a few event-specific details). */
export interface TrackingPayload {
  customerId?: number;
  customerName?: string;
  revenue?: number;
  amount?: number;
  value?: number;
  currency?: string;
  [detail: string]: string | number | boolean | undefined;
}

/** One event on the wire and in the device queue. */
export interface WireEvent {
  /** The idempotency key (a UUID): the server counts an id once. */
  id: string;
  eventName: TrackingEventName;
  /** The §3 payload, as a JSON string (§7 "eventValue"). */
  eventValue: string;
  domain: string;
  affiliateCode: string;
  /** The pixels the event was sent to on the device (facebook, tiktok …). */
  channels: string[];
  /** When it happened (ms since the epoch). */
  time: number;
}

export const EVENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** The contract's limit on the events string. */
export const EVENT_REPORT_MAX_CHARS = 16_384;
/** At most this many events go in one call. */
export const EVENT_BATCH_MAX = 50;
/** §9 heartbeat: the device keeps at most 1024 undelivered events, none older than 30 days. */
export const HEARTBEAT_MAX_ENTRIES = HEARTBEAT_SIZE_LIMIT;
export const HEARTBEAT_MAX_AGE_MS = HEARTBEAT_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** The path of the call (contract/endpoints.ts eventReport), for the worker and sendBeacon. */
export const EVENT_REPORT_PATH = '/wps/system/event';
/** The Background Sync tag the worker flushes the queue on. */
export const TRACKING_SYNC_TAG = 'storefront-tracking';
/** The Web Lock that keeps the page and the worker from sending the same batch at once. */
export const TRACKING_LOCK = 'storefront-tracking-flush';
/** The IndexedDB database and store of the queue (idb-keyval createStore). */
export const TRACKING_DB = 'storefront-tracking';
export const TRACKING_STORE = 'events';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored or received event, checked field by field; null when it is not one. */
export function parseWireEvent(input: unknown): WireEvent | null {
  if (!isObject(input)) return null;
  const { id, eventName, eventValue, domain, affiliateCode, channels, time } = input;
  if (typeof id !== 'string' || !EVENT_ID_PATTERN.test(id)) return null;
  if (typeof eventName !== 'string' || !(TRACKING_EVENT_NAMES as readonly string[]).includes(eventName)) return null;
  if (typeof eventValue !== 'string' || eventValue.length > 2048) return null;
  if (typeof domain !== 'string' || domain.length > 255) return null;
  if (typeof affiliateCode !== 'string' || affiliateCode.length > 64) return null;
  if (
    !Array.isArray(channels) ||
    channels.length > 32 ||
    !channels.every((c) => typeof c === 'string' && c.length <= 32)
  )
    return null;
  if (typeof time !== 'number' || !Number.isFinite(time)) return null;
  return {
    id,
    eventName: eventName as TrackingEventName,
    eventValue,
    domain,
    affiliateCode,
    channels: channels as string[],
    time,
  };
}

/**
 * The next batch to send: oldest first, at most EVENT_BATCH_MAX events and an events string within
 * the contract's limit. An event too large to ever fit goes alone (the server refuses and acks it
 * as rejected, so it cannot block the queue).
 */
export function nextBatch<T extends WireEvent>(
  queue: readonly T[],
  maxEvents = EVENT_BATCH_MAX,
  maxChars = EVENT_REPORT_MAX_CHARS,
): T[] {
  const sorted = [...queue].sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1));
  const batch: T[] = [];
  let size = 2; // []
  for (const event of sorted) {
    if (batch.length >= maxEvents) break;
    const add = JSON.stringify(event).length + (batch.length > 0 ? 1 : 0);
    if (batch.length > 0 && size + add > maxChars) break;
    batch.push(event);
    size += add;
  }
  return batch;
}

/**
 * §9 heartbeat limits: the ids to drop so that at most `maxEntries` remain and none is older than
 * `maxAgeMs` (the oldest go first).
 */
export function heartbeatOverflow(
  queue: readonly WireEvent[],
  now: number,
  maxEntries = HEARTBEAT_MAX_ENTRIES,
  maxAgeMs = HEARTBEAT_MAX_AGE_MS,
): string[] {
  const drop = new Set<string>();
  const fresh: WireEvent[] = [];
  for (const event of queue) {
    if (now - event.time > maxAgeMs) drop.add(event.id);
    else fresh.push(event);
  }
  fresh.sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1));
  for (let i = 0; i < fresh.length - maxEntries; i++) drop.add(fresh[i]!.id);
  return [...drop];
}

/** What to do after a send: which ids may leave the device, and whether to try again later. */
export function afterSend(
  status: number | 'network-error',
  body: unknown,
  sent: readonly WireEvent[],
): { remove: string[]; retry: boolean } {
  if (status === 'network-error' || status === 429 || status >= 500 || status < 200) return { remove: [], retry: true };
  if (status >= 300) return { remove: [], retry: true };
  const value = isObject(body) && isObject(body.value) ? body.value : null;
  const ack = value && Array.isArray(value.ack) ? value.ack.filter((id): id is string => typeof id === 'string') : [];
  const sentIds = new Set(sent.map((e) => e.id));
  const remove = ack.filter((id) => sentIds.has(id));
  return { remove, retry: remove.length < sent.length };
}

export function eventsString(batch: readonly WireEvent[]): string {
  return JSON.stringify(batch);
}
