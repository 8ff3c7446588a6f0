// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { DEV_ADMIN_TOKEN } from '../admin/admin';
import { startTestServer, type TestServer, type WpsAnswer } from '../test/harness';
import { h5Registration } from '../test/registration';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const key = () => randomUUID();

async function tokenOf(username: string, merchant = 'DEMO'): Promise<string> {
  const answer = await server.login(username, 'demo1234', { merchant });
  if (!answer.body.success) throw new Error(`login ${username}: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token as string;
}

/** A fresh member of the merchant (DEMO unless told), logged in. */
async function newMember(merchant = 'DEMO'): Promise<string> {
  const username = `m${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const answer = await server.call(api.register, h5Registration(username), { merchant });
  if (!answer.body.success) throw new Error(`register: ${JSON.stringify(answer.body)}`);
  return answer.body.value.token as string;
}

const admin = (method: string, path: string, body?: unknown, merchant = 'DEMO') =>
  server
    .fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${DEV_ADMIN_TOKEN}`,
        Merchant: merchant,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    .then(async (r) => ({ status: r.status, body: (await r.json()) as WpsAnswer['body'] }));

function expectRefused(answer: WpsAnswer, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toMatchObject({ success: false, errorCode });
  expect(answer.body.message).toBeTruthy();
}

const ledgerSumOf = (token: string) =>
  server.call(api.depositHistory, {}, { token }).then((a) => a.body.value.balanceMinor as number);

describe('seeded wallets (issue 12: every page has data)', () => {
  it('player0 starts with its deposits minus its withdrawal, a bound bank account and §3 counts', async () => {
    const token = await tokenOf('player0');
    const settings = (await server.call(api.depositSettings, {}, { token })).body.value;
    expect(settings).toMatchObject({ currency: 'USD', balanceMinor: 65_000 });
    expect(settings.channels.map((c: { code: string }) => c.code)).toEqual(['BANK', 'EWALLET']);
    const summary = (await server.call(api.transactionSummary, {}, { token })).body.value;
    expect(summary).toMatchObject({
      totalDepositSuccessCount: 2,
      totalWithdrawSuccessCount: 1,
      fullVirtualWalletList: [],
      fullEWalletList: [],
    });
    expect(summary.fullBankCardList).toEqual([
      expect.objectContaining({
        kind: 'bank',
        providerCode: 'CHASE',
        providerName: 'Chase',
        holderName: 'Player Zero',
        maskedNumber: '•••• 6789',
      }),
    ]);
    expect(JSON.stringify(summary)).not.toContain('000123456789');
    const history = (await server.call(api.depositHistory, {}, { token })).body.value;
    expect(history.orders).toHaveLength(2);
    expect(history.orders.every((o: { status: string }) => o.status === 'success')).toBe(true);
  });

  it('the BRL merchant seeds a Pix key and reais; the TLB merchant keeps its platform code', async () => {
    const token = await tokenOf('jogador1', 'SORTE');
    const info = (await server.call(api.withdrawAccountInfo, {}, { token, merchant: 'SORTE' })).body.value;
    expect(info).toMatchObject({ currency: 'BRL', balanceMinor: 30_000, pixEnabled: true });
    expect(info.accounts).toEqual([
      expect.objectContaining({ kind: 'pix', pixKeyType: 'cpf', providerName: 'Pix', maskedNumber: '•••• 4725' }),
    ]);
    // ACE logs in through the Geetest vendor; its seeded wallet is read from the database.
    const ace = server.db
      .prepare("SELECT w.currency FROM wallets w JOIN members m ON m.id = w.member_id WHERE m.username = 'ace0'")
      .get();
    expect(ace).toEqual({ currency: 'TLB' });
  });

  it('money calls need a session', async () => {
    expectRefused(await server.call(api.depositSettings, {}), 'customer.not.login');
    expectRefused(
      await server.call(api.deposit, { channelCode: 'BANK', amountMinor: 2000, idempotencyKey: key() }),
      'customer.not.login',
    );
  });
});

describe('deposits: pending until the payment channel confirms, idempotent by key', () => {
  it('deposit → pending → the operator confirms → the balance and the count change once', async () => {
    const token = await newMember();
    const idempotencyKey = key();
    const first = await server.call(
      api.deposit,
      { channelCode: 'BANK', amountMinor: 5_000, idempotencyKey },
      { token },
    );
    expect(first.body.value).toMatchObject({
      kind: 'deposit',
      status: 'pending',
      amountMinor: 5_000,
      via: 'Bank transfer',
    });
    const orderNo = first.body.value.orderNo as string;
    // A double tap or a retry: the same order, not a second one.
    const again = await server.call(
      api.deposit,
      { channelCode: 'BANK', amountMinor: 5_000, idempotencyKey },
      { token },
    );
    expect(again.body.value.orderNo).toBe(orderNo);
    expectRefused(
      await server.call(api.deposit, { channelCode: 'BANK', amountMinor: 6_000, idempotencyKey }, { token }),
      'idempotency.mismatch',
    );
    expect((await server.call(api.depositHistory, {}, { token })).body.value.orders).toHaveLength(1);
    expect(await ledgerSumOf(token)).toBe(0);

    const confirmed = await admin('POST', '/admin/money/orders', { orderNo, action: 'confirm' });
    expect(confirmed.body.value).toMatchObject({ orderNo, status: 'success' });
    // Confirming twice credits once.
    expect((await admin('POST', '/admin/money/orders', { orderNo, action: 'confirm' })).body.value.status).toBe(
      'success',
    );
    expect((await server.call(api.depositSettings, {}, { token })).body.value.balanceMinor).toBe(5_000);
    expect((await server.call(api.transactionSummary, {}, { token })).body.value.totalDepositSuccessCount).toBe(1);
    expectRefused(
      (await admin('POST', '/admin/money/orders', { orderNo, action: 'reject' })) as WpsAnswer,
      'order.not.pending',
    );
  });

  it('a rejected deposit credits nothing; the operator lists pending orders by member', async () => {
    const token = await newMember();
    const { orderNo } = (
      await server.call(api.deposit, { channelCode: 'EWALLET', amountMinor: 1_000, idempotencyKey: key() }, { token })
    ).body.value;
    const pending = await admin('GET', '/admin/money/orders?status=pending');
    expect(pending.body.value.some((o: { orderNo: string }) => o.orderNo === orderNo)).toBe(true);
    expect((await admin('POST', '/admin/money/orders', { orderNo, action: 'reject' })).body.value.status).toBe(
      'rejected',
    );
    expect((await server.call(api.depositSettings, {}, { token })).body.value.balanceMinor).toBe(0);
    expectRefused(
      (await admin('POST', '/admin/money/orders', { orderNo: 'DFFFF', action: 'confirm' })) as WpsAnswer,
      'order.unknown',
    );
  });

  it('every refused deposit has an errorCode: zero, negative, fractional, NaN-like, huge, outside the channel limits, unknown channel', async () => {
    const token = await newMember();
    const bad: [unknown, string][] = [
      [0, 'invalid_request'],
      [-100, 'invalid_request'],
      [10.5, 'invalid_request'],
      ['NaN', 'invalid_request'],
      ['2000', 'invalid_request'],
      [1e13, 'invalid_request'],
      [null, 'invalid_request'],
      [999, 'amount.below.min'],
      [1_000_001, 'amount.above.max'],
    ];
    for (const [amountMinor, errorCode] of bad) {
      expectRefused(
        await server.wps('POST', api.deposit.path, {
          token,
          body: { channelCode: 'BANK', amountMinor, idempotencyKey: key() },
        }),
        errorCode,
      );
    }
    expectRefused(
      await server.call(api.deposit, { channelCode: 'PIX', amountMinor: 2_000, idempotencyKey: key() }, { token }),
      'deposit.channel.unknown',
    );
    expectRefused(
      await server.wps('POST', api.deposit.path, { token, body: { channelCode: 'BANK', amountMinor: 2_000 } }),
      'invalid_request',
    );
    expectRefused(
      await server.wps('POST', api.deposit.path, {
        token,
        body: { channelCode: 'BANK', amountMinor: 2_000, idempotencyKey: 'short' },
      }),
      'invalid_request',
    );
    expect((await server.call(api.depositHistory, {}, { token })).body.value.orders).toEqual([]);
  });
});

describe('accounts: bank cards, e-wallets and Pix keys, checked again on the server', () => {
  it('binds a bank account (masked in every answer), the same one twice is one account', async () => {
    const token = await newMember();
    const request = {
      kind: 'bank' as const,
      providerCode: 'BOFA',
      holderName: '  Ana   Lima ',
      accountNumber: '1234 5678-90',
      idempotencyKey: key(),
    };
    const bound = (await server.call(api.bindBankCard, request, { token })).body.value;
    expect(bound).toMatchObject({
      kind: 'bank',
      providerName: 'Bank of America',
      holderName: 'Ana Lima',
      maskedNumber: '•••• 7890',
    });
    expect((await server.call(api.bindBankCard, { ...request, idempotencyKey: key() }, { token })).body.value.id).toBe(
      bound.id,
    );
    expect((await server.call(api.transactionSummary, {}, { token })).body.value.fullBankCardList).toHaveLength(1);
    const ewallet = (
      await server.call(
        api.bindBankCard,
        { ...request, kind: 'ewallet', providerCode: 'PAYPAL', idempotencyKey: key() },
        { token },
      )
    ).body.value;
    expect((await server.call(api.transactionSummary, {}, { token })).body.value.fullEWalletList).toEqual([ewallet]);
  });

  it('DESIGN rule 11: the same key twice (a double tap, a retried request) is one binding, answered as the first time; with another body it is refused', async () => {
    const token = await newMember();
    const username = (await server.call(api.memberInfo, {}, { token })).body.value.userName as string;
    const stored = () => ({
      accounts: (
        server.db
          .prepare(
            'SELECT COUNT(*) AS n FROM payout_accounts a JOIN members m ON m.id = a.member_id WHERE m.username = ?',
          )
          .get(username) as { n: number }
      ).n,
      binds: (
        server.db
          .prepare(
            'SELECT COUNT(*) AS n FROM payout_account_binds b JOIN members m ON m.id = b.member_id WHERE m.username = ?',
          )
          .get(username) as { n: number }
      ).n,
    });
    const idempotencyKey = key();
    const request = {
      kind: 'bank' as const,
      providerCode: 'WELLS',
      holderName: 'Tap Twice',
      accountNumber: '5500 1234 9876',
      idempotencyKey,
    };
    // Twenty copies at once: one binding, every answer the first one.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.call(api.bindBankCard, request, { token })),
    );
    const first = answers[0]!.body.value;
    expect(first).toMatchObject({
      kind: 'bank',
      providerName: 'Wells Fargo',
      holderName: 'Tap Twice',
      maskedNumber: '•••• 9876',
    });
    for (const answer of answers) expect(answer.body).toEqual({ success: true, value: first });
    // The same request typed with other spacing is the same request.
    expect(
      (
        await server.call(
          api.bindBankCard,
          { ...request, holderName: ' Tap  Twice', accountNumber: '550012349876' },
          { token },
        )
      ).body.value,
    ).toEqual(first);
    expect(stored()).toEqual({ accounts: 1, binds: 1 });

    // The same key with another account, holder, bank or kind, or for a Pix key: refused, nothing stored.
    expectRefused(
      await server.call(api.bindBankCard, { ...request, accountNumber: '5500 1234 9877' }, { token }),
      'idempotency.mismatch',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...request, holderName: 'Someone Else' }, { token }),
      'idempotency.mismatch',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...request, providerCode: 'CHASE' }, { token }),
      'idempotency.mismatch',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...request, kind: 'ewallet', providerCode: 'PAYPAL' }, { token }),
      'idempotency.mismatch',
    );
    expectRefused(
      await server.call(
        api.bindPixKey,
        { holderName: 'Tap Twice', pixKeyType: 'cpf', pixKey: '52998224725', idempotencyKey },
        { token },
      ),
      'idempotency.mismatch',
    );
    expect(stored()).toEqual({ accounts: 1, binds: 1 });
    expect((await server.call(api.transactionSummary, {}, { token })).body.value.fullBankCardList).toEqual([first]);
  });

  it('DESIGN rule 11: a Pix key bound twice under one key is one binding; the same key with another Pix key is refused', async () => {
    const token = await newMember('SORTE');
    const options = { token, merchant: 'SORTE' };
    const before = (await server.call(api.withdrawAccountInfo, {}, options)).body.value.accounts as unknown[];
    const idempotencyKey = key();
    const request = {
      holderName: 'Maria Souza',
      pixKeyType: 'email' as const,
      pixKey: 'pix.twice@example.com',
      idempotencyKey,
    };
    const [a, b] = await Promise.all([
      server.call(api.bindPixKey, request, options),
      server.call(api.bindPixKey, request, options),
    ]);
    expect(a!.body.value).toMatchObject({ kind: 'pix', pixKeyType: 'email' });
    expect(b!.body.value).toEqual(a!.body.value);
    expect(
      (await server.call(api.bindPixKey, { ...request, pixKey: 'PIX.Twice@Example.com ' }, options)).body.value,
    ).toEqual(a!.body.value);
    expectRefused(
      await server.call(api.bindPixKey, { ...request, pixKey: 'pix.other@example.com' }, options),
      'idempotency.mismatch',
    );
    expectRefused(
      await server.call(api.bindPixKey, { ...request, pixKeyType: 'phone', pixKey: '+55 11 98765-4321' }, options),
      'idempotency.mismatch',
    );
    expect((await server.call(api.withdrawAccountInfo, {}, options)).body.value.accounts).toEqual([
      ...before,
      a!.body.value,
    ]);
  });

  it('refuses a bad bank, holder, number, Pix key or a Pix key where Pix is off, each with its errorCode', async () => {
    const token = await newMember();
    const base = {
      kind: 'bank' as const,
      providerCode: 'CHASE',
      holderName: 'Ana Lima',
      accountNumber: '123456789',
      idempotencyKey: key(),
    };
    expectRefused(
      await server.call(api.bindBankCard, { ...base, providerCode: 'NOPE' }, { token }),
      'account.provider.unknown',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...base, holderName: '<script>' }, { token }),
      'account.holder.invalid',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...base, accountNumber: '12345' }, { token }),
      'account.number.invalid',
    );
    expectRefused(
      await server.call(api.bindBankCard, { ...base, accountNumber: '12345abc90' }, { token }),
      'account.number.invalid',
    );
    expectRefused(
      await server.call(
        api.bindPixKey,
        { holderName: 'Ana Lima', pixKeyType: 'cpf', pixKey: '52998224725', idempotencyKey: key() },
        { token },
      ),
      'pix.unavailable',
    );
    const sorte = await tokenOf('jogador2', 'SORTE');
    const pix = (pixKeyType: 'cpf' | 'cnpj' | 'email' | 'phone' | 'random', pixKey: string) =>
      server.call(
        api.bindPixKey,
        { holderName: 'Maria Souza', pixKeyType, pixKey, idempotencyKey: key() },
        { token: sorte, merchant: 'SORTE' },
      );
    expectRefused(await pix('cpf', '529.982.247-24'), 'pix.key.invalid');
    expectRefused(await pix('cnpj', '11.222.333/0001-80'), 'pix.key.invalid');
    expectRefused(await pix('email', 'not-an-email'), 'pix.key.invalid');
    expectRefused(await pix('phone', '+1 202 555 0100'), 'pix.key.invalid');
    expectRefused(await pix('random', 'abc'), 'pix.key.invalid');
    expect((await pix('cnpj', '11.222.333/0001-81')).body.value).toMatchObject({
      kind: 'pix',
      pixKeyType: 'cnpj',
      maskedNumber: '•••• 0181',
    });
    expect((await pix('phone', '+55 (11) 98765-4321')).body.value).toMatchObject({
      pixKeyType: 'phone',
      maskedNumber: '•••• 4321',
    });
    expect((await pix('email', 'Maria@Example.com')).body.value.pixKeyType).toBe('email');
    expectRefused(await pix('random', randomUUID()), 'account.limit');
  });
});

describe('withdrawals: reserved at submit, never overdrawn', () => {
  it('no account → account.required; add one → withdraw reserves; reject gives it back; confirm counts it', async () => {
    const token = await newMember();
    const username = (await server.call(api.memberInfo, {}, { token })).body.value.userName as string;
    expect(
      (await admin('POST', '/admin/money/adjust', { username, amountMinor: 20_000, idempotencyKey: key() })).body.value
        .balanceMinor,
    ).toBe(20_000);
    expectRefused(
      await server.call(api.withdraw, { accountId: 1, amountMinor: 5_000, idempotencyKey: key() }, { token }),
      'account.required',
    );
    const account = (
      await server.call(
        api.bindBankCard,
        {
          kind: 'bank',
          providerCode: 'CITI',
          holderName: 'Test Player',
          accountNumber: '9988776655',
          idempotencyKey: key(),
        },
        { token },
      )
    ).body.value;
    expectRefused(
      await server.call(
        api.withdraw,
        { accountId: account.id + 10_000, amountMinor: 5_000, idempotencyKey: key() },
        { token },
      ),
      'account.unknown',
    );
    expectRefused(
      await server.call(api.withdraw, { accountId: account.id, amountMinor: 999, idempotencyKey: key() }, { token }),
      'amount.below.min',
    );
    expectRefused(
      await server.call(
        api.withdraw,
        { accountId: account.id, amountMinor: 500_001, idempotencyKey: key() },
        { token },
      ),
      'amount.above.max',
    );
    expectRefused(
      await server.call(api.withdraw, { accountId: account.id, amountMinor: 20_001, idempotencyKey: key() }, { token }),
      'balance.insufficient',
    );

    const idempotencyKey = key();
    const order = (
      await server.call(api.withdraw, { accountId: account.id, amountMinor: 8_000, idempotencyKey }, { token })
    ).body.value;
    expect(order).toMatchObject({ kind: 'withdraw', status: 'pending', via: '•••• 6655' });
    expect(
      (await server.call(api.withdraw, { accountId: account.id, amountMinor: 8_000, idempotencyKey }, { token })).body
        .value.orderNo,
    ).toBe(order.orderNo);
    const info = (await server.call(api.withdrawAccountInfo, {}, { token })).body.value;
    expect(info).toMatchObject({ balanceMinor: 12_000, withdrawableMinor: 12_000, dailyCount: 5, dailyCountLeft: 4 });
    expect(
      (await admin('POST', '/admin/money/orders', { orderNo: order.orderNo, action: 'reject' })).body.value.status,
    ).toBe('rejected');
    expect((await server.call(api.withdrawAccountInfo, {}, { token })).body.value).toMatchObject({
      balanceMinor: 20_000,
      dailyCountLeft: 5,
    });

    const paid = (
      await server.call(api.withdraw, { accountId: account.id, amountMinor: 3_000, idempotencyKey: key() }, { token })
    ).body.value;
    await admin('POST', '/admin/money/orders', { orderNo: paid.orderNo, action: 'confirm' });
    expect((await server.call(api.transactionSummary, {}, { token })).body.value.totalWithdrawSuccessCount).toBe(1);
    expect((await server.call(api.withdrawHistory, {}, { token })).body.value).toMatchObject({ balanceMinor: 17_000 });
  });

  it('50 concurrent withdrawals on one wallet: only what the balance covers goes through; never below zero; balance = sum of the ledger', async () => {
    const token = await newMember();
    const username = (await server.call(api.memberInfo, {}, { token })).body.value.userName as string;
    await admin('POST', '/admin/money/adjust', { username, amountMinor: 10_000, idempotencyKey: key() });
    const account = (
      await server.call(
        api.bindBankCard,
        {
          kind: 'bank',
          providerCode: 'CHASE',
          holderName: 'Race Runner',
          accountNumber: '1111222233',
          idempotencyKey: key(),
        },
        { token },
      )
    ).body.value;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.call(api.withdraw, { accountId: account.id, amountMinor: 3_000, idempotencyKey: key() }, { token }),
      ),
    );
    const ok = answers.filter((a) => a.body.success);
    expect(ok).toHaveLength(3);
    for (const refused of answers.filter((a) => !a.body.success))
      expect(refused.body.errorCode).toBe('balance.insufficient');
    const row = server.db
      .prepare(
        `SELECT COALESCE(SUM(l.amount_minor), 0) AS sum, MIN(w.id) AS wallet FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id
         JOIN members m ON m.id = w.member_id WHERE m.username = ?`,
      )
      .get(username) as { sum: number; wallet: number };
    expect(row.sum).toBe(1_000);
    expect((await server.call(api.withdrawAccountInfo, {}, { token })).body.value.balanceMinor).toBe(row.sum);
    // The running balance after every movement, in ledger order, never went below zero.
    const moves = server.db
      .prepare('SELECT amount_minor AS a FROM wallet_ledger WHERE wallet_id = ? ORDER BY id')
      .all(row.wallet) as { a: number }[];
    let running = 0;
    for (const { a } of moves) {
      running += a;
      expect(running).toBeGreaterThanOrEqual(0);
    }
  });

  it('every refused withdrawal or binding has an errorCode: zero, negative, fractional, NaN-like, huge, no key; nothing moves', async () => {
    const token = await newMember();
    const username = (await server.call(api.memberInfo, {}, { token })).body.value.userName as string;
    await admin('POST', '/admin/money/adjust', { username, amountMinor: 5_000, idempotencyKey: key() });
    const account = (
      await server.call(
        api.bindBankCard,
        {
          kind: 'bank',
          providerCode: 'CHASE',
          holderName: 'Bad Input',
          accountNumber: '7777888899',
          idempotencyKey: key(),
        },
        { token },
      )
    ).body.value;
    const bad: unknown[] = [0, -100, 10.5, 'NaN', '2000', 1e13, null, Number.MAX_SAFE_INTEGER + 2, true, [2000]];
    for (const amountMinor of bad) {
      expectRefused(
        await server.wps('POST', api.withdraw.path, {
          token,
          body: { accountId: account.id, amountMinor, idempotencyKey: key() },
        }),
        'invalid_request',
      );
    }
    expectRefused(
      await server.wps('POST', api.withdraw.path, { token, body: { accountId: account.id, amountMinor: 2_000 } }),
      'invalid_request',
    );
    expectRefused(
      await server.wps('POST', api.withdraw.path, {
        token,
        body: { accountId: account.id, amountMinor: 2_000, idempotencyKey: 'a b c d e f g h i j' },
      }),
      'invalid_request',
    );
    expectRefused(
      await server.wps('POST', api.withdraw.path, {
        token,
        body: { accountId: 'one', amountMinor: 2_000, idempotencyKey: key() },
      }),
      'invalid_request',
    );
    expectRefused(
      await server.call(api.withdraw, { accountId: account.id, amountMinor: 5_001, idempotencyKey: key() }, { token }),
      'balance.insufficient',
    );
    expectRefused(
      await server.wps('POST', api.bindBankCard.path, {
        token,
        body: { kind: 'bank', providerCode: 'CHASE', holderName: 'Bad Input', accountNumber: '7777888800' },
      }),
      'invalid_request',
    );
    expectRefused(
      await server.wps('POST', api.bindPixKey.path, {
        token,
        body: { holderName: 'Bad Input', pixKeyType: 'iban', pixKey: 'x', idempotencyKey: key() },
      }),
      'invalid_request',
    );
    // The operator's own adjustment is held to the same amounts.
    for (const amountMinor of [0, 10.5, 'NaN', 1e13]) {
      const answer = await admin('POST', '/admin/money/adjust', { username, amountMinor, idempotencyKey: key() });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.errorCode).toBeTruthy();
    }
    expect((await server.call(api.withdrawHistory, {}, { token })).body.value).toEqual({
      orders: [],
      balanceMinor: 5_000,
    });
  });

  it('50 concurrent replays of one withdrawal make one order', async () => {
    const token = await newMember();
    const username = (await server.call(api.memberInfo, {}, { token })).body.value.userName as string;
    await admin('POST', '/admin/money/adjust', { username, amountMinor: 100_000, idempotencyKey: key() });
    const account = (
      await server.call(
        api.bindBankCard,
        {
          kind: 'bank',
          providerCode: 'CHASE',
          holderName: 'Double Tap',
          accountNumber: '4444555566',
          idempotencyKey: key(),
        },
        { token },
      )
    ).body.value;
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.call(api.withdraw, { accountId: account.id, amountMinor: 2_000, idempotencyKey }, { token }),
      ),
    );
    expect(new Set(answers.map((a) => a.body.value?.orderNo)).size).toBe(1);
    expect((await server.call(api.withdrawAccountInfo, {}, { token })).body.value.balanceMinor).toBe(98_000);
  });
});
