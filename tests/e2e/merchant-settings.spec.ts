/**
 * Issue 35, three settings a merchant sets and a player now sees (§3): the common store's imageCDNs
 * (the platform's pictures come through the merchant's image hosts, a failing host hands over to the
 * next), the mobile template's desktop_app_feature (off: a desktop browser is not offered the app, a
 * phone still is) and gw PROFILE_ICON_COUNT (the account page's picker offers that many pictures);
 * and §9 the splash configuration's session time (the splash goes after it even while the first page
 * still loads). A reference server of this file's own, on a copy of the merchant files with DEMO's
 * settings.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEV_ADMIN_TOKEN } from '../../server/admin/admin';
import { DEFAULT_MERCHANTS_DIR } from '../../server/merchants/load';
import { E2E_PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';

const PORT = E2E_PORT + 63; // clear of the other specs' own servers (+50, +51, +60, +61, +62)
const BASE = `http://localhost:${PORT}`;
/** The first image host is down (nothing listens on port 1); the second is this server under another name. */
const DEAD_CDN = 'http://127.0.0.1:1';
const LIVE_CDN = `http://127.0.0.1:${PORT}`;
/** §9 DEMO's splash session time here (the default is SPLASH_SESSION_TIME, 5 s). */
const SPLASH_SECONDS = 3;
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let own: OwnServer;
let merchantsDir: string;

test.describe.configure({ timeout: 60_000 });

test.beforeAll(async () => {
  merchantsDir = mkdtempSync(join(tmpdir(), 'storefront-merchants-'));
  for (const file of readdirSync(DEFAULT_MERCHANTS_DIR).filter((f) => f.endsWith('.json')))
    copyFileSync(join(DEFAULT_MERCHANTS_DIR, file), join(merchantsDir, file));
  const demo = JSON.parse(readFileSync(join(merchantsDir, 'DEMO.json'), 'utf8')) as {
    public: {
      imageCDNs: string[];
      desktopAppFeature?: boolean;
      gw: Record<string, unknown>;
      splash?: { sessionTime: number };
    };
  };
  demo.public.imageCDNs = [DEAD_CDN, LIVE_CDN];
  demo.public.desktopAppFeature = false;
  demo.public.gw.PROFILE_ICON_COUNT = 4;
  demo.public.splash = { sessionTime: SPLASH_SECONDS };
  writeFileSync(join(merchantsDir, 'DEMO.json'), JSON.stringify(demo, null, 2));
  own = await startOwnServer(PORT, { merchantsDir });
});
test.afterAll(async () => {
  await own.dispose();
  rmSync(merchantsDir, { recursive: true, force: true });
});

