/**
 * Issue 32 (§2): a member always sees the balance and a Deposit button in the top bar, on every page
 * but the game frame (which keeps its own), and the balance follows the money; beside the wallet a
 * page's title still reads whole (Vietnamese "Tài khoản của tôi" read "Tài khoả…" while Deposit was
 * a labelled button).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { configContext, SHOT_CONFIGS, SHOT_ROUTES } from './support/configurations';
import { newMember } from './support/new-member';

const ADMIN = { Authorization: 'Bearer storefront-dev-admin' };
const depositLabel = (language: string) =>
  (JSON.parse(readFileSync(`src/i18n/locales/${language}.json`, 'utf8')) as { page: { deposit: string } }).page.deposit;

for (const [id, language] of [
  ['demo-en-member', 'en'],
  ['lucky-vi-member', 'vi'],
] as const) {
  const config = SHOT_CONFIGS.find((c) => c.id === id)!;
  test(`issue 32 §2 the top bar holds the balance and Deposit on every page, and the title reads whole: ${config.label}`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const context = await configContext(browser, `http://127.0.0.1:${E2E_PORT}`, config);
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      for (const route of SHOT_ROUTES(config).filter((r) => r.name !== 'launch-game')) {
        await page.goto(`http://${config.host}:${E2E_PORT}${route.path}`);
        const bar = page.locator('.page-header, .home-header').first();
        await expect(bar.locator('.top-balance bdi'), route.path).toHaveText(/\d/);
        const deposit = bar.getByRole('link', { name: depositLabel(language), exact: true });
        if (route.name === 'deposit') await expect(deposit, 'no Deposit on the deposit page itself').toHaveCount(0);
        else {
          await expect(deposit, route.path).toBeVisible();
          const box = await deposit.boundingBox();
          if (!box || box.width < 43.5 || box.height < 43.5)
            problems.push(`${route.path}: Deposit ${box ? `${box.width}×${box.height}` : 'missing'}`);
          if (!(await deposit.getAttribute('class'))?.includes('button'))
            problems.push(`${route.path}: Deposit is no button`);
        }
        const clipped = await bar
          .getByRole('heading', { level: 1 })
          .evaluate((h) => h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1);
        if (clipped)
          problems.push(`${route.path}: title "${await bar.getByRole('heading', { level: 1 }).textContent()}" is cut`);
      }
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}

test('issue 32 §2 the top bar balance follows the money: a credit shows on the next page the member opens', async ({
  page,
  request,
}) => {
  const { token, username } = await newMember(request);
  await page.goto(`/m/game?token=${encodeURIComponent(token)}`);
  await expect(page.locator('.page-header .top-balance bdi')).toHaveText('$0.00');
  const credited = await request.post('/admin/money/adjust', {
    headers: { ...ADMIN, Merchant: 'DEMO' },
    data: { username, amountMinor: 12_345, idempotencyKey: randomUUID() },
  });
  expect(credited.ok()).toBe(true);
  // No reload: the player moves on through the tab bar, and the bar asks again.
  await page.locator('.tab-bar').getByRole('link', { name: 'Rewards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.locator('.page-header .top-balance bdi')).toHaveText('$123.45');
});
