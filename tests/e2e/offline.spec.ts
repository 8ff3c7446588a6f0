/**
 * Issue 3, offline-first, in real Chromium against a real server of this file's own: the worker
 * (§7 /m/sw.js), the session cache and de-duplication (§7), a repeat visit with no network, update
 * detection (§4, §2) and installability (§2 manifest, §5).
 */
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_PORT } from './support/env';
import { startOwnServer, type OwnServer } from './support/own-server';
import { controlled } from './support/service-worker';
import { sessionToken } from './support/session-token';
import { logIn } from './support/log-in';

const PORT = E2E_PORT + 50; // clear of other runs that use E2E_PORT+1, +2 …
let own: OwnServer;

test.beforeAll(async () => {
  own = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await own.dispose();
});
test.use({ baseURL: `http://localhost:${PORT}` });

/** The paths of the answers the worker's /wps caches hold (§7 session cache and last good copies). */
function workerCachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = ['storefront-wps-session-v1', 'storefront-wps-offline-v1'];
    const lists = await Promise.all(
      names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
    );
    return lists.flat();
  });
}

async function serverCount(path: string): Promise<number> {
  const counts = (await (await fetch(`${own.origin}/__dev/wps-requests`)).json()) as Record<string, number>;
  return counts[path] ?? 0;
}

test('§7 the worker registers at /m/sw.js and controls the page', async ({ page }) => {
  await page.goto('/m/home');
  expect(await controlled(page)).toBe(`http://localhost:${PORT}/m/sw.js`);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`http://localhost:${PORT}/m/`);
});

test('§7 ten identical concurrent /wps GETs through the worker reach the server once', async ({ page }) => {
  await page.goto('/m/home');
  await controlled(page);
  const url = `/wps/relay/GCSGAME_newGameVendor?platform=DEDUP${Date.now()}`;
  const statuses = await page.evaluate(async (u) => {
    const init = { headers: { Merchant: 'DEMO', Language: 'EN' } };
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(u, init).then((r) => r.json())));
    return answers.map((a: { success: boolean; value: unknown[] }) => a.success && a.value.length > 0);
  }, url);
  expect(statuses).toEqual(Array(10).fill(true));
  expect(await serverCount(url)).toBe(1);
});

test('§7 session cache: a page asks once; another tab or a reload asks afresh, so an operator’s change reaches the next visit', async ({
  page,
  context,
}) => {
  const url = `/wps/relay/GCSGAME_newGameVendor?platform=SESSION${Date.now()}`;
  const ask = (p: Page) =>
    p.evaluate(async (u) => (await fetch(u, { headers: { Merchant: 'DEMO', Language: 'EN' } })).ok, url);
  await page.goto('/m/home');
  await controlled(page);
  expect([await ask(page), await ask(page)]).toEqual([true, true]);
  expect(await serverCount(url)).toBe(1);

  const other = await context.newPage();
  await other.goto('/m/home');
  await controlled(other);
  expect(await ask(other)).toBe(true);
  expect(await serverCount(url)).toBe(2);
  expect(await ask(page)).toBe(true);
  expect(await serverCount(url)).toBe(2);

  await page.reload();
  await controlled(page);
  expect(await ask(page)).toBe(true);
  expect(await serverCount(url)).toBe(3);
});

test('§7 session cache: after A logs out and B logs in, B never sees A’s answers', async ({ page }) => {
  await logIn(page, 'player0');
  await controlled(page);
  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const cachedPaths = () => workerCachedPaths(page);
  await expect.poll(cachedPaths).not.toContain('/wps/member/info');

  await logIn(page, 'agent1');
  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Agent$/ })).toBeVisible();
  await expect(page.getByText('player0')).toHaveCount(0);
  await expect(page.getByText('VIP 1')).toHaveCount(0);
});

