// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index';
import { WalletError, Wallets } from './ledger';

let dir: string;
let db: Database;
let wallets: Wallets;
let memberId: number;

function addMember(name: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO members (merchant_code, username, username_lower, password_hash, reg_date, language, password_changed_at, created_at)
       VALUES ('DEMO', ?, ?, 'x', 0, 'EN', 0, 0)`,
      )
      .run(name, name.toLowerCase()).lastInsertRowid,
  );
}

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof WalletError ? error.errorCode : `not a WalletError: ${String(error)}`;
  }
  return undefined;
};

const ledgerSum = (id: number) =>
  (
    db
      .prepare(
        'SELECT COALESCE(SUM(l.amount_minor), 0) AS s FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ?',
      )
      .get(id) as { s: number }
  ).s;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wallet-test-'));
  db = openDatabase(dir);
  wallets = new Wallets(db, () => 'USD');
  memberId = addMember('walletee');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the wallet API other features move money with (DESIGN rule 11)', () => {
  it('a new wallet holds 0; credits and debits move the balance, which is always the sum of the ledger', () => {
    expect(wallets.balance(memberId)).toBe(0);
    wallets.credit(memberId, 10_000, { kind: 'deposit', reference: 'D1', idempotencyKey: 'k1' });
    wallets.debit(memberId, 2_500, { kind: 'bet', reference: 'round-1', idempotencyKey: 'bet-1' });
    wallets.credit(memberId, 700, { kind: 'win', reference: 'round-1', idempotencyKey: 'win-1' });
    expect(wallets.balance(memberId)).toBe(8_200);
    expect(ledgerSum(memberId)).toBe(8_200);
    expect(wallets.history(memberId).map((e) => [e.kind, e.amountMinor])).toEqual([
      ['win', 700],
      ['bet', -2_500],
      ['deposit', 10_000],
    ]);
  });

  it('the same idempotency key twice is one movement; with another amount or kind it is refused', () => {
    const first = wallets.credit(memberId, 5_000, { kind: 'reward', idempotencyKey: 'reward-7' });
    const again = wallets.credit(memberId, 5_000, { kind: 'reward', idempotencyKey: 'reward-7' });
    expect(again.id).toBe(first.id);
    expect(wallets.balance(memberId)).toBe(5_000);
    expect(codeOf(() => wallets.credit(memberId, 5_001, { kind: 'reward', idempotencyKey: 'reward-7' }))).toBe(
      'idempotency.mismatch',
    );
    expect(codeOf(() => wallets.debit(memberId, 5_000, { kind: 'reward', idempotencyKey: 'reward-7' }))).toBe(
      'idempotency.mismatch',
    );
    expect(codeOf(() => wallets.credit(memberId, 5_000, { kind: 'win', idempotencyKey: 'reward-7' }))).toBe(
      'idempotency.mismatch',
    );
  });

  it('refuses zero, negative, fractional, NaN, infinite and huge amounts with amount.invalid', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '100' as unknown as number]) {
      expect(codeOf(() => wallets.credit(memberId, bad, { kind: 'deposit', idempotencyKey: `c${String(bad)}` }))).toBe(
        'amount.invalid',
      );
      expect(codeOf(() => wallets.debit(memberId, bad, { kind: 'bet', idempotencyKey: `d${String(bad)}` }))).toBe(
        'amount.invalid',
      );
    }
    expect(db.prepare('SELECT COUNT(*) AS n FROM wallet_ledger').get()).toEqual({ n: 0 });
  });

  it('a debit above the balance is refused with balance.insufficient and moves nothing', () => {
    wallets.credit(memberId, 1_000, { kind: 'deposit', idempotencyKey: 'k' });
    expect(codeOf(() => wallets.debit(memberId, 1_001, { kind: 'bet', idempotencyKey: 'b' }))).toBe(
      'balance.insufficient',
    );
    expect(wallets.balance(memberId)).toBe(1_000);
    wallets.debit(memberId, 1_000, { kind: 'bet', idempotencyKey: 'b2' });
    expect(wallets.balance(memberId)).toBe(0);
  });

  it('refuses a bad kind, a bad key and an unknown member', () => {
    expect(codeOf(() => wallets.credit(memberId, 1, { kind: 'Bad Kind', idempotencyKey: 'k' }))).toBe(
      'wallet.kind.invalid',
    );
    expect(codeOf(() => wallets.credit(memberId, 1, { kind: 'deposit', idempotencyKey: '' }))).toBe(
      'idempotency.key.invalid',
    );
    expect(codeOf(() => wallets.credit(999_999_999, 1, { kind: 'deposit', idempotencyKey: 'k' }))).toBe(
      'wallet.member.unknown',
    );
  });

  it('the ledger is append-only and never below zero, enforced by the database for any writer', () => {
    wallets.credit(memberId, 1_000, { kind: 'deposit', idempotencyKey: 'k' });
    expect(() => db.prepare('UPDATE wallet_ledger SET amount_minor = 5000').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM wallet_ledger').run()).toThrow(/append-only/);
    // Another connection (another process) writing straight to the table cannot overdraw either.
    const other = new BetterSqlite3(join(dir, 'storefront.sqlite'));
    try {
      const walletId = wallets.walletId(memberId);
      expect(() =>
        other
          .prepare(
            "INSERT INTO wallet_ledger (wallet_id, amount_minor, kind, idempotency_key, created_at) VALUES (?, -1001, 'bet', 'raw', 0)",
          )
          .run(walletId),
      ).toThrow(/balance.insufficient/);
      expect(() =>
        other
          .prepare(
            "INSERT INTO wallet_ledger (wallet_id, amount_minor, kind, idempotency_key, created_at) VALUES (?, 1.5, 'x', 'frac', 0)",
          )
          .run(walletId),
      ).toThrow(/CHECK/);
    } finally {
      other.close();
    }
    expect(wallets.balance(memberId)).toBe(1_000);
  });

  it('a movement inside the caller’s own transaction rolls back with it', () => {
    expect(() =>
      db.transaction(() => {
        wallets.credit(memberId, 3_000, { kind: 'win', idempotencyKey: 'w' });
        throw new Error('the caller’s own write failed');
      })(),
    ).toThrow(/own write/);
    expect(wallets.balance(memberId)).toBe(0);
  });
});
