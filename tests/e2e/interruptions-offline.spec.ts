/**
 * Issue 33 "Every message is one a player can read", offline (§2 offline notice, §7 offline first,
 * §8 'network offline' toast): the lobby reloaded with the network gone shows its saved lanes with no
 * spinner; Try, Log in and Register say so at once with the translated §8 toast; and nothing retries
 * in a loop while offline — counted request by request (the page's and its worker's) over two
 * minutes of the page's clock, every timer of the app run.
 *
 * Changes no seeded data.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { controlled } from './support/service-worker';

/**
 * The page's clock run for `ms` in one-second steps with a short real pause between them: lazily
 * loaded parts of the page load in real time, not the page's, so one jump of two minutes would mount
 * them two minutes late, with every saved answer already stale (a phone's clock and its network move
 * together).
 */
async function runClock(page: Page, ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 1_000) {
    await page.clock.runFor(1_000);
    await page.waitForTimeout(50);
  }
}

/** Every call to the platform the tab makes (from the page or through its worker). */
function countCalls(context: BrowserContext): () => string[] {
  const calls: string[] = [];
  context.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/wps/'))
      calls.push(`${r.serviceWorker() ? 'worker ' : ''}${r.method()} ${url.pathname}`);
  });
  return () => [...calls];
}

/** Words a player must never read (issue 33 §8), the spec's 'Network Error / CORS Errors' among them. */
const DEVELOPER_WORDS = /CORS|undefined|\bnull\b|NaN|Failed to fetch|TypeError|Network Error/i;
const networkOffline = (page: Page) => page.getByRole('status').filter({ hasText: 'Network offline' });
const spinner = (page: Page) => page.locator('[aria-busy="true"]').filter({ hasText: 'Loading' });

test("issue 33 §2 §7 §8 the lobby offline: its saved lanes without a spinner; Try says 'Network offline' at once; no call repeats while offline", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto('/m/game');
    await controlled(page);
    await page.reload();
    const tries = page.getByRole('link', { name: /^Try / });
    await expect(tries.first()).toBeVisible();
    await page.waitForTimeout(2_000); // the rest of the after-paint start-up (its answers saved)

    await page.clock.install();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(tries.first()).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    const calls = countCalls(context);

    // The rest of the start-up under the page's clock (its frames are the clock's too): the parts
    // mounted after the first paint read what they need once each, answered by the worker's saves.
    await runClock(page, 10_000);
    const startUp = calls();
    expect(new Set(startUp).size, `start-up offline:\n${startUp.join('\n')}`).toBe(startUp.length);

    // Two minutes of the page's clock offline: every poll and timer runs; none calls the platform.
    await runClock(page, 120_000);
    await expect(spinner(page)).toHaveCount(0);
    expect(calls(), 'idle offline').toEqual(startUp);

    // Try: said at once, and tried once.
    await tries.first().click();
    await expect(networkOffline(page)).toBeVisible({ timeout: 3_000 });
    const afterTry = calls();
    expect(afterTry.filter((c) => c.startsWith('POST ')).length, afterTry.join('\n')).toBeLessThanOrEqual(1);
    await runClock(page, 120_000);
    expect(calls(), 'after Try').toEqual(afterTry);

    // Back online after the spell: once a dialog said the spec's 'Network Error / CORS Errors' here.
    await context.setOffline(false);
    // (Try opened the game page, which says in words the game could not be opened, with Retry.)
    await runClock(page, 30_000);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(DEVELOPER_WORDS);
  } finally {
    await context.close();
  }
});

for (const form of ['login', 'register'] as const) {
  test(`issue 33 §8 ${form === 'login' ? 'Log in' : 'Register'} offline says 'Network offline' at once, with no developer words, and is not retried`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`/m/${form}`);
      await page.clock.install();
      const username = `off${Date.now() % 1_000_000}`;
      await page.locator('input[autocomplete="username"]').fill(username);
      for (const field of await page.locator('input[type="password"]').all()) await field.fill('demo1234');
      await context.setOffline(true);
      const calls = countCalls(context);
      await page.locator('form button[type="submit"]').click();
      await expect(networkOffline(page)).toBeVisible({ timeout: 3_000 });
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await page.evaluate(() => document.body.innerText)).not.toMatch(DEVELOPER_WORDS);
      const afterSubmit = calls();
      await runClock(page, 120_000);
      expect(calls(), `after ${form}`).toEqual(afterSubmit);
      // The write itself was tried once, not paused to be replayed later.
      expect(
        afterSubmit.filter((c) => /^POST \/wps\/(session\/login|member\/register)/.test(c)).length,
      ).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
}

test('DESIGN rule 11: a part loaded after the first paint whose code cannot come (the network went first) shows nothing, the page and what was typed stay, and it loads once the browser is back online', async ({
  browser,
}) => {
  // No worker: its precache would answer; this is the first visit of a phone whose network drops.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let reachable = false;
    await page.route(/\/(chat-footer|install-prompts\.chunk)-[\w-]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/m/login');
    await page.locator('input[autocomplete="username"]').fill('typed');
    await page.waitForTimeout(1_500); // the after-paint loads have been tried, and failed
    await expect(page.getByText('This page could not be shown.')).toHaveCount(0);
    await expect(page.locator('input[autocomplete="username"]')).toHaveValue('typed');
    await expect(page.getByRole('button', { name: /chat/i })).toHaveCount(0);

    reachable = true;
    await context.setOffline(true);
    await context.setOffline(false); // the browser's 'online' event
    await expect(page.getByRole('button', { name: /chat/i })).toBeVisible();
    await expect(page.locator('input[autocomplete="username"]')).toHaveValue('typed');
  } finally {
    await context.close();
  }
});
