/**
 * Issue 7, platform status in real Chromium against a reference server of this file's own (its
 * status is changed by the operator's admin endpoint while the app runs): the maintenance page on
 * and off (§2, §7), the access-denied page with the visitor's IP (§2), both bilingual, contact us
 * (§2, §3, §5), and the status call's own errors (§8).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEV_ADMIN_TOKEN } from '../../server/admin/admin';
import { E2E_PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';

const PORT = E2E_PORT + 51; // a server of this file's own, clear of offline.spec's E2E_PORT+50
const BASE = `http://localhost:${PORT}`;
let own: OwnServer;

test.beforeAll(async () => {
  own = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await own.dispose();
});
test.afterEach(async () => {
  await setStatus({
    maintenance: false,
    maintenanceEnd: null,
    maintenanceDescription: null,
    regionRestriction: false,
    restrictedIps: [],
    unavailableHosts: [],
  });
});

/** The operator changes the merchant's status (server/README.md, admin endpoint). */
async function setStatus(patch: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${BASE}/admin/status`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** The operator changes something else of the merchant's (server/README.md): answers its value. */
async function operator(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<unknown> {
  const answer = await fetch(`${BASE}${path}`, {
    method,
    headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { value: unknown }).value;
}

/** The customer-service sites are not on this machine: the browser gets a stand-in page for them. */
async function standInSupportSites(context: BrowserContext): Promise<void> {
  for (const site of ['https://support.example.com/**', 'https://t.me/**']) {
    await context.route(site, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Support</title>support' }),
    );
  }
}

async function open(
  browser: Browser,
  options: { locale?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Routed pages must not be answered by the worker; the status is asked of the network anyway.
  const context = await browser.newContext({ baseURL: BASE, serviceWorkers: 'block', ...options });
  await standInSupportSites(context);
  return { context, page: await context.newPage() };
}

/** The tab becomes visible again: the app asks for the status (§7). */
const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

test('§2 §7 maintenance starts while the app runs, shows its end in the player’s time zone, and ends on Retry without a reload', async ({
  browser,
}) => {
  const { context, page } = await open(browser, { timezoneId: 'Asia/Ho_Chi_Minh' });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const end = Date.UTC(2031, 4, 17, 18, 30);
  await setStatus({ maintenance: true, maintenanceEnd: end, maintenanceDescription: 'Upgrading the lottery engine.' });
  await returnToTab(page);

  const title = page.getByRole('heading', { level: 1, name: 'System Maintenance', exact: true });
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo Lottery' })).toHaveCount(0);
  // §2 the end time in the player's time zone (the browser's, Asia/Ho_Chi_Minh: 01:30 the next day).
  const expected = await page.evaluate(
    (ms) =>
      new Intl.DateTimeFormat('en', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone: 'Asia/Ho_Chi_Minh',
      }).format(ms),
    end,
  );
  expect(expected).toMatch(/May 18, 2031.*01:30/);
  await expect(page.getByText(`Expected to end: ${expected}`)).toBeVisible();
  await expect(page.getByText('Upgrading the lottery engine.')).toBeVisible();
  // English only for an English reader.
  await expect(page.locator('.status-second')).toHaveCount(0);
  await expect(page).toHaveTitle('System Maintenance');

  // §2 contact us opens customer service: a visitor has two entries, so the action list.
  await page.getByRole('button', { name: 'Contact us' }).click();
  const list = page.getByRole('dialog', { name: 'Customer service' });
  await expect(list.getByRole('button')).toHaveText(['Close', 'Live chat', 'Telegram']);
  const popup = page.waitForEvent('popup');
  await list.getByRole('button', { name: 'Telegram' }).click();
  expect((await popup).url()).toBe('https://t.me/demo_lottery_support');
  await expect(list).toBeHidden();

  // Retry while maintenance goes on: the page stays.
  const asked = page.waitForResponse((r) => r.url().includes('/wps/system/status'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await asked;
  await expect(title).toBeVisible();

  // The operator ends it; Retry brings the app back, in the same document.
  await setStatus({ maintenance: false, maintenanceEnd: null, maintenanceDescription: null });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
  await expect(title).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await context.close();
});

test('§2 the maintenance page is bilingual for a Chinese reader: Chinese, and English beside it', async ({
  browser,
}) => {
  await setStatus({ maintenance: true, maintenanceEnd: Date.UTC(2031, 0, 2, 3, 4) });
  const { context, page } = await open(browser, { locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: '系统维护 System Maintenance' })).toBeVisible();
  await expect(page.locator('span[lang="zh-CN"]', { hasText: '预计结束时间：' })).toBeVisible();
  await expect(page.locator('span[lang="en"]', { hasText: 'Expected to end:' })).toBeVisible();
  await expect(page.getByText('我们正在升级系统')).toBeVisible();
  await expect(page.getByText('We are upgrading our system to serve you better.')).toBeVisible();
  await expect(page.getByRole('button', { name: '联系我们 Contact us' })).toBeVisible();
  await expect(page.getByRole('button', { name: '重试 Retry' })).toBeVisible();
  await context.close();
});

test('§2 a restricted IP sees Access Denied with its IP, in Vietnamese and English; contact us opens the first link', async ({
  browser,
}) => {
  await setStatus({ restrictedIps: ['127.0.0.1'] });
  const { context, page } = await open(browser, { locale: 'vi-VN' });
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Truy cập bị từ chối Access Denied' })).toBeVisible();
  await expect(page.getByText('Địa chỉ IP của bạn: 127.0.0.1')).toBeVisible();
  await expect(page.getByText('Your IP address: 127.0.0.1')).toBeVisible();
  await expect(page.getByText('Sorry, our service is not available in your location.', { exact: false })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Liên hệ chúng tôi Contact us' }).click();
  expect((await popup).url()).toBe('https://support.example.com/chat/demo?lang=en');
  // No way into the app around it.
  await page.goto('/m/login');
  await expect(page.getByRole('heading', { level: 1, name: /Access Denied/ })).toBeVisible();
  await expect(page.getByLabel('Mật khẩu')).toHaveCount(0);
  await context.close();
});

test('§9 the domain loading indicator shows at most 10 s, even when no line ever answers', async ({ browser }) => {
  test.setTimeout(40_000);
  const { context, page } = await open(browser);
  await page.route('**/wps/system/status**', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 'domain_not_available' }),
    }),
  );
  // Every line of the list hangs: no answer, no failure.
  await page.route('**/wps/system/test/ping**', () => new Promise<void>(() => undefined));
  await page.goto('/m/home');
  const loading = page.getByRole('status').filter({ hasText: 'Looking for the fastest line…' });
  await loading.waitFor({ state: 'visible' });
  const shown = Date.now();
  const modal = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(modal).toBeVisible({ timeout: 12_000 });
  const waited = Date.now() - shown;
  expect(waited).toBeLessThanOrEqual(10_700);
  expect(waited).toBeGreaterThanOrEqual(8_500);
  await expect(loading).toHaveCount(0);
  // No server message: 'Error'.
  await expect(modal.getByText('Error', { exact: true })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
});

test('§2 §4 nothing opens beside the domain modal, which cannot be closed: no promotion popup, no download bar', async ({
  browser,
}) => {
  // The operator's download links and a popup for guests: a guest gets the download bar and the popup.
  const { announcements } = (await operator('GET', '/admin/promotions')) as { announcements: unknown[] };
  await operator('PUT', '/admin/install/links', [
    { resourceType: 'Android', url: '/download/DEMO/storefront-demo.apk' },
  ]);
  await operator('PUT', '/admin/promotions/announcements', [
    { title: 'Welcome, guest', content: '<p>A gift inside.</p>', promotionType: 'PR', execution: 'B' },
  ]);
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Welcome, guest' });
  const bar = (page: Page) => page.getByRole('complementary', { name: 'Get the Demo Lottery app' });

  const retired = await open(browser);
  await retired.page.route('**/wps/system/status**', (route) =>
    route.fulfill({
      status: 410,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, errorCode: 'domain_not_available' }),
    }),
  );
  await retired.page.goto('/m/home');
  await expect(retired.page.getByRole('alertdialog', { name: 'Notice' })).toBeVisible({ timeout: 12_000 });
  // Longer than the guest popup's delay (1 s) and the bar's start, with room for a busy machine.
  await retired.page.waitForTimeout(3_000);
  await expect(popup(retired.page)).toHaveCount(0);
  await expect(bar(retired.page)).toHaveCount(0);
  await retired.context.close();

  // The same visit on a line that is up gets both.
  const up = await open(browser);
  await up.page.goto('/m/home');
  await expect(popup(up.page)).toBeVisible();
  await expect(bar(up.page)).toBeVisible();
  await up.context.close();
  await operator('PUT', '/admin/install/links', []);
  await operator('PUT', '/admin/promotions/announcements', announcements);
});

test.describe('§8 the status call’s own errors', () => {
  test("§8 on http with no code: the spec's 'Network Error / CORS Errors' as the translated network notice (issue 33); §7 the line still answers its ping, so nothing more", async ({
    browser,
  }) => {
    const { context, page } = await open(browser);
    await page.route('**/wps/system/status**', (route) => route.abort('connectionrefused'));
    const ping = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/system/test/ping');
    await page.goto('/m/home');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Cannot reach the server. Check your connection and try again.');
    await expect(notice).not.toContainText('CORS');
    // §7 the in-domain ping: this origin, with the Merchant header.
    const sent = await ping;
    expect(new URL(sent.url()).origin).toBe(BASE);
    expect(sent.headers()['merchant']).toBe('DEMO');
    expect((await sent.response())?.status()).toBe(200);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await context.close();
  });

  test('§7 §8 a line that answers neither the status call nor its ping is unavailable: the domain modal follows the notice', async ({
    browser,
  }) => {
    const { context, page } = await open(browser);
    await page.route('**/wps/system/status**', (route) => route.abort('connectionrefused'));
    // This line's ping, and the speed pings of every other line of the list, go nowhere.
    await page.route('**/wps/system/test/ping**', (route) => route.abort('connectionrefused'));
    await page.goto('/m/home');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('Cannot reach the server. Check your connection and try again.');
    await expect(notice).not.toContainText('CORS');
    await notice.getByRole('button', { name: 'OK' }).click();
    const modal = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(modal.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 12_000 });
    await expect(modal.getByText('Error', { exact: true })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Customer service' })).toBeVisible();
    // No line answered: Retry tries this one again.
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(`${BASE}/m/index.html`);
    await context.close();
  });

  test('§8 another errorCode: a notice with the server’s message, or Error without one', async ({ browser }) => {
    const { context, page } = await open(browser);
    let withMessage = true;
    await page.route('**/wps/system/status**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          errorCode: 'platform_busy',
          ...(withMessage ? { message: 'The platform is busy, please wait.' } : {}),
        }),
      }),
    );
    await page.goto('/m/home');
    const notice = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(notice).toContainText('The platform is busy, please wait.');
    await notice.getByRole('button', { name: 'OK' }).click();
    withMessage = false;
    await returnToTab(page);
    await expect(notice.getByText('Error', { exact: true })).toBeVisible();
    await context.close();
  });
});
