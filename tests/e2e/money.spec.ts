/**
 * Issue 12 money, walked by a player in real Chromium against the real reference server: deposit,
 * the operator's confirmation arriving within one poll (§4, §9), withdraw with an account added
 * first, one order per intent (double tap, retried request), offline refusal with nothing replayed
 * (DESIGN rule 11), and the BRL merchant in Portuguese (Brazil) with Pix (§9 BRL in pt-BR).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MONEY_POLL_INTERVAL_MS } from '../../src/config/constants';
import { E2E_PORT } from './support/env';
import { recordTracking } from './support/firebase';
import { newMember } from './support/new-member';
import { sessionToken } from './support/session-token';

const ADMIN = { Authorization: 'Bearer storefront-dev-admin' };
const SORTE = `http://brl.localhost:${E2E_PORT}`;

async function orders(request: APIRequestContext, username: string, merchant = 'DEMO') {
  const answer = await request.get(`/admin/money/orders?username=${username}`, {
    headers: { ...ADMIN, Merchant: merchant },
  });
  return ((await answer.json()) as { value: { orderNo: string; kind: string; status: string; amountMinor: number }[] })
    .value;
}

async function decide(request: APIRequestContext, orderNo: string, action: 'confirm' | 'reject', merchant = 'DEMO') {
  const answer = await request.post('/admin/money/orders', {
    headers: { ...ADMIN, Merchant: merchant },
    data: { orderNo, action },
  });
  expect(answer.status()).toBe(200);
}

async function credit(request: APIRequestContext, username: string, amountMinor: number) {
  await request.post('/admin/money/adjust', {
    headers: { ...ADMIN, Merchant: 'DEMO' },
    data: { username, amountMinor, idempotencyKey: randomUUID() },
  });
}

const balance = (page: Page) => page.getByTestId('balance');

/** A money call straight to the reference server, as the member (the page is not involved). */
async function asMember(request: APIRequestContext, token: string, call: string, data?: unknown) {
  const headers = { Merchant: 'DEMO', Authorization: token, 'Content-Type': 'application/json' };
  const answer =
    data === undefined
      ? await request.get(`/wps/relay/${call}`, { headers })
      : await request.post(`/wps/relay/${call}`, { headers, data });
  const body = (await answer.json()) as { success: boolean; value: Record<string, unknown> };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

interface HeldEvent {
  id: string;
  eventName: string;
  eventValue: string;
}
/** The tracking events the reference server holds for DEMO (§7 event report), each id once. */
async function heldEvents(request: APIRequestContext): Promise<HeldEvent[]> {
  const answer = await request.get('/admin/tracking/events', { headers: { ...ADMIN, Merchant: 'DEMO' } });
  return ((await answer.json()) as { value: HeldEvent[] }).value;
}

test.describe('deposit (§2 /m/voucherCenter)', () => {
  test('§4 §9 deposit → pending → the operator confirms → the balance changes on screen within one poll; §3 events fire', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    const tracked = await recordTracking(page);
    await page.clock.install();
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await expect(balance(page)).toHaveText('$0.00');

    // A quick amount chip fills the amount; the channel's limits are shown.
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await expect(page.getByText('From $10.00 to $10,000.00')).toBeVisible();
    await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '$50.00' }).click();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('50');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();

    const placed = page.getByRole('region', { name: 'Your deposit' });
    await expect(placed.getByText('Pending')).toBeVisible();
    const [order] = await orders(request, username);
    expect(order).toMatchObject({ kind: 'deposit', status: 'pending', amountMinor: 5000 });
    await expect(placed.getByText(`Reference ${order!.orderNo}`)).toBeVisible();
    await expect(page.getByRole('listitem', { name: `Order ${order!.orderNo}` }).getByText('Pending')).toBeVisible();

    // Let the 2.5 s recheck after the deposit event pass (and its answer arrive, on a slow machine
    // too), then the operator confirms.
    const rechecked = page.waitForResponse((r) => r.url().includes('MCSFE_getDepositHistory'));
    await page.clock.fastForward(3_000);
    await rechecked;
    await decide(request, order!.orderNo, 'confirm');
    await expect(balance(page)).toHaveText('$0.00');
    // One poll later (30 s, the production value) the money is on screen, without a reload.
    await page.clock.fastForward(MONEY_POLL_INTERVAL_MS);
    await expect(balance(page)).toHaveText('$50.00');
    await expect(placed.getByText('Successful')).toBeVisible();
    await expect(placed.getByText('The money has arrived in your balance.')).toBeVisible();

    const names = ((await tracked()) as { name: string; amount?: number; orderNo?: string }[])
      .filter((e) => e.orderNo === order!.orderNo)
      .map((e) => e.name);
    expect(names).toEqual(['depositSubmit', 'firstDeposit', 'deposit', 'firstDepositArrival']);
  });

  test('§5 an amount outside the limits is refused before sending, with the limits named; the form keeps it', async ({
    page,
    request,
  }) => {
    const { token } = await newMember(request);
    let posts = 0;
    await page.route('**/wps/relay/MCSFE_deposit', (route) => {
      posts++;
      return route.continue();
    });
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await page.getByLabel('Amount', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The minimum is $10.00.');
    await expect(page.getByLabel('Amount', { exact: true })).toBeFocused();
    await page.getByLabel('Amount', { exact: true }).fill('12.3456');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This currency does not have that many decimals.');
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('12.3456');
    expect(posts).toBe(0);
  });

  test('DESIGN rule 11 a double tap and a retried request after a lost answer make exactly one order', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    const keys: string[] = [];
    let first = true;
    await page.route('**/wps/relay/MCSFE_deposit', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (first) {
        first = false;
        // The server makes the order, but its answer never reaches the page.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await page.getByLabel('Amount', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Cannot reach the server. Nothing was lost: please try again.');
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('20');

    // The player taps again, twice in a row.
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('button', { name: 'Sending…' }).click({ force: true });
    await page.getByLabel('Amount', { exact: true }).press('Enter');
    await expect(page.getByRole('region', { name: 'Your deposit' }).getByText('Pending')).toBeVisible();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await orders(request, username)).toHaveLength(1);
    await expect(page.getByRole('region', { name: 'Deposit history' }).getByRole('listitem')).toHaveCount(1);
  });

  test('§3 a member’s second deposit fires redeposit, not firstDeposit, and its arrival deposit only: as the server receives them', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    // The member's first deposit, made and confirmed before the page opens.
    const first = await asMember(request, token, 'MCSFE_deposit', {
      channelCode: 'BANK',
      amountMinor: 2_000,
      idempotencyKey: randomUUID(),
    });
    await decide(request, first.orderNo as string, 'confirm');

    await page.clock.install();
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await expect(balance(page)).toHaveText('$20.00');
    await expect(page.getByRole('region', { name: 'Deposit history' }).getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Amount', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const placed = page.getByRole('region', { name: 'Your deposit' });
    await expect(placed.getByText('Pending')).toBeVisible();
    const second = (await orders(request, username)).find((o) => o.orderNo !== first.orderNo)!;
    expect(second).toMatchObject({ kind: 'deposit', status: 'pending', amountMinor: 3_000 });

    // The payment channel confirms before the §4 recheck 2.5 s after the deposit event: the money arrives on screen.
    await decide(request, second.orderNo, 'confirm');
    await page.clock.fastForward(3_000);
    await expect(placed.getByText('Successful')).toBeVisible();
    await expect(balance(page)).toHaveText('$50.00');

    // What the reference server holds for the second order: depositSubmit, redeposit, deposit; never firstDeposit or firstDepositArrival.
    const ofSecond = async () =>
      (await heldEvents(request))
        .filter((e) => e.id.endsWith(`-${second.orderNo}`))
        .map((e) => e.eventName)
        .sort();
    await expect.poll(ofSecond, { timeout: 20_000 }).toEqual(['deposit', 'depositSubmit', 'redeposit']);
    const redeposit = (await heldEvents(request)).find((e) => e.id === `redeposit-${second.orderNo}`)!;
    expect(JSON.parse(redeposit.eventValue)).toMatchObject({ orderNo: second.orderNo, amount: 30, currency: 'USD' });
  });

  test('§3 a channel that confirms before the page looks at the history again still counts as money arriving: deposit and firstDepositArrival', async ({
    page,
    context,
    request,
  }) => {
    const { token, username } = await newMember(request);
    const firstLook = page.waitForResponse((r) => r.url().includes('/wps/relay/MCSFE_getDepositHistory'));
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await firstLook;
    // From now on every look at the history waits until the payment channel has confirmed the order
    // (an instant channel, a slow phone): the page never sees it pending in a history answer.
    let release!: () => void;
    const confirmed = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/wps/relay/MCSFE_getDepositHistory*', async (route) => {
      await confirmed;
      await route.continue();
    });
    await page.getByLabel('Amount', { exact: true }).fill('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const placed = page.getByRole('region', { name: 'Your deposit' });
    await expect(placed.getByText('Pending')).toBeVisible();
    const [order] = await orders(request, username);
    await decide(request, order!.orderNo, 'confirm');
    release();
    await expect(placed.getByText('Successful')).toBeVisible({ timeout: 20_000 });

    const ofOrder = async () =>
      (await heldEvents(request))
        .filter((e) => e.id.endsWith(`-${order!.orderNo}`))
        .map((e) => e.eventName)
        .sort();
    await expect
      .poll(ofOrder, { timeout: 20_000 })
      .toEqual(['deposit', 'depositSubmit', 'firstDeposit', 'firstDepositArrival']);
  });

  test('DESIGN rule 11 a submit while offline is refused at once; nothing reaches the server after reconnecting', async ({
    page,
    context,
    request,
  }) => {
    const { token, username } = await newMember(request);
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().includes('MCSFE_deposit')) posts++;
    });
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await expect(balance(page)).toHaveText('$0.00');
    await page.getByLabel('Amount', { exact: true }).fill('25');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'You are offline. Nothing was sent; please try again when you are connected.',
    );
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue('25');
    await context.setOffline(false);
    await page.waitForTimeout(1_500);
    expect(posts).toBe(0);
    expect(await orders(request, username)).toEqual([]);
  });
});

