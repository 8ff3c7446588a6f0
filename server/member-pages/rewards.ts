/**
 * Issue 16: the reward center's rewards; a claim credits the wallet, both or neither.
 */
import type { Reward } from '../../contract/member-pages';
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';
import type { ActionKeys } from './keys';
import type { RewardWallet } from './wallet-port';

interface RewardRow {
  id: number;
  kind: Reward['kind'];
  amount_minor: number;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

export class RewardsStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
    private readonly wallet: RewardWallet,
  ) {}

  list(memberId: number): Reward[] {
    const rows = this.db
      .prepare<[number], RewardRow>(
        `SELECT id, kind, amount_minor, created_at, expires_at, claimed_at FROM rewards WHERE member_id = ?
         ORDER BY claimed_at IS NOT NULL, created_at DESC, id DESC`,
      )
      .all(memberId);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountMinor: r.amount_minor,
      createdAt: r.created_at,
      expiresAt: r.expires_at,
      claimedAt: r.claimed_at,
    }));
  }

  add(
    memberId: number,
    kind: Reward['kind'],
    amountMinor: number,
    now: number,
    options: { expiresAt?: number | null; claimedAt?: number | null } = {},
  ): number {
    const result = this.db
      .prepare(
        'INSERT INTO rewards (member_id, kind, amount_minor, created_at, expires_at, claimed_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, kind, amountMinor, now, options.expiresAt ?? null, options.claimedAt ?? null);
    return Number(result.lastInsertRowid);
  }

  /** Claims a reward and credits the wallet, both or neither. */
  claim(memberId: number, rewardId: number, key: string, now: number) {
    return this.keys.once(memberId, key, `claimReward:${rewardId}`, now, () => {
      const reward = this.db
        .prepare<[number, number], RewardRow>(
          'SELECT id, kind, amount_minor, created_at, expires_at, claimed_at FROM rewards WHERE id = ? AND member_id = ?',
        )
        .get(rewardId, memberId);
      if (!reward) throw memberPagesErrors.rewardNotFound();
      if (reward.claimed_at !== null) throw memberPagesErrors.rewardClaimed();
      if (reward.expires_at !== null && reward.expires_at <= now) throw memberPagesErrors.rewardExpired();
      const changed = this.db
        .prepare('UPDATE rewards SET claimed_at = ? WHERE id = ? AND claimed_at IS NULL')
        .run(now, rewardId).changes;
      if (changed !== 1) throw memberPagesErrors.rewardClaimed();
      this.wallet.credit({ memberId, rewardId, amountMinor: reward.amount_minor });
      return { rewardId, amountMinor: reward.amount_minor, claimedAt: now };
    });
  }
}