const admin = { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' };
async function operator(request: APIRequestContext, method: 'PATCH' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const answer = await request.fetch(`${BASE}${path}`, {
    method,
    headers: admin,
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('§3 imageCDNs: the home page’s banner comes through the merchant’s image host; a host that is down hands it to the next', async ({
  page,
}) => {
  const throughCdn: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.url().startsWith(`${LIVE_CDN}/`)) throughCdn.push(new URL(r.url()).pathname);
  });
  await page.goto(`${BASE}/m/home`);
  const banner = page.locator('.banner-item img').first();
  await expect(banner).toBeVisible();
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${LIVE_CDN}/media/`));
  expect(throughCdn.some((p) => p.startsWith('/media/'))).toBe(true);
});

test('§3 imageCDNs: the game lobby’s pictures come through the image host too', async ({ page }) => {
  await page.goto(`${BASE}/m/game`);
  const tile = page.locator('.game-thumb img').first();
  await tile.scrollIntoViewIfNeeded();
  await expect
    .poll(() => tile.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await tile.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`^${LIVE_CDN}/`));
});

test('§3 desktop_app_feature off: a phone is offered the app, a desktop browser is not', async ({
  browser,
  request,
}) => {
  await operator(request, 'DELETE', '/admin/install');
  try {
    await operator(request, 'PATCH', '/admin/install/settings', { download_condition_switch: { enabled: true } });
    await operator(request, 'PUT', '/admin/install/links', [
      { resourceType: 'Android', url: '/download/DEMO/storefront-demo.apk' },
    ]);

    const phone = await browser.newContext({
      userAgent: ANDROID,
      isMobile: true,
      hasTouch: true,
      viewport: { width: 390, height: 844 },
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${BASE}/m/home`);
    await expect(phonePage.getByRole('complementary', { name: 'Get the Demo Lottery app' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(phonePage.getByRole('dialog', { name: 'Install Demo Lottery' })).toBeVisible({ timeout: 20_000 });
    await phone.close();

    const desktop = await browser.newContext();
    const desktopPage = await desktop.newPage();
    await desktopPage.goto(`${BASE}/m/home`);
    await expect(desktopPage.getByRole('heading', { name: 'Demo Lottery', level: 1 })).toBeVisible();
    // The phone saw both within a few seconds; the desktop browser gets neither in twice that long.
    await desktopPage.waitForTimeout(6_000);
    await expect(desktopPage.getByRole('complementary', { name: 'Get the Demo Lottery app' })).toHaveCount(0);
    await expect(desktopPage.getByRole('dialog', { name: 'Install Demo Lottery' })).toHaveCount(0);
    await desktop.close();
  } finally {
    await operator(request, 'DELETE', '/admin/install');
  }
});

async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(`${BASE}/m/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('§3 PROFILE_ICON_COUNT 4: the member picks one of 4 profile pictures, and keeps it', async ({ page }) => {
  await logIn(page, 'player0');
  await page.goto(`${BASE}/m/member/home`);
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Profile picture' });
  await expect(picker.getByRole('button', { name: /^Picture \d+$/ })).toHaveCount(4);
  await picker.getByRole('button', { name: 'Picture 3' }).click();
  await expect(picker).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await expect(picker.getByRole('button', { name: 'Picture 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('button', { name: 'Picture 1' })).toHaveAttribute('aria-pressed', 'false');
});

test('§9 §4 issue 35: the splash covers a first page still loading, and goes at the splash configuration’s session time (3 s here)', async ({
  page,
}) => {
  // A first page the browser renders itself (the player's stored language is not the one the server
  // painted in), on the first start of the session: the splash shows (a server-painted page has none).
  await page.addInitScript(() => localStorage.setItem('MC_LANGUAGE', 'VI'));
  // When the splash is added to the page and when it starts to go, on the page's own clock.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { splashSeen: typeof seen }).splashSeen = seen;
    new MutationObserver(() => {
      const splash = document.querySelector('.splash');
      if (splash) seen.shown ??= performance.now();
      if (splash?.classList.contains('fading')) seen.fading ??= performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  // The activity page's code arrives after 9 s: the first page is still loading when 3 s (and 5 s) pass.
  const CHUNK_DELAY_MS = 9_000;
  await page.route('**/assets/activity-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${BASE}/m/activity?id=1`, { waitUntil: 'commit' });
  const splash = page.locator('.splash');
  await expect(splash).toBeVisible({ timeout: 8_000 });
  await expect(splash).toHaveCount(0, { timeout: CHUNK_DELAY_MS });
  const seen = await page.evaluate(
    () => (window as unknown as { splashSeen: { shown?: number; fading?: number } }).splashSeen,
  );
  // It started to go at the merchant’s 3 s from the page's start (not the default 5 s, nor when the
  // page's code arrived), having come before the page did.
  expect(seen.shown!, JSON.stringify(seen)).toBeLessThan(seen.fading!);
  expect(seen.fading!, JSON.stringify(seen)).toBeGreaterThanOrEqual(SPLASH_SECONDS * 1_000 - 100);
  expect(seen.fading!, JSON.stringify(seen)).toBeLessThan(SPLASH_SECONDS * 1_000 + 2_000);
  const codeArrived = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => /\/assets\/activity-[^/]*\.js$/.test(e.name));
    return entry ? (entry as PerformanceResourceTiming).responseEnd : Infinity;
  });
  expect(seen.fading!).toBeLessThan(codeArrived);
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SPLASH_SHOWN'))).toBe('1');
  // The page arrives later, and the splash does not come back.
  await expect(page.getByRole('heading', { name: /100%/ })).toBeVisible({ timeout: 20_000 });
  await expect(splash).toHaveCount(0);
});
