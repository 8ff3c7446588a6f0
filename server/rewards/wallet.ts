/**
 * The reward center's seam to the wallet. A claimed reward is credited once: the reference
 * (`reward:<id>`) is unique per member, so a second credit for the same reward is refused by the
 * database even if a bug asked for one.
 *
 * Until the money issue's ledger lands on this branch, `SeamWallet` keeps the credits in an
 * append-only table of its own (reward_wallet_credits, migration 008); swapping in the ledger's
 * wallet service means implementing `RewardWallet` over it in app.ts.
 */
import type { Database } from '../db/index';

export interface RewardCredit {
  memberId: number;
  amountMinor: number;
  /** Unique per member: the same reference is never credited twice. */
  reference: string;
  at: number;
}

export interface RewardWallet {
  /** Runs inside the caller's transaction. Throws when the reference was credited already. */
  credit(credit: RewardCredit): void;
  /** The sum of the credits (minor unit). */
  creditedMinor(memberId: number): number;
}

export class SeamWallet implements RewardWallet {
  private readonly insertStmt;
  private readonly sumStmt;

  constructor(db: Database) {
    this.insertStmt = db.prepare<[number, number, string, number]>(
      'INSERT INTO reward_wallet_credits (member_id, amount_minor, reference, created_at) VALUES (?, ?, ?, ?)',
    );
    this.sumStmt = db.prepare<[number], { total: number }>('SELECT COALESCE(SUM(amount_minor), 0) AS total FROM reward_wallet_credits WHERE member_id = ?');
  }

  credit({ memberId, amountMinor, reference, at }: RewardCredit): void {
    this.insertStmt.run(memberId, amountMinor, reference, at);
  }

  creditedMinor(memberId: number): number {
    return this.sumStmt.get(memberId)!.total;
  }
}
