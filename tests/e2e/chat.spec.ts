/**
 * Issue 7, chat and customer service in real Chromium against the real reference server: the chat
 * footer button by member type (§6: a visitor goes to login, type 4 has no chat and no unread
 * count, type 0 chats), the chat opened in the frame page (§2), the unread badge following the
 * agent's messages (§3), also when the player comes back to the tab while the first count is on
 * its way, and customer-service entries restricted by the member's label (§5).
 */
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEV_ADMIN_TOKEN } from '../../server/admin/admin';
import { logIn } from './support/log-in';

const admin = { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' };

/** What an agent says to a member (the operator's admin endpoint). */
async function agentSays(request: APIRequestContext, username: string, text: string): Promise<void> {
  const answer = await request.post('/admin/chat', { headers: admin, data: { username, text } });
  expect(answer.status()).toBe(200);
}

async function conversation(request: APIRequestContext, username: string) {
  const answer = await request.get(`/admin/chat?username=${username}`, { headers: admin });
  return ((await answer.json()) as { value: { messages: { sender: string; text: string }[]; unReadCount: number } })
    .value;
}

const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

async function standInSupportSites(context: BrowserContext): Promise<void> {
  for (const site of ['https://support.example.com/**', 'https://t.me/**']) {
    await context.route(site, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'support' }));
  }
}

test('§6 a visitor’s chat button goes to /m/login', async ({ page }) => {
  const unread: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CBS_unreadCount')) unread.push(r.url());
  });
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fhome$/);
  expect(unread).toEqual([]);
});

test('§6 type 4 has no chat and no unread count: the button says so', async ({ page, request }) => {
  await agentSays(request, 'nochat4', 'This member may not chat; the badge must not show it.');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CBS_unreadCount') || r.url().includes('CBS_launchChat')) asked.push(r.url());
  });
  await logIn(page, 'nochat4');
  const button = page.getByRole('button', { name: 'Chat', exact: true });
  await expect(button).toBeVisible();
  await returnToTab(page);
  await page.waitForTimeout(500);
  await expect(button).toHaveAccessibleName('Chat');
  await button.click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your account does not have permission to use the chat.');
  await notice.getByRole('button', { name: 'OK' }).click();
  expect(asked).toEqual([]);
});

test('§2 §3 §6 a player chats in the frame page; the unread badge follows the agent’s messages', async ({
  page,
  request,
}) => {
  await logIn(page, 'player0');
  const before = (await conversation(request, 'player0')).unReadCount;
  await expect(
    page.getByRole('button', { name: before ? `Chat, ${before} unread` : 'Chat', exact: true }),
  ).toBeVisible();

  // An agent writes while the player is on the home page: the badge shows it when they come back to the tab.
  await agentSays(request, 'player0', 'Hello player0, your bonus is ready.');
  await returnToTab(page);
  const badged = page.getByRole('button', { name: `Chat, ${before + 1} unread`, exact: true });
  await expect(badged).toBeVisible();
  await expect(badged).toContainText(String(before + 1));

  // §7 CBS_launchChat, and the chat opens in the frame page with back and a fullscreen toggle.
  const launch = page.waitForRequest((r) => r.url().includes('/wps/relay/CBS_launchChat'));
  await badged.click();
  const query = new URL((await launch).url()).searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    b2c: 'true',
    title: 'Customer service chat',
    language: 'EN',
    headerColor: '#d32f2f',
  });
  expect(query.get('backUrl')).toMatch(/\/m\/home$/);
  const frame = page.getByRole('dialog', { name: 'Customer service chat' });
  await expect(frame).toBeVisible();
  const chat = page.frameLocator('iframe[title="Customer service chat"]');
  const log = chat.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Hello player0, your bonus is ready.');

  await chat.getByRole('textbox', { name: 'Message' }).fill('Thanks! Where do I find it?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText('Thanks! Where do I find it?');
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  const toggle = frame.getByRole('button', { name: 'Full screen' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  // Back closes the frame page; what the chat showed is read, so the badge goes.
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(frame).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /unread/ })).toHaveCount(0);

  // The conversation is stored on the server, and nothing is left unread.
  const stored = await conversation(request, 'player0');
  expect(stored.unReadCount).toBe(0);
  expect(stored.messages.slice(-2).map((m) => [m.sender, m.text])).toEqual([
    ['agent', 'Hello player0, your bonus is ready.'],
    ['member', 'Thanks! Where do I find it?'],
  ]);
});

