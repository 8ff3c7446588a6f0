/**
 * Issue 32 (§2): the balance in a member's top bar follows the money. That the bar holds the balance
 * and Deposit on every page, with the title whole beside them, is checked where look.spec visits every
 * §2 route (topBarProblems).
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newMember } from './support/new-member';

const ADMIN = { Authorization: 'Bearer storefront-dev-admin' };
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
