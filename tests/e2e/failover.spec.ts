/**
 * Issue 7, domain failover (§2 domain modal, §4, §7 speed ping, §8 domain_not_available) across
 * real reference servers on loopback addresses: each line has its own artificial latency, some are
 * dead (nothing listens) or hang (never answer), and one faster line is retired. The player opens a
 * retired line; the modal must pick the fastest live line, and Retry must take them there with their
 * affiliate and referral codes.
 */
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { startLines, type Lines, type LineSpec } from './support/lines';

const port = (n: number) => E2E_PORT + 60 + n;
const ENTRY = '127.0.0.2';
const SLOW = '127.0.0.3';
const FASTEST_LIVE = '127.0.0.4';
const DEAD = '127.0.0.5';
const HANGING = '127.0.0.6';
const RETIRED_FAST = '127.0.0.7';
const SLOWER = '127.0.0.8';
const DEAD_TOO = '127.0.0.9';

const SPECS: LineSpec[] = [
  { host: ENTRY, port: port(0), kind: 'live', latencyMs: 0 },
  { host: SLOW, port: port(1), kind: 'live', latencyMs: 900 },
  { host: FASTEST_LIVE, port: port(2), kind: 'live', latencyMs: 250 },
  { host: DEAD, port: port(3), kind: 'dead' },
  { host: HANGING, port: port(4), kind: 'hanging' },
  // Faster than every live line, but retired: it refuses the ping, so it must not win.
  { host: RETIRED_FAST, port: port(5), kind: 'live', latencyMs: 20 },
  { host: SLOWER, port: port(6), kind: 'live', latencyMs: 1_500 },
  { host: DEAD_TOO, port: port(7), kind: 'dead' },
];

let lines: Lines;
test.beforeAll(async () => {
  lines = await startLines(SPECS);
  await lines.retire(ENTRY);
  await lines.retire(RETIRED_FAST);
});
test.afterAll(async () => {
  await lines?.close();
});

// The lines are other origins of their own; no worker answers for them.
test.use({ serviceWorkers: 'block' });

test('§2 §4 §8 a retired line opens the domain modal, which finds the fastest live line; Retry goes there with affiliateCode and r', async ({
  context,
  page,
}) => {
  for (const site of ['https://support.example.com/**', 'https://t.me/**']) {
    await context.route(site, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'support' }));
  }
  const pings: { url: string; method: string; headers: Record<string, string> }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/wps/system/test/ping'))
      pings.push({ url: r.url(), method: r.method(), headers: r.headers() });
  });

  // Every status text the page shows is recorded as it appears: the probing indicator lasts a
  // fraction of a second, which polling can miss on a busy machine.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __statusTexts: string[] }).__statusTexts = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = el.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(`${lines.origin(ENTRY)}/m/home?affiliateCode=AFF7&r=REF9`);
  // §4 the loading indicator while the lines are probed …
  await expect
    .poll(
      async () =>
        ((await page.evaluate('window.__statusTexts')) as string[]).some((t) =>
          t.includes('Looking for the fastest line…'),
        ),
      { timeout: 12_000 },
    )
    .toBe(true);
  // … then the modal: title 'notice', the server's message.
  const modal = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(modal).toBeVisible({ timeout: 12_000 });
  await expect(modal).toContainText('This address is no longer in service. Please continue on another line.');
  await expect(page.getByRole('status').filter({ hasText: 'Looking for the fastest line…' })).toHaveCount(0);

  // §4 every other line of the list was probed once, as a CORS simple request (no preflight, no
  // Merchant or Authorization header, no cookies); the line the player is on was not.
  const probed = pings.map((p) => new URL(p.url).hostname).sort();
  expect(probed).toEqual([SLOW, FASTEST_LIVE, DEAD, HANGING, RETIRED_FAST, SLOWER, DEAD_TOO].sort());
  for (const p of pings) {
    expect(p.method).toBe('GET');
    expect(new URL(p.url).searchParams.get('speed')).toMatch(/^\d{13}$/);
    for (const header of ['merchant', 'language', 'authorization', 'cookie'])
      expect(p.headers).not.toHaveProperty(header);
  }
  // §4 the losers were cancelled: the line that never answers saw its connection closed by the
  // browser long before the 10 s timeout.
  await expect
    .poll(
      () => {
        const h = lines.hanging.get(HANGING)!;
        return h.accepted >= 1 && h.closed === h.accepted;
      },
      { timeout: 3_000 },
    )
    .toBe(true);

  // §2 not closable by the mask or by Escape.
  await page.mouse.click(4, 4);
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();

  // §2 several customer-service entries: an action list labelled by title.
  await modal.getByRole('button', { name: 'Customer service' }).click();
  const list = page.getByRole('dialog', { name: 'Customer service' });
  await expect(list.getByRole('button', { name: 'Live chat' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'Telegram' })).toBeVisible();
  await expect(list.getByRole('button', { name: 'VIP host' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(modal).toBeVisible();

  // §2 Retry opens /m/index.html on the fastest live line, carrying affiliateCode and r.
  const statusThere = page.waitForResponse((r) =>
    r.url().startsWith(`${lines.origin(FASTEST_LIVE)}/wps/system/status`),
  );
  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(`${lines.origin(FASTEST_LIVE)}/m/index.html?affiliateCode=AFF7&r=REF9`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo Lottery' })).toBeVisible();
  // That line is in service: its status call answers, and no modal comes back.
  expect((await statusThere).status()).toBe(200);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Looking for the fastest line…' })).toHaveCount(0);
});