test('issue 32 §3 the installed app’s icon shows the chat’s unread count (Badging API), and is cleared once read', async ({
  page,
  request,
}) => {
  // Chromium has the Badging API only for an installed app: this page's calls are recorded instead.
  await page.addInitScript(() => {
    const calls: Array<number | 'clear'> = [];
    (window as unknown as { badgeCalls: typeof calls }).badgeCalls = calls;
    Object.defineProperty(navigator, 'setAppBadge', {
      configurable: true,
      value: (count: number) => (calls.push(count), Promise.resolve()),
    });
    Object.defineProperty(navigator, 'clearAppBadge', {
      configurable: true,
      value: () => (calls.push('clear'), Promise.resolve()),
    });
  });
  const badgeCalls = () =>
    page.evaluate(() => (window as unknown as { badgeCalls: Array<number | 'clear'> }).badgeCalls);
  await logIn(page, 'player0');
  const before = (await conversation(request, 'player0')).unReadCount;
  await agentSays(request, 'player0', 'Your weekly cashback has arrived.');
  await returnToTab(page);
  await expect(page.getByRole('button', { name: `Chat, ${before + 1} unread`, exact: true })).toBeVisible();
  await expect.poll(async () => (await badgeCalls()).at(-1)).toBe(before + 1);

  // Read in the chat: the icon's badge is cleared (and the next test finds nothing unread).
  await page.getByRole('button', { name: `Chat, ${before + 1} unread`, exact: true }).click();
  const frame = page.getByRole('dialog', { name: 'Customer service chat' });
  await expect(
    page.frameLocator('iframe[title="Customer service chat"]').getByRole('log', { name: 'Messages' }),
  ).toContainText('Your weekly cashback has arrived.');
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await expect.poll(async () => (await badgeCalls()).at(-1)).toBe('clear');
});

/**
 * Every count the platform gives before the agent writes is held until the player is back on the
 * tab: what a slow network (or a busy machine) does to the first count after login.
 */
async function holdCountsUntilTheAgentWrites(context: BrowserContext) {
  let wrote = false;
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let counted!: () => void;
  const firstCountLeft = new Promise<void>((resolve) => (counted = resolve));
  await context.route('**/wps/relay/CBS_unreadCount', async (route) => {
    const response = await route.fetch();
    if (!wrote) {
      counted();
      await held;
    }
    // The page (or the worker) may have dropped a count it no longer wants.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return {
    firstCountLeft,
    agentWrote: () => (wrote = true),
    letGo,
  };
}

test('§3 back on the tab while the first count is on its way: the badge still shows the agent’s message', async ({
  context,
  page,
  request,
}) => {
  const counts = await holdCountsUntilTheAgentWrites(context);
  await logIn(page, 'player0');
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  await counts.firstCountLeft;
  const before = (await conversation(request, 'player0')).unReadCount;

  await agentSays(request, 'player0', 'Hello again player0, a new mission is open.');
  counts.agentWrote();
  await returnToTab(page);
  counts.letGo();
  // Not the count that left before the message (the next poll is CHAT_UNREAD_POLL_MS away).
  const badged = page.getByRole('button', { name: `Chat, ${before + 1} unread`, exact: true });
  await expect(badged).toBeVisible();

  // Read in the chat, so the next test finds nothing unread.
  await badged.click();
  const frame = page.getByRole('dialog', { name: 'Customer service chat' });
  await expect(
    page.frameLocator('iframe[title="Customer service chat"]').getByRole('log', { name: 'Messages' }),
  ).toContainText('Hello again player0, a new mission is open.');
  await frame.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();
  expect((await conversation(request, 'player0')).unReadCount).toBe(0);
});

test.describe('§3 §5 customer service on member home, by label', () => {
  test('§5 a VIP (label L1) gets their VIP host directly; others choose among the unrestricted entries', async ({
    context,
    page,
  }) => {
    await standInSupportSites(context);
    await logIn(page, 'player0');
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { name: 'Hello, player0' })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    expect((await popup).url()).toBe('https://support.example.com/chat/demo-vip');
    await expect(page.getByRole('dialog', { name: 'Customer service' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Log out' }).click();
    await logIn(page, 'agent1');
    await page.goto('/m/member/home');
    await expect(page.getByRole('heading', { name: 'Hello, agent1' })).toBeVisible();
    await page.getByRole('button', { name: 'Customer service' }).click();
    const list = page.getByRole('dialog', { name: 'Customer service' });
    await expect(list.getByRole('list').getByRole('button')).toHaveText(['Live chat', 'Telegram']);
    const other = page.waitForEvent('popup');
    await list.getByRole('button', { name: 'Live chat' }).click();
    expect((await other).url()).toBe('https://support.example.com/chat/demo?lang=en');
  });
});