test('§7 a player logged in before the worker took over: the worker knows whose answers it keeps, and logout clears them', async ({
  page,
}) => {
  // The worker's script is held until the player is in: the start-up tells the session only to a
  // worker that controls the page, and on this first visit none does yet.
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => (releaseWorker = resolve));
  await page.route('**/m/sw.js', async (route) => {
    await workerHeld;
    await route.continue();
  });
  const token = await sessionToken(page.request, 'player0');
  await page.goto(`/m/member/home?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  releaseWorker();
  await controlled(page);

  // The player's own answer, through the worker now, which keeps its last good copy (§7).
  const cachedPaths = () => workerCachedPaths(page);
  const asked = await page.evaluate(async () => {
    const live = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string };
    const answer = await fetch('/wps/member/info', {
      headers: { Merchant: 'DEMO', Language: 'EN', Authorization: live.token },
    });
    return answer.ok;
  });
  expect(asked).toBe(true);
  await expect.poll(cachedPaths).toContain('/wps/member/info');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(cachedPaths).not.toContain('/wps/member/info');
});

test('§4 §2 a new release is offered once; accepting reloads on home and goes home from elsewhere', async ({
  page,
}) => {
  // 8.5 s of the waits below are the checks' own timing; the worker's first install (the shell's
  // precache) took 18 s of a 31 s run with a CPU-bound process beside the suite.
  test.setTimeout(60_000);
  await page.goto('/m/home');
  await controlled(page);
  // The first check (1.5 s after start) records the release the player has.
  await page.waitForTimeout(2_500);
  writeFileSync(join(own.dataDir, 'mobile-asset-manifest.json'), JSON.stringify({ version: `next-${Date.now()}` }));
  const fireVisible = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await fireVisible();
  const prompt = page.getByRole('alertdialog', { name: 'New version' });
  await expect(prompt).toBeVisible();
  await fireVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Refresh' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Elsewhere (not home, login, register, game or member home) accepting goes to /m/home.
  await page.goto('/m/inviteFriends');
  await page.waitForTimeout(2_500);
  writeFileSync(join(own.dataDir, 'mobile-asset-manifest.json'), JSON.stringify({ version: `again-${Date.now()}` }));
  await fireVisible();
  await page.getByRole('alertdialog', { name: 'New version' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  rmSync(join(own.dataDir, 'mobile-asset-manifest.json'));
});

test('§2 §5 Chromium judges the app installable for a merchant with pwa set, and there is no manifest without it', async () => {
  // A browser of its own and the worker's first install (18 s of one loaded run's 31 s elsewhere in
  // this file): it passed 30 s on a loaded run.
  test.setTimeout(60_000);
  const profile = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
  // beforeinstallprompt and installability need a persistent (non-incognito) context.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(`http://localhost:${PORT}/m/home`);
    await controlled(page);
    const manifest = await (
      await page.request.get(`http://localhost:${PORT}/wps/system/manifest.json?merchantCode=DEMO&time=1`)
    ).json();
    expect(manifest).toMatchObject({
      start_url: '/m/home?utm_source=homescreen',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
    // §3 the template's four sizes for any purpose, and issue 32's maskable icon beside them.
    type Icon = { sizes: string; purpose?: string };
    expect(manifest.icons.filter((i: Icon) => i.purpose !== 'maskable').map((i: Icon) => i.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    expect(manifest.icons.filter((i: Icon) => i.purpose === 'maskable').map((i: Icon) => i.sizes)).toEqual(['512x512']);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, { timeout: 10_000 })
      .toEqual([]);

    await page.goto(`http://lucky.localhost:${PORT}/m/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky Star' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await fetch('/wps/system/manifest.json?merchantCode=LUCKY&time=1')).status),
    ).toBe(404);
    const luckyErrors = (await (await context.newCDPSession(page)).send('Page.getInstallabilityErrors'))
      .installabilityErrors;
    expect(luckyErrors.map((e) => e.errorId)).toContain('no-manifest');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('§7 without a service worker every call still works straight over the network', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: `http://localhost:${PORT}` });
  const page = await context.newPage();
  await logIn(page, 'agent1');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
  await expect(page.getByText('TCG Lottery')).toHaveCount(0);
  await page.goto('/m/game');
  await expect(page.getByText('TCG Lottery')).toBeVisible();
  await context.close();
});

/**
 * The server stops and the phone goes offline, then the page reloads: the home page paints from the
 * worker, `painted` checks the rest, and the after-paint start-up (status, worker, tracking, push)
 * has its time. Answers every request that failed meanwhile.
 */
async function reloadWithNetworkGone(
  context: BrowserContext,
  page: Page,
  server: OwnServer,
  painted: () => Promise<void>,
): Promise<string[]> {
  await server.stop();
  await context.setOffline(true);
  const failed: string[] = [];
  context.on('requestfailed', (r) => failed.push(`${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
  await painted();
  await page.waitForTimeout(3_000);
  return failed;
}

test('DESIGN budget: a repeat visit with the network off sends no request (§5 manifest kept by the worker, tracking held)', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A server of its own: this test stops it, and the file's server serves the test after it.
  const second = await startOwnServer(PORT + 1);
  const context = await browser.newContext({ baseURL: second.origin });
  try {
    const page = await context.newPage();
    await page.goto('/m/home');
    await controlled(page);
    await page.reload();
    await expect(page.getByText('TCG Lottery')).toBeVisible();
    // The §5 manifest link is added after the first paint; the worker keeps what it answered.
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    await page.waitForTimeout(2_000); // the rest of the after-paint start-up (tracking's first send)

    const failed = await reloadWithNetworkGone(context, page, second, async () => {
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    });
    expect(failed).toEqual([]);
  } finally {
    await context.close();
    await second.dispose();
  }
});

test('§7 the very first visit, reloaded with the network off, sends no request: what it fetched before its worker took control is fetched again through it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const second = await startOwnServer(PORT + 2);
  const context = await browser.newContext({ baseURL: second.origin });
  try {
    const page = await context.newPage();
    const throughWorker: string[] = [];
    context.on('request', (r) => {
      if (r.serviceWorker() && new URL(r.url()).pathname.startsWith('/wps/relay/')) throughWorker.push(r.url());
    });
    await page.goto('/m/home');
    await expect(page.getByText('TCG Lottery')).toBeVisible();
    await controlled(page);
    // The page's answers, fetched past the worker before it was installed, go through it once.
    await expect.poll(() => throughWorker.some((url) => url.includes('MCSFE_getBanners'))).toBe(true);
    await page.waitForTimeout(2_000); // the rest of the after-paint start-up

    const failed = await reloadWithNetworkGone(context, page, second, async () => {
      await expect(page.getByText('TCG Lottery')).toBeVisible();
    });
    expect(failed).toEqual([]);
  } finally {
    await context.close();
    await second.dispose();
  }
});

test('issue 37: a first visit’s worker registers and downloads its precache only after the page has hydrated (4× CPU slowdown)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __hydratedAt?: number; __registeredAt?: number };
      document.addEventListener('storefront:hydrated', () => (w.__hydratedAt ??= Date.now()), { once: true });
      const container = navigator.serviceWorker;
      const register = container.register.bind(container);
      container.register = (...args: Parameters<typeof register>) => {
        w.__registeredAt ??= Date.now();
        return register(...args);
      };
    });
    // Each request the worker sends, by when it started (the earlier of Chromium's own start time
    // and when this process heard of it).
    const started: Array<{ url: string; at: number }> = [];
    context.on('request', (r) => {
      if (r.serviceWorker()) started.push({ url: r.url(), at: Date.now() });
    });
    context.on('requestfinished', (r) => {
      const start = r.timing().startTime;
      const seen = started.find((s) => s.url === r.url());
      if (seen && start > 0) seen.at = Math.min(seen.at, start);
    });
    await page.goto('/m/home');
    await controlled(page);
    const { hydratedAt, registeredAt } = await page.evaluate(() => {
      const w = window as unknown as { __hydratedAt?: number; __registeredAt?: number };
      return { hydratedAt: w.__hydratedAt, registeredAt: w.__registeredAt };
    });
    expect(hydratedAt, 'the page hydrated').toBeGreaterThan(0);
    expect(registeredAt, 'the worker registered after the hydration').toBeGreaterThanOrEqual(hydratedAt!);
    const precached = started.filter((s) => /\/m\/(?:assets|icons)\//.test(s.url));
    expect(precached.length, 'the install downloaded the precache').toBeGreaterThan(50);
    expect(
      precached.filter((s) => s.at < hydratedAt!).map((s) => s.url),
      'no precache download before the hydrated event',
    ).toEqual([]);
  } finally {
    await context.close();
  }
});

/** The languages whose texts the worker keeps (issue 37, sw/texts.ts): the §1 codes of its cached files. */
function keptLanguages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('storefront-texts-v1')).keys();
    return kept.map((r) => /\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(new URL(r.url).pathname)?.[1] ?? r.url).sort();
  });
}

async function chooseLanguage(page: Page, switcher: string, dialogName: string, language: string) {
  await page.getByRole('button', { name: switcher }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: language, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('issue 37 §1 §7 the worker keeps the player’s language, not all 25: a first visit reloaded offline speaks it, a language chosen online stays available offline, one never used says so and the current one stays', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const second = await startOwnServer(PORT + 3);
  const context = await browser.newContext({ baseURL: second.origin, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await controlled(page);
    // Nothing but the page's own language (none is precached); kept once the worker controls the page.
    await expect.poll(() => keptLanguages(page)).toEqual(['fr']);
    expect(
      await page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n !== 'storefront-texts-v1');
        const urls = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)));
        return urls.flat().filter((u) => /\/assets\/(?:en|es|ja|ar)-[\w-]{8}\.js$/.test(u));
      }),
      'no other cache holds a language',
    ).toEqual([]);

    // The very first visit, reloaded with no network, speaks French (its texts came from the worker).
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
    await context.setOffline(false);

    // A language chosen online is fetched then, through the worker, and kept.
    await chooseLanguage(page, 'Langue : Français', 'Langue', 'Español');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect.poll(() => keptLanguages(page)).toEqual(['es', 'fr']);

    await second.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
    // Offline, a kept language switches as ever…
    await chooseLanguage(page, 'Idioma: Español', 'Idioma', 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // …and one never used says it is not on the device yet, in the current language, which stays.
    await chooseLanguage(page, 'Langue : Français', 'Langue', '日本語');
    const notice = page.getByRole('alertdialog', { name: 'Information' });
    await expect(notice).toContainText('Cette langue n’est pas encore disponible hors ligne.');
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Langue : Français' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('MC_LANGUAGE')), 'the choice that failed is not stored').toBe(
      'FR',
    );
  } finally {
    await context.close();
    await second.dispose();
  }
});

// Last: it stops this file's server.
test('§7 a repeat visit with the network gone paints the shell and the last known member data', async ({
  page,
  context,
}) => {
  await logIn(page, 'player0');
  await controlled(page);
  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
  await expect(page.getByText('VIP 1')).toBeVisible();
  await page.goto('/m/home');
  await expect(page.getByText('TCG Lottery')).toBeVisible();
  await page.waitForTimeout(1_200); // the persister writes at most once a second

  await own.stop();
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
  await expect(page.getByText('TCG Lottery')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await page.goto('/m/member/home');
  await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
  await expect(page.getByText('VIP 1')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