test.describe('withdraw (§2 /m/withdraw) and bank cards (§2 /m/securityCenter/addBankCard)', () => {
  test('withdraw without an account → add a bank card → withdraw; the amount is reserved at once', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    await credit(request, username, 20_000);
    const tracked = await recordTracking(page);
    await page.goto(`/m/withdraw?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(balance(page)).toHaveText('$200.00');
    await expect(page.getByRole('heading', { name: 'Add an account first' })).toBeVisible();
    await page.getByRole('link', { name: 'Add bank account' }).click();

    await expect(page).toHaveURL(/\/m\/securityCenter\/addBankCard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Add bank card' })).toBeVisible();
    // §5 an empty field is highlighted and focused, with no message.
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByLabel('Bank', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Bank', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Wells Fargo' });
    await page.getByLabel("Account holder's name").fill('Mary Player');
    await page.getByLabel('Account number').fill('1234');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('alert')).toHaveText('The account number must be 6 to 20 digits.');
    await page.getByLabel('Account number').fill('5500 1234 9876');
    await page.getByRole('button', { name: 'Save account' }).click();

    await expect(page).toHaveURL(/\/m\/withdraw$/);
    const account = page.getByRole('radio', { name: /Wells Fargo •••• 9876/ });
    await expect(account).toBeChecked();
    await expect(page.getByText('Withdrawals left today: 5 of 5')).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('250');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This is more than you can withdraw ($200.00).');
    await page.getByLabel('Amount', { exact: true }).fill('75.50');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();

    const placed = page.getByRole('region', { name: 'Your withdrawal' });
    await expect(placed.getByText('Pending')).toBeVisible();
    await expect(balance(page)).toHaveText('$124.50');
    await expect(page.getByText('Withdrawals left today: 4 of 5')).toBeVisible();
    const [order] = await orders(request, username);
    expect(order).toMatchObject({ kind: 'withdraw', status: 'pending', amountMinor: 7550 });
    const events = ((await tracked()) as { name: string; amount: number }[]).filter((e) => e.name === 'withdraw');
    expect(events).toEqual([
      expect.objectContaining({ name: 'withdraw', amount: 75.5, currency: 'USD', orderNo: order!.orderNo }),
    ]);
  });

  test('DESIGN rule 11 binding a bank card: a double tap and a retry after a lost answer send one key and bind once', async ({
    page,
    request,
  }) => {
    const { token } = await newMember(request);
    const keys: string[] = [];
    let first = true;
    await page.route('**/wps/relay/MCSFE_bindBankCard', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (first) {
        first = false;
        // The server binds the account, but its answer never reaches the page.
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`/m/securityCenter/addBankCard?token=${encodeURIComponent(token)}`);
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Chase' });
    await page.getByLabel("Account holder's name").fill('Tap Twice');
    await page.getByLabel('Account number').fill('4444 5555 6666');
    await page.getByRole('button', { name: 'Save account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cannot reach the server. Nothing was lost: please try again.');
    await expect(page.getByLabel('Account number')).toHaveValue('4444 5555 6666');

    // The player taps again, twice in a row, and presses Enter.
    await page.getByRole('button', { name: 'Save account' }).click();
    await page.getByRole('button', { name: 'Saving…' }).click({ force: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByRole('radio', { name: /Chase •••• 6666/ })).toBeChecked();

    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const info = await asMember(request, token, 'MCSFE_getWithdrawAccountInfo');
    expect(info.accounts).toEqual([expect.objectContaining({ providerCode: 'CHASE', maskedNumber: '•••• 6666' })]);
  });
});

test.describe('the BRL merchant (SORTE, brl.localhost) in Portuguese (Brazil)', () => {
  // A Brazilian player's phone (§1: the browser language chooses when nothing is stored).
  test.use({ locale: 'pt-BR' });
  test('§9 reais in pt-BR, Pix deposit and a Pix key checked by its check digits', async ({ page, request }) => {
    const token = await sessionToken(request, 'jogador1', 'SORTE');
    await page.goto(`${SORTE}/m/voucherCenter?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Depositar' })).toBeVisible();
    await expect(balance(page)).toHaveText(/^R\$\s300,00$/);
    await expect(page.getByRole('radio', { name: 'Pix' })).toBeChecked();
    await expect(page.getByText(/^De R\$\s10,00 a R\$\s50\.000,00$/)).toBeVisible();
    await page
      .getByRole('group', { name: 'Valores rápidos' })
      .getByRole('button', { name: /^R\$\s20,00$/ })
      .click();
    await page.getByRole('button', { name: 'Depositar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Seu depósito' }).getByText('Pendente')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico de depósitos' }).getByRole('listitem')).toHaveCount(3);

    await page.goto(`${SORTE}/m/securityCenter/addBankCardPix`);
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar chave Pix' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suas contas' }).getByText('•••• 4725')).toBeVisible();
    await page.getByLabel('Nome do titular').fill('João da Silva');
    await page.getByLabel('Tipo de chave').selectOption({ label: 'CPF' });
    await page.getByLabel('Chave Pix', { exact: true }).fill('123.456.789-00');
    await page.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(page.getByRole('alert')).toHaveText('Esta não é uma chave Pix válida do tipo escolhido.');
    await page.getByLabel('Tipo de chave').selectOption({ label: 'Celular' });
    await page.getByLabel('Chave Pix', { exact: true }).fill('+55 11 98765-4321');
    await page.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(page).toHaveURL(/\/m\/withdraw$/);
    await expect(page.getByRole('radio', { name: /Pix •••• 4321/ })).toBeVisible();
    await expect(page.getByText('Saques restantes hoje: 3 de 3')).toBeVisible();
  });
});

