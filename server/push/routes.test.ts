// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { PUSH_TOPIC_ALL } from '../../contract/constants';
import type { WireEvent } from '../../contract/tracking-wire';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const tokenOf = async (username: string) => ((await server.login(username)).body.value as { token: string }).token;
const admin = (path: string, init: { method?: string; body?: unknown } = {}) =>
  server
    .fetch(path, {
      method: init.method ?? 'GET',
      headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    })
    .then(async (r) => ({
      status: r.status,
      body: (await r.json()) as { success: boolean; value?: any; errorCode?: string },
    }));

const event = (over: Partial<WireEvent> = {}): WireEvent => ({
  id: randomUUID(),
  eventName: 'login',
  eventValue: '{"customerId":1}',
  domain: 'localhost',
  affiliateCode: '',
  channels: [],
  time: Date.now(),
  ...over,
});

describe('§4 §7 push tokens: CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe', () => {
  it('§4 binds a token and subscribes it to topic ALL; unsubscribeAll forgets it', async () => {
    const token = await tokenOf('player0');
    const registrationToken = `local:${randomUUID()}`;
    expect((await server.call(api.fcmBind, { registrationToken }, { token })).status).toBe(200);
    expect((await server.call(api.fcmSubscribe, { registrationToken, topic: PUSH_TOPIC_ALL }, { token })).status).toBe(
      200,
    );
    const held = await admin('/admin/push/tokens?username=player0');
    expect(held.body.value).toContainEqual({ token: registrationToken, topics: [PUSH_TOPIC_ALL] });

    expect((await server.call(api.fcmUnsubscribe, { registrationToken, unsubscribeAll: true }, { token })).status).toBe(
      200,
    );
    const after = await admin('/admin/push/tokens?username=player0');
    expect((after.body.value as { token: string }[]).map((t) => t.token)).not.toContain(registrationToken);
    // Twice is harmless (a retried logout).
    expect((await server.call(api.fcmUnsubscribe, { registrationToken, unsubscribeAll: true }, { token })).status).toBe(
      200,
    );
  });

  it('§4 refuses another member’s token (bind, subscribe, unsubscribe) and a guest', async () => {
    const owner = await tokenOf('agent1');
    const other = await tokenOf('agent2');
    const registrationToken = `local:${randomUUID()}`;
    await server.call(api.fcmBind, { registrationToken }, { token: owner });
    for (const answer of [
      await server.call(api.fcmBind, { registrationToken }, { token: other }),
      await server.call(api.fcmSubscribe, { registrationToken, topic: 'ALL' }, { token: other }),
      await server.call(api.fcmUnsubscribe, { registrationToken, unsubscribeAll: true }, { token: other }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.errorCode).toBe('push.token.other.member');
    }
    expect(
      (await server.call(api.fcmSubscribe, { registrationToken: 'never-bound', topic: 'ALL' }, { token: owner })).body
        .errorCode,
    ).toBe('push.token.unknown');
    expect((await server.call(api.fcmBind, { registrationToken }, {})).status).toBe(401);
    expect((await server.call(api.fcmBind, { registrationToken: '' }, { token: owner })).status).toBe(400);
  });

  it('the operator pushes to a member or to topic ALL: without FCM credentials into the dev outbox', async () => {
    const token = await tokenOf('nochat4');
    const registrationToken = `local:${randomUUID()}`;
    await server.call(api.fcmBind, { registrationToken }, { token });
    await server.call(api.fcmSubscribe, { registrationToken, topic: 'ALL' }, { token });
    const sent = await admin('/admin/push', {
      method: 'POST',
      body: { username: 'nochat4', notification: { title: 'Hello', body: 'Bonus' }, data: { link: '/m/member/home' } },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.value).toMatchObject({ sent: 1, failed: 0, via: 'dev-outbox' });
    const topic = await admin('/admin/push', {
      method: 'POST',
      body: { topic: 'ALL', data: { title: 'All', body: 'Everyone' } },
    });
    expect(topic.body.value.sent).toBeGreaterThanOrEqual(1);
    const outbox = await admin('/admin/push/outbox?username=nochat4');
    expect(outbox.body.value[0]).toMatchObject({ token: registrationToken, payload: { data: { title: 'All' } } });
    expect(outbox.body.value[1]).toMatchObject({
      token: registrationToken,
      payload: { notification: { title: 'Hello' }, data: { link: '/m/member/home' } },
    });

    expect((await admin('/admin/push', { method: 'POST', body: { notification: { title: 'x' } } })).status).toBe(400);
    expect((await admin('/admin/push', { method: 'POST', body: { username: 'nochat4' } })).status).toBe(400);
    expect(
      (await admin('/admin/push', { method: 'POST', body: { username: 'nobody', data: { a: 'b' } } })).status,
    ).toBe(404);
    expect(
      (await server.fetch('/admin/push', { method: 'POST', headers: { Merchant: 'DEMO' }, body: '{}' })).status,
    ).toBe(401);
  });
});

describe('issue 35 defect: hostile URLs accepted by admin — a push’s link and picture', () => {
  const hostile = [
    'javascript:alert(1)',
    'data:text/html,x',
    '//evil.example',
    '/\\evil.example',
    ' JaVaScRiPt:alert(1)',
  ];
  const push = (body: Record<string, unknown>) =>
    admin('/admin/push', { method: 'POST', body: { topic: 'ALL', ...body } });

  it('POST /admin/push refuses each as the tap’s link or the picture, with 400 {message, errorCode}', async () => {
    for (const url of hostile) {
      for (const body of [
        { data: { title: 'x', link: url } },
        { data: { title: 'x', image: url } },
        { notification: { title: 'x', image: url } },
      ]) {
        const answer = await push(body);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body).toMatchObject({ success: false, errorCode: 'invalid_request' });
      }
    }
    // The tap opens a page of the storefront: another site is refused too.
    expect((await push({ data: { title: 'x', link: 'https://evil.example/m/home' } })).status).toBe(400);
  });

  it('an internal /m/ link and an https or same-server picture are sent', async () => {
    const answer = await push({
      notification: { title: 'x', image: 'https://cdn.example/p.png' },
      data: { link: '/m/activity?id=1', image: '/media/DEMO/promo.webp' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('§7 event report: every id counted once, acknowledged', () => {
  it('stores new events, acknowledges repeats without counting them twice', async () => {
    const a = event({ eventName: 'firstOpen' });
    const b = event({ eventName: 'register', eventValue: '{"customerId":7,"customerName":"x"}' });
    const first = await server.call(api.eventReport, { events: JSON.stringify([a, b]) });
    expect(first.status).toBe(200);
    expect(first.body.value.ack).toEqual([a.id, b.id]);
    const again = await server.call(api.eventReport, { events: JSON.stringify([b, a]) });
    expect(again.body.value.ack).toEqual([b.id, a.id]);
    const held = (await admin('/admin/tracking/events')).body.value as { id: string }[];
    expect(held.filter((e) => e.id === a.id)).toHaveLength(1);
    expect(held.filter((e) => e.id === b.id)).toHaveLength(1);
  });

  it('acknowledges a malformed event (it would never be accepted) without storing it; refuses broken JSON', async () => {
    const bad = { ...event(), eventName: 'notAnEvent' };
    const answer = await server.call(api.eventReport, { events: JSON.stringify([bad]) });
    expect(answer.body.value.ack).toEqual([bad.id]);
    expect(((await admin('/admin/tracking/events')).body.value as { id: string }[]).some((e) => e.id === bad.id)).toBe(
      false,
    );
    expect((await server.call(api.eventReport, { events: '{nope' })).status).toBe(400);
    expect((await server.call(api.eventReport, { events: '{}' })).status).toBe(400);
  });

  it('takes a sendBeacon copy without a Merchant header (merchant from the host)', async () => {
    const e = event({ eventName: 'viewContent' });
    const answer = await server.wps('POST', api.eventReport.path, {
      merchant: null,
      body: { events: JSON.stringify([e]) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.value.ack).toEqual([e.id]);
  });
});
