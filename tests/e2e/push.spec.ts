/**
 * Issue 17 push notifications (§4, §7, §8, §9) in real Chromium, in persistent (non-incognito)
 * contexts as push needs, against a server of this file's own. Tokens come from the local
 * implementation of the token seam (the real Notification permission, the real worker
 * registration); pushes from the operator's dev outbox reach the worker through the DevTools
 * protocol (ServiceWorker.deliverPushMessage), since Chromium's push service is fixed to FCM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';
import { controlled } from './support/service-worker';

const PORT = E2E_PORT + 61;
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN = { Authorization: 'Bearer storefront-dev-admin', Merchant: 'DEMO', 'Content-Type': 'application/json' };
let own: OwnServer;

test.beforeAll(async () => {
  // The request overlay asks on its own here (the other browser tests' servers have it off: PUSH_ASK=0).
  own = await startOwnServer(PORT, { pushAsk: true });
});
test.afterAll(async () => {
  await own.dispose();
});

async function persistent(run: (context: BrowserContext, page: Page) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-push-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    locale: 'en-US',
  });
  try {
    await run(context, context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${ORIGIN}/m/login`);
  await controlled(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function admin<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: ADMIN,
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as { value: T }).value;
}

const tokensOf = (username: string) =>
  admin<{ token: string; topics: string[] }[]>(`/admin/push/tokens?username=${username}`);
const optIn = (page: Page) => page.getByRole('alertdialog', { name: 'Stay in the loop' });

async function setNotifications(cdp: CDPSession, setting: 'granted' | 'denied'): Promise<void> {
  await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting, origin: ORIGIN });
}

/** The worker's registration id, for ServiceWorker.deliverPushMessage. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const reg = registrations.find((r) => r.scopeURL === `${ORIGIN}/m/` && !r.isDeleted);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('§4 grant: the overlay asks first, then the browser; the token is bound and subscribed to topic ALL; logout unsubscribes it', async () => {
  await persistent(async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await logIn(page, 'player0');
    await expect(optIn(page)).toBeVisible();
    expect(await tokensOf('player0')).toEqual([]);
    await setNotifications(cdp, 'granted'); // the player's answer to the browser's own question
    await optIn(page).getByRole('button', { name: 'Allow' }).click();

    await expect.poll(() => tokensOf('player0')).toHaveLength(1);
    // Binding and the topic subscription are two calls (§4): the second may land a moment later.
    await expect.poll(async () => (await tokensOf('player0'))[0]?.topics).toEqual(['ALL']);
    const [bound] = await tokensOf('player0');
    expect(bound!.topics).toEqual(['ALL']);
    // The device keeps the token once the server has answered the binding: a moment after the server saw it.
    await expect
      .poll(() =>
        page.evaluate(
          () => (JSON.parse(localStorage.getItem('MC_PUSH_TOKEN') ?? 'null') as { token: string } | null)?.token,
        ),
      )
      .toBe(bound!.token);

    // A later login on the same device keeps the (fresh) token: no overlay, still one token.
    await page.goto(`${ORIGIN}/m/member/home`);
    await page.getByRole('button', { name: 'Log out' }).click();
    // The server drops the token before the page hears its answer: the logout is over once the
    // player is back on the home page, and by then the device has let go of the token too.
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => tokensOf('player0')).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('MC_PUSH_TOKEN'))).toBeNull();
  });
});

test.describe.configure({ timeout: 90_000 });

test('§4 deny: the tips alert explains how to turn notifications on; “Not now” is kept for the session', async () => {
  await persistent(async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await logIn(page, 'agent1');
    await expect(optIn(page)).toBeVisible();
    await setNotifications(cdp, 'denied'); // the player's answer to the browser's own question
    await optIn(page).getByRole('button', { name: 'Allow' }).click();
    const tips = page.getByRole('alertdialog', { name: 'Notifications are off' });
    await expect(tips).toContainText('allow notifications');
    await tips.getByRole('button', { name: 'OK' }).click();
    expect(await tokensOf('agent1')).toEqual([]);
  });
  await persistent(async (_context, page) => {
    await logIn(page, 'player0');
    await optIn(page).getByRole('button', { name: 'Not now' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('MC_PUSH_SKIP'))).toBe('1');
    await page.goto(`${ORIGIN}/m/member/home`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, 'player0');
    await page.waitForTimeout(2_500);
    await expect(optIn(page)).toHaveCount(0);
  });
});

test('a push from the operator arrives through the worker as a notification; a tap takes the open tab to its page, no second window', async () => {
  await persistent(async (context, page) => {
    const cdp = await context.newCDPSession(page);
    await logIn(page, 'nochat4');
    await expect(optIn(page)).toBeVisible();
    await setNotifications(cdp, 'granted');
    await optIn(page).getByRole('button', { name: 'Allow' }).click();
    await expect.poll(() => tokensOf('nochat4')).toHaveLength(1);

    const sent = await admin<{ sent: number; via: string }>('/admin/push', {
      username: 'nochat4',
      notification: { title: 'Weekend bonus', body: 'Your bonus is waiting' },
      data: { link: '/m/member/home' },
    });
    expect(sent).toMatchObject({ sent: 1, via: 'dev-outbox' });
    const [push] = await admin<{ payload: unknown }[]>('/admin/push/outbox?username=nochat4');
    const id = await registrationId(cdp);
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          icon: n.icon,
        })),
      );
    // DevTools' delivery, the stand-in for FCM here, now and then shows nothing on a busy machine
    // (a CI run; not reproduced in 12 runs with the worker's logs on): the same message is delivered
    // again, as FCM redelivers. Its tag (the FCM message id) makes a second delivery replace the
    // first, so the check below still asks for exactly one notification.
    for (let delivery = 0; delivery < 3 && (await shown()).length === 0; delivery++) {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: ORIGIN,
        registrationId: id,
        data: JSON.stringify(push!.payload),
      });
      await expect
        .poll(async () => (await shown()).length, { timeout: 4_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    await expect
      .poll(shown)
      .toEqual([{ title: 'Weekend bonus', body: 'Your bonus is waiting', icon: `${ORIGIN}/m/icons/icon-192.png` }]);

    // The tap (notificationclick) runs in the worker; the open tab goes to the target page in place.
    const pages = context.pages().length;
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/m/sw.js'))!;
    await worker.evaluate(async () => {
      // The worker's own globals (this runs inside sw.js).
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('heading', { name: 'Hello, nochat4' })).toBeVisible();
    expect(context.pages()).toHaveLength(pages);
    expect(
      await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    ).toBe(0);

    // A data push while the storefront is visible goes to the page, not the notification tray,
    // in the player's language when the payload carries several.
    await admin('/admin/push', {
      topic: 'ALL',
      data: {
        title: 'Draw tonight',
        body: 'At 8 pm',
        i18n: JSON.stringify({ VI: { title: 'Xổ số tối nay' }, EN: { title: 'Draw at 8', body: 'Tonight' } }),
      },
    });
    const [topicPush] = await admin<{ payload: unknown }[]>('/admin/push/outbox?username=nochat4');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: ORIGIN,
      registrationId: id,
      data: JSON.stringify(topicPush!.payload),
    });
    await expect(page.getByText('Draw at 8: Tonight')).toBeVisible();
    expect(
      await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length),
    ).toBe(0);
  });
});
