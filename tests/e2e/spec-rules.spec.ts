/**
 * Issue 35, the last spec rules, each where the player sees it: §9 the loading toast and §8 the
 * loading indicator hidden after failures; §8 over https the 'network offline' toast and the
 * encryption failure's message; the §7 calls autoUsername, domainRoute, promotion categories and the
 * trial's sync variant; §3 apple_touch_icon.
 */
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { E2E_PORT } from './support/env';

// Each waits out a §9 timer on a shared 2-core machine.
test.describe.configure({ timeout: 60_000 });

const SLOW_TEXT = 'Still loading… this is taking longer than usual.';
/** A host this run pretends to serve over https (the answers come from the run's own server). */
const HTTPS_ORIGIN = 'https://storefront.example';

/** A context whose https://storefront.example/… is answered by this run's server: a secure origin. */
async function overHttps(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.route(`${HTTPS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `http://localhost:${E2E_PORT}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  return context;
}

test.describe('§9 §8 the loading toast', () => {
  test.use({ serviceWorkers: 'block' });

  test('§9 a page whose data still loads after 10 s tells the player; §8 the failure hides it again', async ({
    page,
  }) => {
    // The promotions answer after 12 s, with a failure.
    await page.route('**/wps/relay/MCSFE_getMerchantAvailablePromotions**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 12_000));
      await route
        .fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, errorCode: 'promotions.down', message: 'Promotions are down.' }),
        })
        .catch(() => undefined); // the page may have given up first
    });
    const started = Date.now();
    await page.goto('/m/activity?id=1');
    await expect(page.getByText('Loading…')).toBeVisible();
    const slow = page.getByRole('status').filter({ hasText: SLOW_TEXT });
    await expect(slow).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    // The failure hides the toast, and the page says what failed.
    await expect(page.getByRole('alert').filter({ hasText: 'This could not be loaded.' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(slow).toHaveCount(0);
  });
});

test('§8 over https a lost connection shows the ‘network offline’ toast for 1.5 s; over http it does not', async ({
  browser,
}) => {
  const context = await overHttps(browser);
  const page = await context.newPage();
  await page.goto(`${HTTPS_ORIGIN}/m/home`);
  expect(await page.evaluate(() => window.isSecureContext && location.protocol)).toBe('https:');
  await expect(page.locator('.toasts')).toBeAttached(); // the overlay host is mounted
  await context.setOffline(true);
  const toast = page.getByRole('status').filter({ hasText: 'Network offline' });
  await expect(toast).toBeVisible();
  // §9 an info toast: it goes by itself (1.5 s).
  await expect(toast).toHaveCount(0, { timeout: 5_000 });
  await context.close();

  const plain = await browser.newContext({ serviceWorkers: 'block' });
  const http = await plain.newPage();
  await http.goto(`http://localhost:${E2E_PORT}/m/home`);
  await expect(http.locator('.toasts')).toBeAttached();
  await plain.setOffline(true);
  await expect(http.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(http.getByRole('status').filter({ hasText: 'Network offline' })).toHaveCount(0);
  await plain.close();
});

test('§8 over https an encryption failure shows its message, and nothing is sent', async ({ browser }) => {
  const context = await overHttps(browser);
  const page = await context.newPage();
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/login')) logins.push(r.url());
  });
  // A key the browser cannot import: the encrypted POST cannot be prepared.
  await page.route('**/wps/session/key/rsa**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        value: `-----BEGIN PUBLIC KEY-----\n${'QUJD'.repeat(40)}\n-----END PUBLIC KEY-----`,
      }),
    }),
  );
  await page.goto(`${HTTPS_ORIGIN}/m/login`);
  await page.getByLabel('Username').fill('player0');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your details could not be secured for sending. Please try again.')).toBeVisible();
  expect(logins).toEqual([]);
  await expect(page).toHaveURL(/\/m\/login/);
  await context.close();
});

test('§7 register: Suggest fills the username with one the platform offers (POST /wps/member/register/autoUsername)', async ({
  page,
}) => {
  await page.goto('/m/register');
  const username = page.getByLabel('Username');
  await username.fill('x');
  const asked = page.waitForRequest((r) => r.url().endsWith('/wps/member/register/autoUsername'));
  await page.getByRole('button', { name: 'Suggest' }).click();
  expect((await asked).method()).toBe('POST');
  await expect(username).toHaveValue(/^player\d{6,8}$/);
});

test.describe('§7 domainRoute', () => {
  test.use({ serviceWorkers: 'block' });

  test('§7 §4 the domain modal probes the lines of GET /wps/system/domainRoute too, and Retry goes to the one that answers', async ({
    page,
  }) => {
    // A line of DEMO's own list (so the page's CSP lets it be probed), given here only by domainRoute.
    const LINE = 'http://127.0.0.1:8080';
    const json = (value: unknown, status = 200) => ({
      status,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify(value),
    });
    await page.route('**/wps/system/status**', (route) =>
      route.fulfill(
        json({ success: false, errorCode: 'domain_not_available', message: 'This address is retired.' }, 410),
      ),
    );
    await page.route('**/wps/system/config**', (route) =>
      route.fulfill(json({ success: true, value: { customerService: [], domainList: [] } })),
    );
    await page.route('**/wps/system/domainRoute**', (route) =>
      route.fulfill(json({ success: true, value: { domains: [LINE] } })),
    );
    await page.route(`${LINE}/**`, (route) =>
      route.request().url().includes('/wps/system/test/ping')
        ? route.fulfill(json({ success: true, value: { time: 1 } }))
        : route.fulfill({ status: 200, contentType: 'text/html', body: '<title>line</title>' }),
    );
    await page.goto('/m/home');
    const modal = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(modal).toContainText('This address is retired.', { timeout: 15_000 });
    await modal.getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(`${LINE}/m/index.html`);
  });
});

test('§3 §7 a promotion shows its category, named by PROMOFE_getPromotionAnnouncementCategory', async ({ page }) => {
  const asked = page.waitForRequest((r) => r.url().includes('/wps/relay/PROMOFE_getPromotionAnnouncementCategory'));
  await page.goto('/m/activity?id=1');
  await asked;
  await expect(page.getByRole('heading', { name: '100% first deposit bonus' })).toBeVisible();
  await expect(page.getByText('Category: Deposit bonuses')).toBeVisible();
});

test('§3 the mobile template’s apple_touch_icon is the icon iOS is given; without one, the app icon', async ({
  page,
}) => {
  await page.goto(`http://brl.localhost:${E2E_PORT}/m/home`);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/m/icons/icon-512.png');
  await page.goto('/m/home');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/m/icons/icon-192.png');
});

test.describe('§7 the trial launch’s sync variant', () => {
  test.use({ serviceWorkers: 'block' });

  test('§7 a trial answered without a game URL yet is asked again by GCS_gameTrialLaunchSync, and opens', async ({
    page,
  }) => {
    await page.route(
      (url) => url.pathname.endsWith('/wps/relay/GCS_gameTrialLaunch'),
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":{}}' }),
    );
    const sync = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/GCS_gameTrialLaunchSync'));
    await page.goto('/m/game');
    await page.getByRole('link', { name: 'Try Golden Empire' }).click();
    await sync;
    await expect(page.getByRole('dialog', { name: 'Golden Empire' })).toBeVisible();
  });
});
