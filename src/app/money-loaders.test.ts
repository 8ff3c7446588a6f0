/**
 * The money routes' loaders (issue 12 with the spine's rule: a route that needs data loads it with
 * ensureQueryData before it renders), checked against the real query client and persister of the app.
 * DESIGN rule 11 still holds: the page takes the loader's answer as its own only while it is fresh
 * (LOADER_HANDOVER_MS), the answer is dropped once no page shows it, and nothing is persisted.
 */
import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { LOADER_HANDOVER_MS } from '../config/constants';
import { open, withMemberSession } from './loader-test-support';

const calls: string[] = [];
const answers: Record<string, unknown> = {
  depositSettings: { currency: 'USD', balanceMinor: 123_456, channels: [] },
  depositHistory: { orders: [], balanceMinor: 123_456 },
  withdrawAccountInfo: { currency: 'USD', balanceMinor: 123_456, accounts: [], banks: [] },
  withdrawHistory: { orders: [], balanceMinor: 123_456 },
};
vi.mock('../api/client', () => ({
  call: vi.fn(async (name: string) => {
    calls.push(name);
    return answers[name];
  }),
}));

const { session } = await import('../session/store');
const { createQueryClient } = await import('./query-client');
const { persistOptions } = await import('./persistence');
const { depositHistoryQuery, depositSettingsQuery, moneyKeys, withdrawHistoryQuery, withdrawInfoQuery } =
  await import('../features/money/api');
const voucherCenter = await import('../routes/voucher-center');
const withdraw = await import('../routes/withdraw');
const addBankCard = await import('../routes/add-bank-card');
const addBankCardPix = await import('../routes/add-bank-card-pix');

const TOKEN = 'token-of-a-money-player-0123456789';

withMemberSession(TOKEN, () => {
  calls.length = 0;
});

describe('money routes load their data first (spine rule) and keep none of it (DESIGN rule 11)', () => {
  it('each money route’s loader asks for its page’s answers, once', async () => {
    const cases = [
      [voucherCenter, ['depositSettings', 'depositHistory']],
      [withdraw, ['withdrawAccountInfo', 'withdrawHistory']],
      [addBankCard, ['withdrawAccountInfo']],
      [addBankCardPix, ['withdrawAccountInfo']],
    ] as const;
    for (const [route, expected] of cases) {
      const client = createQueryClient();
      await route.loader(client);
      expect(calls).toEqual(expected);
      calls.length = 0;
      client.clear();
    }
  });

  it('without a session the loader asks for nothing (the route guard sends the player to log in)', async () => {
    session.end('user');
    await voucherCenter.loader(createQueryClient());
    expect(calls).toEqual([]);
  });

  it('the page takes the loader’s answer as its own; once no page shows it, it is dropped; nothing is persisted', async () => {
    const client = createQueryClient();
    await voucherCenter.loader(client);
    const close = [open(client, depositSettingsQuery(TOKEN)), open(client, depositHistoryQuery(TOKEN))];
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['depositSettings', 'depositHistory']);
    expect(client.getQueryData(depositSettingsQuery(TOKEN).queryKey)).toMatchObject({ balanceMinor: 123_456 });
    expect(dehydrate(client, persistOptions.dehydrateOptions).queries).toEqual([]);

    for (const stop of close) stop();
    await vi.advanceTimersByTimeAsync(LOADER_HANDOVER_MS);
    expect(client.getQueryCache().findAll({ queryKey: moneyKeys.all(TOKEN) })).toEqual([]);
    // The next visit asks again.
    await voucherCenter.loader(client);
    expect(calls).toEqual(['depositSettings', 'depositHistory', 'depositSettings', 'depositHistory']);
  });

  it('an answer older than the handover, or one a money write invalidated, is asked again when a page opens', async () => {
    const client = createQueryClient();
    // Add bank card is open for a minute; then the player goes on to withdraw (same withdraw info).
    await addBankCard.loader(client);
    const closeCard = open(client, withdrawInfoQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(60_000);
    await withdraw.loader(client);
    closeCard();
    const closeWithdraw = [open(client, withdrawInfoQuery(TOKEN)), open(client, withdrawHistoryQuery(TOKEN))];
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.filter((c) => c === 'withdrawAccountInfo')).toHaveLength(2);

    // A fresh answer that a money write has invalidated (and nothing refetched yet) is asked again too.
    calls.length = 0;
    await addBankCardPix.loader(client);
    expect(calls).toEqual([]);
    await client.invalidateQueries({ queryKey: moneyKeys.all(TOKEN), refetchType: 'none' });
    for (const stop of closeWithdraw) stop();
    calls.length = 0;
    const closePix = open(client, withdrawInfoQuery(TOKEN));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['withdrawAccountInfo']);
    closePix();
  });
});
