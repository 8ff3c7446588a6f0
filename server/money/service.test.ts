// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index';
import { Members } from '../db/members';
import { DEFAULT_MERCHANTS_DIR, loadMerchants, type MerchantRegistry } from '../merchants/load';
import { Wallets } from './ledger';
import { MoneyService } from './service';

let dir: string;
let db: Database;
let merchants: MerchantRegistry;
let now: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'money-test-'));
  db = openDatabase(dir);
  merchants = loadMerchants(DEFAULT_MERCHANTS_DIR);
  now = Date.UTC(2026, 0, 10, 12);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function setUp(autoConfirm: boolean) {
  const members = new Members(db);
  const id = members.insert({
    merchantCode: 'SORTE',
    username: 'auto1',
    passwordHash: 'x',
    passwordIsDefault: false,
    type: 0,
    regDate: now,
    language: 'PT-BR',
    passwordChangedAt: now,
    registerMethod: 'H5',
    createdAt: now,
  });
  const wallets = new Wallets(
    db,
    (code) => merchants.byCode(code)!.public.currency,
    () => now,
  );
  const money = new MoneyService(db, wallets, merchants, { autoConfirm, clock: () => now });
  return { member: members.findById(id)!, merchant: merchants.byCode('SORTE')!, money, wallets };
}

describe('the demo payment channel’s development auto-confirmation (merchant money.autoConfirmSeconds)', () => {
  it('SORTE confirms a pending deposit 15 s after it was made, and credits it once', () => {
    const { member, merchant, money, wallets } = setUp(true);
    const order = money.deposit(member, merchant, {
      channelCode: 'PIX',
      amountMinor: 2_000,
      idempotencyKey: 'auto-confirm-key-0001',
    });
    expect(order.status).toBe('pending');
    now += 14_999;
    expect(money.depositHistory(member, merchant).orders[0]!.status).toBe('pending');
    now += 1;
    const history = money.depositHistory(member, merchant);
    expect(history.orders[0]!.status).toBe('success');
    expect(history.balanceMinor).toBe(2_000);
    expect(money.settleDue()).toBe(0);
    expect(wallets.balance(member.id)).toBe(2_000);
    expect(money.summary(member, merchant).totalDepositSuccessCount).toBe(1);
  });

  it('is off outside development mode: only an operator confirms', () => {
    const { member, merchant, money } = setUp(false);
    money.deposit(member, merchant, {
      channelCode: 'PIX',
      amountMinor: 2_000,
      idempotencyKey: 'auto-confirm-key-0002',
    });
    now += 3_600_000;
    expect(money.depositHistory(member, merchant).orders[0]!.status).toBe('pending');
  });

  it('the daily withdrawal count starts again each UTC day', () => {
    const { member, merchant, money, wallets } = setUp(true);
    wallets.credit(member.id, 100_000, { kind: 'adjustment', idempotencyKey: 'seed' });
    const account = money.bindPixKey(member, merchant, {
      holderName: 'Auto Um',
      pixKeyType: 'email',
      pixKey: 'auto@example.com',
      idempotencyKey: 'auto-confirm-key-0003',
    });
    for (let i = 0; i < 3; i++)
      money.withdraw(member, merchant, {
        accountId: account.id,
        amountMinor: 2_000,
        idempotencyKey: `auto-withdraw-key-000${i}`,
      });
    expect(() =>
      money.withdraw(member, merchant, {
        accountId: account.id,
        amountMinor: 2_000,
        idempotencyKey: 'auto-withdraw-key-0009',
      }),
    ).toThrow(/today/);
    expect(money.withdrawAccountInfo(member, merchant).dailyCountLeft).toBe(0);
    now += 12 * 3_600_000;
    expect(money.withdrawAccountInfo(member, merchant).dailyCountLeft).toBe(3);
  });
});