test.describe('answers that go wrong, and nothing kept (DESIGN rule 11)', () => {
  test('a 502 and an unreadable answer each show their own text, keep the amount, and the retry makes one order', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    const keys: string[] = [];
    const answers = [
      (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }),
      (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"value":' }),
    ];
    await page.route('**/wps/relay/MCSFE_deposit', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      const next = answers.shift();
      return next ? next(route) : route.continue();
    });
    await page.goto(`/m/voucherCenter?token=${encodeURIComponent(token)}`);
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The payment service is unavailable for a moment. Please try again; you will not be charged twice.',
    );
    await expect(amount).toHaveValue('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The server sent an answer we could not read. Please try again; you will not be charged twice.',
    );
    await expect(amount).toHaveValue('30');
    // A reload in between: the pending key survives it, so the retry is still the same intent.
    await page.reload();
    await amount.fill('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Your deposit' }).getByText('Pending')).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(await orders(request, username)).toHaveLength(1);
  });

  test('§7 a withdrawal that gets no answer in 30 s shows the timeout text, keeps the amount, and the retry is the same order', async ({
    page,
    request,
  }) => {
    const { token, username } = await newMember(request);
    await credit(request, username, 10_000);
    const bound = await request.post('/wps/relay/MCSFE_bindBankCard', {
      headers: { Merchant: 'DEMO', Authorization: token, 'Content-Type': 'application/json' },
      data: {
        kind: 'bank',
        providerCode: 'CHASE',
        holderName: 'Slow Answer',
        accountNumber: '123123123',
        idempotencyKey: randomUUID(),
      },
    });
    expect(bound.status()).toBe(200);
    const keys: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wps/relay/MCSFE_withdraw', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
      if (keys.length === 1) {
        // The server makes the order; its answer arrives only after the page gave up waiting.
        const answer = await route.fetch();
        await held;
        return route.fulfill({ response: answer }).catch(() => {});
      }
      return route.continue();
    });
    await page.clock.install();
    await page.goto(`/m/withdraw?token=${encodeURIComponent(token)}`);
    await expect(balance(page)).toHaveText('$100.00');
    const amount = page.getByLabel('Amount', { exact: true });
    await amount.fill('40');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect.poll(() => keys.length).toBe(1);
    await page.clock.fastForward(31_000);
    await expect(page.getByRole('alert')).toHaveText(
      'The server took too long to answer. Please try again; you will not be charged twice.',
    );
    await expect(amount).toHaveValue('40');
    release();
    await page.clock.fastForward(1_000);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Your withdrawal' }).getByText('Pending')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const made = await orders(request, username);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: 'withdraw', amountMinor: 4_000 });
  });

  test('after deposit and withdraw pages under the worker, no money answer is in Cache Storage or local storage', async ({
    page,
    request,
  }) => {
    const { token } = await newMember(request);
    await page.goto(`/m/home?token=${encodeURIComponent(token)}`);
    await page.evaluate(`(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    })()`);
    await page.goto('/m/voucherCenter');
    await expect(balance(page)).toHaveText('$0.00');
    expect(await page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
    await page.goto('/m/withdraw');
    await expect(balance(page)).toHaveText('$0.00');
    await page.goto('/m/voucherCenter');
    await expect(balance(page)).toHaveText('$0.00');
    await page.waitForTimeout(1_500); // the persister writes at most once a second
    const kept = (await page.evaluate(`(async () => {
      const urls = [];
      const bodies = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          urls.push(request.url);
          if (request.url.includes('/wps/')) bodies.push(await (await cache.match(request)).text());
        }
      }
      return { urls, bodies, local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }) };
    })()`)) as { urls: string[]; bodies: string[]; local: string; session: string };
    expect(kept.urls.length).toBeGreaterThan(0); // the worker's caches were there to look into
    expect(kept.urls.filter((u) => /MCSFE_(get(Deposit|Withdraw|Transaction)|deposit|withdraw|bind)/.test(u))).toEqual(
      [],
    );
    for (const text of [...kept.bodies, kept.local, kept.session]) {
      expect(text).not.toMatch(/balanceMinor|withdrawableMinor|quickAmountsMinor/);
    }
  });
});
