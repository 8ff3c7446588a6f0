/**
 * Logs a seeded member in through the storefront's own login page (§2), with the seed password, and
 * waits for member home: for the specs that need a member but do not test the login itself.
 */
import { expect, type Page } from '@playwright/test';

export async function logIn(page: Page, username: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}
