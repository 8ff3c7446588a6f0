/**
 * Issue 16: the merchant's VIP levels and a member's §4 rank progress.
 */
import type { VipLevel } from '../../contract/member-pages';
import type { Database } from '../db/index';

export class VipStore {
  constructor(private readonly db: Database) {}

  levels(merchantCode: string): VipLevel[] {
    return this.db
      .prepare<
        [string],
        {
          rank_level: number;
          label_name: string;
          label_id: string;
          deposit_bonus_percent: number;
          rebate_percent: number;
          daily_withdrawals: number;
          birthday_gift_minor: number;
        }
      >('SELECT * FROM vip_levels WHERE merchant_code = ? ORDER BY rank_level')
      .all(merchantCode)
      .map((r) => ({
        rankLevel: r.rank_level,
        labelName: r.label_name,
        labelId: r.label_id,
        depositBonusPercent: r.deposit_bonus_percent,
        rebatePercent: r.rebate_percent,
        dailyWithdrawals: r.daily_withdrawals,
        birthdayGiftMinor: r.birthday_gift_minor,
      }));
  }

  progress(memberId: number): { completed: number; expected: number } {
    return (
      this.db
        .prepare<[number], { completed: number; expected: number }>(
          'SELECT completed, expected FROM member_rank_progress WHERE member_id = ?',
        )
        .get(memberId) ?? {
        completed: 0,
        expected: 0,
      }
    );
  }

  setProgress(memberId: number, completed: number, expected: number): void {
    this.db
      .prepare(
        'INSERT INTO member_rank_progress (member_id, completed, expected) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET completed = excluded.completed, expected = excluded.expected',
      )
      .run(memberId, completed, expected);
  }
}
