/**
 * The wallet: one per member, in the merchant's currency, over an append-only ledger (DESIGN rule 11).
 *
 * This is the API other server features move money with:
 *
 *   deps.wallets.credit(memberId, amountMinor, { kind: 'win', reference: 'round-42', idempotencyKey: 'win-round-42' })
 *   deps.wallets.debit(memberId, amountMinor, { kind: 'bet', reference: 'round-42', idempotencyKey: 'bet-round-42' })
 *   deps.wallets.balance(memberId)            // minor units, the sum of the ledger
 *
 * - Amounts are whole numbers of the currency's minor unit, ≥ 1; anything else throws WalletError
 *   'amount.invalid'.
 * - `kind` is a short lower-case word naming the movement (deposit, withdrawal, withdrawal_refund,
 *   bet, win, reward, adjustment…); `reference` is free text (an order or round number).
 * - The idempotency key is unique per wallet: calling again with the same key returns the first
 *   movement and moves nothing; the same key with another amount or kind throws
 *   'idempotency.mismatch'. Choose keys that name the business event ('bet-<round id>').
 * - A debit never takes the balance below zero: it throws 'balance.insufficient' (and the database
 *   refuses such a row whoever writes it).
 * - Each call is one immediate transaction; call it inside your own `db.transaction` to move money
 *   together with your own rows (the inner call then joins yours).
 *
 * Errors are WalletError (an HttpError with status 400), so a route can let them through as the
 * §3 error body {message, errorCode}.
 */
import type { Database } from '../db/index';
import { HttpError } from '../http/errors';
import { isAmountMinor } from '../../contract/money';

export class WalletError extends HttpError {
  constructor(errorCode: string, message: string, status = 400) {
    super(status, errorCode, message);
    this.name = 'WalletError';
  }
}

export const walletErrors = {
  amountInvalid: () =>
    new WalletError('amount.invalid', 'The amount must be a whole number of the smallest currency unit, above zero.'),
  insufficient: () => new WalletError('balance.insufficient', 'The balance is not enough for this amount.'),
  idempotencyMismatch: () =>
    new WalletError(
      'idempotency.mismatch',
      'This request was already made with other details. Please start again.',
      409,
    ),
  noMember: () => new WalletError('wallet.member.unknown', 'There is no such member.', 404),
  badKind: () => new WalletError('wallet.kind.invalid', 'The movement kind must be a short lower-case word.'),
  badKey: () => new WalletError('idempotency.key.invalid', 'The idempotency key must be 1 to 128 characters.'),
};

export interface Movement {
  kind: string;
  reference?: string;
  idempotencyKey: string;
}

export interface LedgerEntry {
  id: number;
  walletId: number;
  amountMinor: number;
  kind: string;
  reference: string | null;
  idempotencyKey: string;
  createdAt: number;
}

interface LedgerRow {
  id: number;
  wallet_id: number;
  amount_minor: number;
  kind: string;
  reference: string | null;
  idempotency_key: string;
  created_at: number;
}

const KIND = /^[a-z][a-z_]{0,31}$/;

const toEntry = (r: LedgerRow): LedgerEntry => ({
  id: r.id,
  walletId: r.wallet_id,
  amountMinor: r.amount_minor,
  kind: r.kind,
  reference: r.reference,
  idempotencyKey: r.idempotency_key,
  createdAt: r.created_at,
});

export class Wallets {
  constructor(
    private readonly db: Database,
    /** The currency of a merchant's wallets (its config's currency). */
    private readonly currencyOf: (merchantCode: string) => string,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The member's wallet id, created on first use. */
  walletId(memberId: number): number {
    const found = this.db.prepare<[number], { id: number }>('SELECT id FROM wallets WHERE member_id = ?').get(memberId);
    if (found) return found.id;
    const member = this.db
      .prepare<[number], { merchant_code: string }>('SELECT merchant_code FROM members WHERE id = ?')
      .get(memberId);
    if (!member) throw walletErrors.noMember();
    this.db
      .prepare('INSERT OR IGNORE INTO wallets (member_id, merchant_code, currency, created_at) VALUES (?, ?, ?, ?)')
      .run(memberId, member.merchant_code, this.currencyOf(member.merchant_code), this.clock());
    return this.db.prepare<[number], { id: number }>('SELECT id FROM wallets WHERE member_id = ?').get(memberId)!.id;
  }

  /** The balance in minor units: the sum of the wallet's ledger. */
  balance(memberId: number): number {
    const row = this.db
      .prepare<[number], { total: number }>(
        'SELECT COALESCE(SUM(l.amount_minor), 0) AS total FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ?',
      )
      .get(memberId);
    return row?.total ?? 0;
  }

  credit(memberId: number, amountMinor: number, movement: Movement): LedgerEntry {
    if (!isAmountMinor(amountMinor)) throw walletErrors.amountInvalid();
    return this.move(memberId, amountMinor, movement);
  }

  debit(memberId: number, amountMinor: number, movement: Movement): LedgerEntry {
    if (!isAmountMinor(amountMinor)) throw walletErrors.amountInvalid();
    return this.move(memberId, -amountMinor, movement);
  }

  /** The newest movements first. */
  history(memberId: number, limit = 50): LedgerEntry[] {
    return this.db
      .prepare<[number, number], LedgerRow>(
        `SELECT l.* FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? ORDER BY l.id DESC LIMIT ?`,
      )
      .all(memberId, limit)
      .map(toEntry);
  }

  private move(memberId: number, signedMinor: number, movement: Movement): LedgerEntry {
    if (!isAmountMinor(Math.abs(signedMinor))) throw walletErrors.amountInvalid();
    if (!KIND.test(movement.kind)) throw walletErrors.badKind();
    const key = movement.idempotencyKey;
    if (typeof key !== 'string' || key.length < 1 || key.length > 128) throw walletErrors.badKey();
    const run = this.db.transaction((): LedgerEntry => {
      const walletId = this.walletId(memberId);
      const previous = this.db
        .prepare<[number, string], LedgerRow>('SELECT * FROM wallet_ledger WHERE wallet_id = ? AND idempotency_key = ?')
        .get(walletId, key);
      if (previous) {
        if (previous.amount_minor !== signedMinor || previous.kind !== movement.kind)
          throw walletErrors.idempotencyMismatch();
        return toEntry(previous);
      }
      if (signedMinor < 0) {
        const { total } = this.db
          .prepare<[number], { total: number }>(
            'SELECT COALESCE(SUM(amount_minor), 0) AS total FROM wallet_ledger WHERE wallet_id = ?',
          )
          .get(walletId)!;
        if (total + signedMinor < 0) throw walletErrors.insufficient();
      }
      const info = this.db
        .prepare(
          'INSERT INTO wallet_ledger (wallet_id, amount_minor, kind, reference, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(walletId, signedMinor, movement.kind, movement.reference ?? null, key, this.clock());
      return toEntry(
        this.db
          .prepare<[number], LedgerRow>('SELECT * FROM wallet_ledger WHERE id = ?')
          .get(Number(info.lastInsertRowid))!,
      );
    });
    return this.db.inTransaction ? run() : run.immediate();
  }
}
