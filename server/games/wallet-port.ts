/**
 * The one seam between the demo games and a member's money (issue 14): bets debit and wins credit
 * the member's wallet in integer minor units, each movement under an idempotency reference (DESIGN
 * rule 11: the same reference twice moves the money once and answers the same balance).
 *
 * `GamesOwnWallet` is the games' own append-only ledger, used until the money issue's wallet
 * service is connected here (see server/games/README in server/README.md). Trial play never
 * reaches this seam: its demo credit lives on the game session.
 */
import type { Database } from '../db/index';

export interface WalletPort {
  /** The member's balance in minor units. */
  balance(memberId: number): number;
  /** Takes `amount` (> 0) from the member; refuses with InsufficientFunds when the balance is short. */
  debit(memberId: number, amount: number, reference: string, reason: string): { balance: number };
  /** Gives `amount` (> 0) to the member. */
  credit(memberId: number, amount: number, reference: string, reason: string): { balance: number };
}

export class InsufficientFunds extends Error {
  constructor(readonly balance: number) {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** What a member starts with in the games' own ledger (minor units): 1,000.00. */
export const OPENING_CREDIT_MINOR = 100_000;

export class GamesOwnWallet implements WalletPort {
  private readonly sumStmt;
  private readonly insertStmt;
  private readonly byRefStmt;

  constructor(
    private readonly db: Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.sumStmt = db.prepare<[number], { total: number | null; n: number }>(
      'SELECT SUM(amount) AS total, COUNT(*) AS n FROM games_wallet_ledger WHERE member_id = ?',
    );
    this.insertStmt = db.prepare<[number, number, string, string, number]>(
      'INSERT INTO games_wallet_ledger (member_id, amount, reference, reason, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.byRefStmt = db.prepare<[string], { member_id: number }>('SELECT member_id FROM games_wallet_ledger WHERE reference = ?');
  }

  balance(memberId: number): number {
    const row = this.sumStmt.get(memberId)!;
    if (row.n === 0) {
      this.insertStmt.run(memberId, OPENING_CREDIT_MINOR, `opening:${memberId}`, 'opening credit', this.clock());
      return OPENING_CREDIT_MINOR;
    }
    return row.total ?? 0;
  }

  debit(memberId: number, amount: number, reference: string, reason: string): { balance: number } {
    return this.move(memberId, -amount, reference, reason);
  }

  credit(memberId: number, amount: number, reference: string, reason: string): { balance: number } {
    return this.move(memberId, amount, reference, reason);
  }

  private move(memberId: number, signed: number, reference: string, reason: string): { balance: number } {
    if (!Number.isSafeInteger(signed) || signed === 0) throw new RangeError('amount must be a whole, non-zero number of minor units');
    return this.db.transaction(() => {
      const seen = this.byRefStmt.get(reference);
      if (seen) {
        if (seen.member_id !== memberId) throw new RangeError('reference belongs to another member');
        return { balance: this.balance(memberId) };
      }
      const before = this.balance(memberId);
      if (signed < 0 && before + signed < 0) throw new InsufficientFunds(before);
      this.insertStmt.run(memberId, signed, reference, reason, this.clock());
      return { balance: before + signed };
    }).immediate();
  }
}
