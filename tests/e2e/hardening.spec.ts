/**
 * Issue 11 (hardening), in real Chromium against the real reference server: the findings a
 * browser sees. §2 (a token handed over in the URL), §3 (the remembered login), §5 (the slider
 * captcha, dragged as a person would). The server-side findings are in server/hardening.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { dragSlider, sliderTarget } from './support/accounts';
import { sessionToken } from './support/session-token';

const LUCKY = `http://lucky.localhost:${E2E_PORT}`;

const liveToken = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))) ?? '{}').token as
    string | undefined;

test.describe('§2 a token handed over in a link (issue 11, ASVS 7)', () => {
  test('§2 the token leaves the URL before the page asks for anything: no request carries it, in its address or its Referer', async ({
    context,
    page,
  }) => {
    const token = await sessionToken(page.request, 'agent1');
    const leaks: string[] = [];
    const violations: string[] = [];
    let requests = 0;
    context.on('request', async (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && requests === 0) {
        requests++;
        return; // the link itself
      }
      requests++;
      const headers = await request.allHeaders().catch(() => request.headers());
      if (request.url().includes(token) || (headers.referer ?? '').includes(token))
        leaks.push(`${request.url()} (Referer ${headers.referer ?? 'none'})`);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`/m/member/home?token=${encodeURIComponent(token)}&affiliateCode=AFF7`);
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
    expect(page.url()).not.toContain(token);
    expect(page.url()).toContain('affiliateCode=AFF7');
    expect(await page.evaluate(() => location.href)).not.toContain('token');
    expect(requests).toBeGreaterThan(3);
    expect(leaks).toEqual([]);
    // The page runs whole under the CSP (no inline script, nothing refused).
    expect(violations).toEqual([]);
  });

  test('§2 a link with another session’s token asks first: staying keeps the live session, switching takes the link’s', async ({
    page,
  }) => {
    const agent = await sessionToken(page.request, 'agent1');
    const player = await sessionToken(page.request, 'player0');
    await page.goto(`/m/member/home?token=${encodeURIComponent(agent)}`);
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();

    // The same token again changes nothing and asks nothing.
    await page.goto(`/m/member/home?token=${encodeURIComponent(agent)}`);
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Another one: asked, and Escape (like "Stay") keeps the live session.
    await page.goto(`/m/member/home?token=${encodeURIComponent(player)}`);
    const ask = page.getByRole('alertdialog', { name: 'Switch account?' });
    await expect(ask).toContainText('You are logged in as agent1 here.');
    expect(page.url()).not.toContain(player);
    await page.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
    expect(await liveToken(page)).toBe(agent);

    await page.goto(`/m/member/home?token=${encodeURIComponent(player)}`);
    await ask.getByRole('button', { name: 'Stay as agent1' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
    expect(await liveToken(page)).toBe(agent);

    await page.goto(`/m/member/home?token=${encodeURIComponent(player)}`);
    await ask.getByRole('button', { name: 'Switch account' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
    expect(await liveToken(page)).toBe(player);
    expect(page.url()).not.toContain('token');
  });
});

test('§3 the remembered password is sealed: a copy of local storage on another device reveals nothing and logs no one in (issue 11)', async ({
  browser,
  page,
}) => {
  test.slow(); // two devices, three pages
  await page.goto('/m/login');
  await page.getByLabel('Username').fill('agent1');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const copied = (await page.evaluate(() => JSON.stringify(localStorage))) as string;
  expect(copied).not.toContain('demo1234');
  const stored = JSON.parse(JSON.parse(copied).MC_REMEMBERED_LOGIN) as { password: string };
  // Undoing the §3 double base64 gives the sealed text, not the password.
  const inner = atob(atob(stored.password).slice(8));
  expect(inner).toMatch(/^\u0001seal1:/);
  expect(inner).not.toContain('demo1234');
  expect(atob(inner.slice('\u0001seal1:'.length))).not.toContain('demo1234');

  // Another device with the copied local storage (and not the key kept in IndexedDB).
  const thief = await browser.newContext();
  const other = await thief.newPage();
  await other.goto('/m/game');
  await other.evaluate((data) => {
    for (const [k, v] of Object.entries(JSON.parse(data) as Record<string, string>)) localStorage.setItem(k, v);
  }, copied);
  await other.goto('/m/login');
  await expect(other.getByLabel('Username')).toHaveValue('agent1');
  await other.waitForTimeout(1_000);
  await expect(other.getByLabel('Password')).toHaveValue('');
  expect(await other.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await thief.close();

  // The device that sealed it still fills the form in.
  const again = await page.context().newPage();
  await again.goto('/m/login?redirectUrl=%2Fm%2Fgame');
  await expect(again.getByLabel('Password')).toHaveValue('demo1234');
});

test('§5 the slider captcha passes a drag with the mouse, as a person would do it (issue 11: the picture is pixels only)', async ({
  page,
}) => {
  await page.goto(`${LUCKY}/m/register`);
  const slider = page.getByRole('slider', { name: 'Slide the piece into the gap' });
  await expect(slider).toHaveValue('0');
  // Grab the thumb, pull it across speeding up then slowing down, the hand a pixel off its row,
  // correct at the end (issue 35: the server refuses instant, constant-speed or ruler-straight drags).
  await dragSlider(page, slider, sliderTarget('LUCKY'));
  await expect(page.getByRole('region', { name: 'Verification' }).getByRole('status')).toHaveText('✓ Verified');
});

test('issue 35 defect: slider captcha — a machine-straight drag to the right place is refused', async ({ page }) => {
  await page.goto(`${LUCKY}/m/register`);
  const slider = page.getByRole('slider', { name: 'Slide the piece into the gap' });
  await expect(slider).toHaveValue('0');
  const target = sliderTarget('LUCKY');
  const box = (await slider.boundingBox())!;
  const max = Number(await slider.getAttribute('max'));
  const y = box.y + box.height / 2;
  // A bot's drag: one straight row, even steps, no pause; even landing on the hole it is refused.
  await page.mouse.move(box.x + 6, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 6 + (target * box.width) / max, y, { steps: 10 });
  for (let i = 0; i < 20 && Number(await slider.inputValue()) !== target; i++) {
    const value = Number(await slider.inputValue());
    await page.mouse.move(box.x + 6 + ((target + (target - value) * 0.9) * box.width) / max, y);
  }
  await page.mouse.up();
  await expect(page.getByRole('region', { name: 'Verification' }).getByRole('alert')).toContainText('60500');
});
