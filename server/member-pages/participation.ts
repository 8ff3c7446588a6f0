/**
 * Issue 16: a member's participation in a promotion.
 */
import type { Database } from '../db/index';
import type { ActionKeys } from './keys';

export class ParticipationStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
  ) {}

  of(memberId: number, promotionId: number) {
    const row = this.db
      .prepare<[number, number], { joined_at: number }>(
        'SELECT joined_at FROM promotion_participants WHERE member_id = ? AND promotion_id = ?',
      )
      .get(memberId, promotionId);
    return { promotionId, joined: Boolean(row), joinedAt: row?.joined_at ?? null };
  }

  join(memberId: number, promotionId: number, key: string, now: number) {
    return this.keys.once(memberId, key, `join:${promotionId}`, now, () => {
      this.db
        .prepare('INSERT OR IGNORE INTO promotion_participants (member_id, promotion_id, joined_at) VALUES (?, ?, ?)')
        .run(memberId, promotionId, now);
      return this.of(memberId, promotionId);
    });
  }
}
