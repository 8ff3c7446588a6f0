/**
 * The device queue of tracking events (issue 17), shared by the page and the worker: events are
 * written to IndexedDB first (idb-keyval), sent in batches, and deleted only when the server's 2xx
 * answer acknowledges their ids. Network errors, 5xx and 429 keep them for the next try. A Web
 * Lock keeps the page and the worker from sending at the same time (a duplicate would still be
 * counted once: the server keeps every id).
 */
import { createStore, delMany, entries, set, type UseStore } from 'idb-keyval';
import {
  afterSend,
  eventsString,
  heartbeatOverflow,
  nextBatch,
  parseWireEvent,
  EVENT_REPORT_PATH,
  TRACKING_DB,
  TRACKING_LOCK,
  TRACKING_STORE,
  type WireEvent,
} from '../../contract/tracking-wire';
import { DEFAULT_LANGUAGE_HEADER } from '../config/constants';

let store: UseStore | null = null;
const queueStore = () => (store ??= createStore(TRACKING_DB, TRACKING_STORE));

/**
 * Each entry remembers the merchant it belongs to and the page's language when it fired (the worker
 * has no page to ask; §7: every call carries both headers).
 */
export interface QueuedEvent extends WireEvent {
  merchant: string;
  language?: string;
}

export async function enqueue(event: QueuedEvent): Promise<void> {
  await set(event.id, event, queueStore());
}

export async function readQueue(): Promise<QueuedEvent[]> {
  const all = await entries<string, unknown>(queueStore());
  const out: QueuedEvent[] = [];
  const broken: string[] = [];
  for (const [key, value] of all) {
    const event = parseWireEvent(value);
    const { merchant, language } =
      typeof value === 'object' && value ? (value as { merchant?: unknown; language?: unknown }) : {};
    if (event && typeof merchant === 'string' && merchant)
      out.push({ ...event, merchant, ...(typeof language === 'string' && language ? { language } : {}) });
    else broken.push(String(key));
  }
  if (broken.length > 0) await delMany(broken, queueStore());
  return out;
}

/** §9 heartbeat limits: at most 1024 entries, none older than 30 days. */
export async function trimQueue(now: number): Promise<number> {
  const drop = heartbeatOverflow(await readQueue(), now);
  if (drop.length > 0) await delMany(drop, queueStore());
  return drop.length;
}

export type Sender = (
  merchant: string,
  events: string,
  language?: string,
) => Promise<{ status: number; body: unknown } | 'network-error'>;

/** Sends through fetch, the same call the page's client makes (Merchant and Language headers, JSON body). */
export const fetchSender =
  (origin: string): Sender =>
  async (merchant, events, language) => {
    try {
      const response = await fetch(new URL(EVENT_REPORT_PATH, origin), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Merchant: merchant,
          Language: language || DEFAULT_LANGUAGE_HEADER,
        },
        body: JSON.stringify({ events }),
        credentials: 'include',
        cache: 'no-store',
      });
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch {
      return 'network-error';
    }
  };

export interface FlushResult {
  sent: number;
  delivered: number;
  /** Something is left that a later try should send (offline, 5xx, 429, partial ack). */
  pending: boolean;
}

async function flushUnlocked(send: Sender, maxRounds: number): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, delivered: 0, pending: false };
  for (let round = 0; round < maxRounds; round++) {
    const queue = await readQueue();
    if (queue.length === 0) return result;
    const merchant = queue[0]!.merchant;
    const batch = nextBatch(queue.filter((e) => e.merchant === merchant));
    const wire = batch.map(({ merchant: _m, language: _l, ...event }) => event);
    const answer = await send(merchant, eventsString(wire), batch[0]?.language);
    result.sent += batch.length;
    const outcome =
      answer === 'network-error' ? afterSend('network-error', null, wire) : afterSend(answer.status, answer.body, wire);
    if (outcome.remove.length > 0) await delMany(outcome.remove, queueStore());
    result.delivered += outcome.remove.length;
    if (outcome.retry) {
      result.pending = true;
      return result;
    }
  }
  result.pending = (await readQueue()).length > 0;
  return result;
}

/** Sends the queue batch by batch until it is empty or a batch is not acknowledged. */
export async function flushQueue(send: Sender, maxRounds = 50): Promise<FlushResult> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return locks.request(TRACKING_LOCK, () => flushUnlocked(send, maxRounds));
  return flushUnlocked(send, maxRounds);
}
