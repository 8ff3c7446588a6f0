// @vitest-environment node
/**
 * Issue 35, defect "tracking flood": the outside probe stored 110,000 events from 20 clients in 41 s.
 * The event report call is limited per address and per device, a retry of held ids costs nothing
 * and is still acknowledged, an over-limit answer is 429 with Retry-After (the device keeps the
 * events), and the table holds at most its cap whatever arrives.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { afterSend, type WireEvent } from '../../contract/tracking-wire';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { startTestServer, type TestServer } from '../test/harness';
import { EVENT_CALLS_PER_ADDRESS, EVENT_NEW_PER_ADDRESS, EVENT_NEW_PER_DEVICE } from './routes';

const event = (): WireEvent => ({
  id: randomUUID(),
  eventName: 'viewContent',
  eventValue: '{}',
  domain: 'localhost',
  affiliateCode: '',
  channels: [],
  time: Date.now(),
});
const batch = (n = 50) => Array.from({ length: n }, event);

const send = (server: TestServer, events: WireEvent[], ip: string, device?: string) =>
  server.call(
    api.eventReport,
    { events: JSON.stringify(events) },
    { ip, headers: device ? { Cookie: `deviceId=${device}` } : {} },
  );

const heldCount = async (server: TestServer) => {
  const r = await server.fetch('/admin/tracking/events', {
    headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' },
  });
  return ((await r.json()) as { value: { id: string }[] }).value;
};

describe('issue 35 defect: tracking flood', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('one device stores at most EVENT_NEW_PER_DEVICE new events an hour, whatever address it uses; then 429 + Retry-After', async () => {
    const device = randomUUID();
    let stored = 0;
    let i = 0;
    while (stored < EVENT_NEW_PER_DEVICE) {
      const answer = await send(server, batch(), `10.200.${i >> 8}.${i++ & 255}`, device);
      expect(answer.status).toBe(200);
      stored += (answer.body.value as { ack: string[] }).ack.length;
    }
    expect(stored).toBe(EVENT_NEW_PER_DEVICE);
    const refused = await send(server, batch(), '10.201.0.1', device);
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toMatch(/^TOO_MANY_REQUEST/);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The device keeps what a 429 refused and retries it later (contract/tracking-wire.ts).
    expect(afterSend(429, refused.body, [])).toEqual({ remove: [], retry: true });
  });

  it('a legitimate retry of held ids is acknowledged at no cost, even once the device is over its quota', async () => {
    const device = randomUUID();
    const mine = batch(10);
    expect((await send(server, mine, '10.202.0.1', device)).status).toBe(200);
    // A lost ack: the same ids again, many times — never refused, never counted twice.
    for (let k = 0; k < 5; k++) {
      const again = await send(server, mine, '10.202.0.1', device);
      expect(again.status).toBe(200);
      expect(new Set((again.body.value as { ack: string[] }).ack)).toEqual(new Set(mine.map((e) => e.id)));
    }
    const ids = new Set((await heldCount(server)).map((e) => e.id));
    expect(mine.every((e) => ids.has(e.id))).toBe(true);
  });

  it('one address stores at most EVENT_NEW_PER_ADDRESS new events an hour, across rotating device ids', async () => {
    const ip = '10.203.0.1';
    let stored = 0;
    let refused = null as Awaited<ReturnType<typeof send>> | null;
    for (let k = 0; k < EVENT_NEW_PER_ADDRESS / 50 + 5 && !refused; k++) {
      const answer = await send(server, batch(), ip, randomUUID());
      if (answer.status === 429) refused = answer;
      else stored += (answer.body.value as { ack: string[] }).ack.length;
    }
    expect(stored).toBe(EVENT_NEW_PER_ADDRESS);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('Retry-After'))).toBeGreaterThan(0);
  }, 60_000);

  it('an address makes at most EVENT_CALLS_PER_ADDRESS calls a minute', async () => {
    const ip = '10.204.0.1';
    const statuses: number[] = [];
    for (let k = 0; k <= EVENT_CALLS_PER_ADDRESS; k++) statuses.push((await send(server, [], ip)).status);
    expect(statuses.slice(0, EVENT_CALLS_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await send(server, [], '10.204.0.2')).status).toBe(200);
  }, 60_000);
});

describe('issue 35 defect: tracking flood — storage stays bounded', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trackingMaxRows: 300 });
  });
  afterAll(() => server.stop());

  it('20 clients flooding never take the table past its cap; the oldest go first, the newest are held', async () => {
    let last: WireEvent[] = [];
    for (let round = 0; round < 3; round++)
      for (let c = 0; c < 20; c++) {
        last = batch();
        expect((await send(server, last, `10.210.${round}.${c}`, randomUUID())).status).toBe(200);
      }
    const held = await heldCount(server);
    expect(held.length).toBe(300);
    const ids = new Set(held.map((e) => e.id));
    expect(last.every((e) => ids.has(e.id))).toBe(true);
  });
});
