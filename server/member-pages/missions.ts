/**
 * Issue 16: missions, a member's progress, and a completed mission's points, once.
 */
import type { Mission } from '../../contract/member-pages';
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';
import type { ActionKeys } from './keys';
import type { PointsStore } from './points';

export class MissionsStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
    private readonly points: PointsStore,
  ) {}

  list(memberId: number, merchantCode: string): Mission[] {
    return this.db
      .prepare<
        [number, string],
        {
          id: number;
          title: string;
          target: number;
          reward_points: number;
          progress: number | null;
          claimed_at: number | null;
        }
      >(
        `SELECT m.id, m.title, m.target, m.reward_points, mm.progress, mm.claimed_at
         FROM missions m LEFT JOIN member_missions mm ON mm.mission_id = m.id AND mm.member_id = ?
         WHERE m.merchant_code = ? ORDER BY m.ordinal, m.id`,
      )
      .all(memberId, merchantCode)
      .map((r) => ({
        id: r.id,
        title: r.title,
        target: r.target,
        rewardPoints: r.reward_points,
        progress: Math.min(r.progress ?? 0, r.target),
        claimed: r.claimed_at !== null,
      }));
  }

  setProgress(memberId: number, missionId: number, progress: number): void {
    this.db
      .prepare(
        `INSERT INTO member_missions (member_id, mission_id, progress) VALUES (?, ?, ?)
         ON CONFLICT (member_id, mission_id) DO UPDATE SET progress = excluded.progress`,
      )
      .run(memberId, missionId, progress);
  }

  /** A completed mission's points, once. */
  claim(memberId: number, merchantCode: string, missionId: number, key: string, now: number) {
    return this.keys.once(memberId, key, `mission:${missionId}`, now, () => {
      const mission = this.list(memberId, merchantCode).find((m) => m.id === missionId);
      if (!mission) throw memberPagesErrors.missionNotFound();
      if (mission.claimed) throw memberPagesErrors.missionClaimed();
      if (mission.progress < mission.target) throw memberPagesErrors.missionIncomplete();
      const changed = this.db
        .prepare(
          'UPDATE member_missions SET claimed_at = ? WHERE member_id = ? AND mission_id = ? AND claimed_at IS NULL',
        )
        .run(now, memberId, missionId).changes;
      if (changed !== 1) throw memberPagesErrors.missionClaimed();
      if (mission.rewardPoints > 0) this.points.add(memberId, mission.rewardPoints, `mission:${missionId}`, now);
      return { missionId, rewardPoints: mission.rewardPoints, points: this.points.balance(memberId) };
    });
  }
}
