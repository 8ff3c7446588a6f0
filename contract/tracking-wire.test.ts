import { describe, expect, it } from 'vitest';
import {
  afterSend,
  heartbeatOverflow,
  nextBatch,
  parseWireEvent,
  EVENT_BATCH_MAX,
  HEARTBEAT_MAX_ENTRIES,
  HEARTBEAT_MAX_AGE_MS,
  type WireEvent,
} from './tracking-wire';
import { HEARTBEAT_RETENTION_DAYS, HEARTBEAT_SIZE_LIMIT } from './constants';

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
const ev = (time: number, over: Partial<WireEvent> = {}): WireEvent => ({
  id: `id-${String(++n).padStart(8, '0')}`,
  eventName: 'viewContent',
  eventValue: '{}',
  domain: 'd',
  affiliateCode: '',
  channels: [],
  time,
  ...over,
});

describe('§9 heartbeat limits', () => {
  it('§9 keeps at most 1024 entries and 30 days, dropping the oldest first', () => {
    expect(HEARTBEAT_MAX_ENTRIES).toBe(HEARTBEAT_SIZE_LIMIT);
    expect(HEARTBEAT_MAX_AGE_MS).toBe(HEARTBEAT_RETENTION_DAYS * DAY);
    const now = 100 * DAY;
    const queue = Array.from({ length: 1030 }, (_, i) => ev(now - 1030 + i));
    const drop = heartbeatOverflow(queue, now);
    expect(drop).toEqual(queue.slice(0, 6).map((e) => e.id));
    const old = ev(now - 30 * DAY - 1);
    const edge = ev(now - 30 * DAY);
    expect(heartbeatOverflow([old, edge], now)).toEqual([old.id]);
    expect(heartbeatOverflow([], now)).toEqual([]);
  });
});

describe('issue 17 batching', () => {
  it('sends the oldest first, at most 50 events per call and within the contract’s 16,384 characters', () => {
    const queue = Array.from({ length: 120 }, (_, i) => ev(1000 - i));
    const batch = nextBatch(queue);
    expect(batch).toHaveLength(EVENT_BATCH_MAX);
    expect(batch[0]!.time).toBe(881);
    const big = Array.from({ length: 20 }, (_, i) => ev(i, { eventValue: 'x'.repeat(1500) }));
    const sized = nextBatch(big);
    expect(JSON.stringify(sized).length).toBeLessThanOrEqual(16_384);
    expect(sized.length).toBeGreaterThan(5);
    // One event too large for any batch still goes alone, so it cannot block the queue.
    expect(nextBatch([ev(1, { eventValue: 'y'.repeat(20_000) })])).toHaveLength(1);
  });

  it('deletes only acknowledged ids after a 2xx; network errors, 5xx and 429 keep everything', () => {
    const sent = [ev(1), ev(2)];
    expect(afterSend('network-error', null, sent)).toEqual({ remove: [], retry: true });
    expect(afterSend(503, { value: { ack: [sent[0]!.id] } }, sent)).toEqual({ remove: [], retry: true });
    expect(afterSend(429, null, sent)).toEqual({ remove: [], retry: true });
    expect(afterSend(200, { success: true, value: { ack: [sent[0]!.id, 'someone-else'] } }, sent)).toEqual({
      remove: [sent[0]!.id],
      retry: true,
    });
    expect(afterSend(200, { success: true, value: { ack: sent.map((e) => e.id) } }, sent)).toEqual({
      remove: sent.map((e) => e.id),
      retry: false,
    });
    expect(afterSend(200, 'garbage', sent)).toEqual({ remove: [], retry: true });
  });

  it('reads stored events field by field and refuses anything else', () => {
    const good = ev(5);
    expect(parseWireEvent(good)).toEqual(good);
    expect(parseWireEvent({ ...good, eventName: 'hack' })).toBeNull();
    expect(parseWireEvent({ ...good, id: 'short' })).toBeNull();
    expect(parseWireEvent({ ...good, channels: [1] })).toBeNull();
    expect(parseWireEvent(null)).toBeNull();
  });
});
