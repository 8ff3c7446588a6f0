/**
 * Issue 16, the member pages' data: rewards, referral, points and the point market, missions and
 * the ranking, VIP levels and rank progress, promotion participation, agent applications and
 * feedback (migration 008). Every write runs in one transaction with its idempotency key: a repeat
 * of a key answers the first answer and changes nothing (DESIGN rule 11).
 */
import { randomInt } from 'node:crypto';
import type {
  AgentApplication,
  FeedbackCategory,
  FeedbackItem,
  Mission,
  PointMall,
  RankingEntry,
  ReferralInfo,
  Reward,
  VipLevel,
} from '../../contract/member-pages';
import type { Database } from '../db/index';
import { HttpError } from '../http/errors';
import type { RewardWallet } from './wallet-port';

/** Ranking rows shown. */
export const RANKING_SIZE = 10;
/** Feedback a member may send per hour. */
export const FEEDBACK_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

export const memberPagesErrors = {
  keyReused: () =>
    new HttpError(409, 'idempotency.key.reused', 'This request key was already used for another action.'),
  rewardNotFound: () => new HttpError(404, 'reward.not.found', 'There is no such reward.'),
  rewardClaimed: () => new HttpError(400, 'reward.claimed', 'This reward was already claimed.'),
  rewardExpired: () => new HttpError(400, 'reward.expired', 'This reward has expired.'),
  itemNotFound: () => new HttpError(404, 'mall.item.not.found', 'There is no such item.'),
  outOfStock: () => new HttpError(400, 'mall.out.of.stock', 'This item is out of stock.'),
  notEnoughPoints: () => new HttpError(400, 'points.insufficient', 'You do not have enough points for this item.'),
  missionNotFound: () => new HttpError(404, 'mission.not.found', 'There is no such mission.'),
  missionIncomplete: () => new HttpError(400, 'mission.incomplete', 'This mission is not complete yet.'),
  missionClaimed: () => new HttpError(400, 'mission.claimed', 'This mission reward was already claimed.'),
  applicationExists: () => new HttpError(400, 'agent.application.exists', 'You have already applied.'),
  tooMuchFeedback: () =>
    new HttpError(429, 'feedback.too.many', 'You have sent a lot of feedback. Please try again later.'),
};

/** Masks a name for the ranking: the first two and the last character. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

interface RewardRow {
  id: number;
  kind: Reward['kind'];
  amount_minor: number;
  created_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

export class MemberPagesStore {
  constructor(
    private readonly db: Database,
    private readonly wallet: RewardWallet,
  ) {}

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /**
   * Runs `action` once per (member, key): inside one transaction, a key seen before answers its
   * stored answer (or 409 when it named another action); a failed action stores nothing.
   */
  once<T>(memberId: number, key: string, action: string, now: number, run: () => T): T {
    return this.transaction(() => {
      const seen = this.db
        .prepare<[number, string], { action: string; answer_json: string }>(
          'SELECT action, answer_json FROM member_action_keys WHERE member_id = ? AND key = ?',
        )
        .get(memberId, key);
      if (seen) {
        if (seen.action !== action) throw memberPagesErrors.keyReused();
        return JSON.parse(seen.answer_json) as T;
      }
      const answer = run();
      this.db
        .prepare(
          'INSERT INTO member_action_keys (member_id, key, action, answer_json, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(memberId, key, action, JSON.stringify(answer ?? null), now);
      return answer;
    });
  }

  // ── rewards ──
  rewards(memberId: number): Reward[] {
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

  addReward(
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
  claimReward(memberId: number, rewardId: number, key: string, now: number) {
    return this.once(memberId, key, `claimReward:${rewardId}`, now, () => {
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

  // ── referral ──
  referralEnabled(memberId: number): boolean {
    return (
      this.db
        .prepare<[number], { enabled: number }>('SELECT enabled FROM member_referral WHERE member_id = ?')
        .get(memberId)?.enabled === 1
    );
  }

  /** The member's referral code (made on first use), switch and invited count. */
  referralInfo(memberId: number, merchantCode: string): ReferralInfo {
    let row = this.db
      .prepare<[number], { code: string; enabled: number }>(
        'SELECT code, enabled FROM member_referral WHERE member_id = ?',
      )
      .get(memberId);
    if (!row) {
      this.setReferral(memberId, merchantCode, null, false);
      row = this.db
        .prepare<[number], { code: string; enabled: number }>(
          'SELECT code, enabled FROM member_referral WHERE member_id = ?',
        )
        .get(memberId)!;
    }
    const invited = this.db
      .prepare<[string, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM members WHERE merchant_code = ? AND referral_code = ?',
      )
      .get(merchantCode, row.code)!.n;
    return { code: row.code, enabled: row.enabled === 1, invitedCount: invited };
  }

  /** Sets a member's code (a new random one when null and none exists) and switch. */
  setReferral(memberId: number, merchantCode: string, code: string | null, enabled: boolean): void {
    this.transaction(() => {
      const existing = this.db
        .prepare<[number], { code: string }>('SELECT code FROM member_referral WHERE member_id = ?')
        .get(memberId);
      let chosen = code ?? existing?.code;
      for (let attempt = 0; !chosen && attempt < 20; attempt++) {
        const candidate = Array.from(
          { length: REFERRAL_CODE_LENGTH },
          () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
        ).join('');
        const taken = this.db
          .prepare('SELECT 1 FROM member_referral WHERE merchant_code = ? AND code = ?')
          .get(merchantCode, candidate);
        if (!taken) chosen = candidate;
      }
      if (!chosen) throw new Error('no free referral code');
      this.db
        .prepare(
          `INSERT INTO member_referral (member_id, merchant_code, code, enabled) VALUES (?, ?, ?, ?)
           ON CONFLICT (member_id) DO UPDATE SET code = excluded.code, enabled = excluded.enabled`,
        )
        .run(memberId, merchantCode, chosen, enabled ? 1 : 0);
    });
  }

  // ── points and the point market ──
  points(memberId: number): number {
    return this.db
      .prepare<[number], { total: number }>(
        'SELECT COALESCE(SUM(delta), 0) AS total FROM points_ledger WHERE member_id = ?',
      )
      .get(memberId)!.total;
  }

  addPoints(memberId: number, delta: number, reference: string, now: number): void {
    this.db
      .prepare('INSERT INTO points_ledger (member_id, delta, reference, created_at) VALUES (?, ?, ?, ?)')
      .run(memberId, delta, reference, now);
  }

  pointMall(memberId: number, merchantCode: string): PointMall {
    const items = this.db
      .prepare<[string], { id: number; name: string; price_points: number; stock: number | null }>(
        'SELECT id, name, price_points, stock FROM mall_items WHERE merchant_code = ? ORDER BY ordinal, id',
      )
      .all(merchantCode)
      .map((r) => ({ id: r.id, name: r.name, pricePoints: r.price_points, stock: r.stock }));
    return { points: this.points(memberId), items };
  }

  /** Spends points on an item: never more than the member has, never past the stock. */
  redeem(memberId: number, merchantCode: string, itemId: number, key: string, now: number) {
    return this.once(memberId, key, `redeem:${itemId}`, now, () => {
      const item = this.db
        .prepare<[number, string], { price_points: number; stock: number | null }>(
          'SELECT price_points, stock FROM mall_items WHERE id = ? AND merchant_code = ?',
        )
        .get(itemId, merchantCode);
      if (!item) throw memberPagesErrors.itemNotFound();
      if (item.stock !== null && item.stock <= 0) throw memberPagesErrors.outOfStock();
      const balance = this.points(memberId);
      if (balance < item.price_points) throw memberPagesErrors.notEnoughPoints();
      const redemptionId = Number(
        this.db
          .prepare('INSERT INTO mall_redemptions (member_id, item_id, points, created_at) VALUES (?, ?, ?, ?)')
          .run(memberId, itemId, item.price_points, now).lastInsertRowid,
      );
      this.addPoints(memberId, -item.price_points, `redeem:${redemptionId}`, now);
      if (item.stock !== null)
        this.db.prepare('UPDATE mall_items SET stock = stock - 1 WHERE id = ? AND stock > 0').run(itemId);
      return { redemptionId, itemId, points: balance - item.price_points };
    });
  }

  // ── missions and the ranking ──
  missions(memberId: number, merchantCode: string): Mission[] {
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

  setMissionProgress(memberId: number, missionId: number, progress: number): void {
    this.db
      .prepare(
        `INSERT INTO member_missions (member_id, mission_id, progress) VALUES (?, ?, ?)
         ON CONFLICT (member_id, mission_id) DO UPDATE SET progress = excluded.progress`,
      )
      .run(memberId, missionId, progress);
  }

  /** A completed mission's points, once. */
  claimMission(memberId: number, merchantCode: string, missionId: number, key: string, now: number) {
    return this.once(memberId, key, `mission:${missionId}`, now, () => {
      const mission = this.missions(memberId, merchantCode).find((m) => m.id === missionId);
      if (!mission) throw memberPagesErrors.missionNotFound();
      if (mission.claimed) throw memberPagesErrors.missionClaimed();
      if (mission.progress < mission.target) throw memberPagesErrors.missionIncomplete();
      const changed = this.db
        .prepare(
          'UPDATE member_missions SET claimed_at = ? WHERE member_id = ? AND mission_id = ? AND claimed_at IS NULL',
        )
        .run(now, memberId, missionId).changes;
      if (changed !== 1) throw memberPagesErrors.missionClaimed();
      if (mission.rewardPoints > 0) this.addPoints(memberId, mission.rewardPoints, `mission:${missionId}`, now);
      return { missionId, rewardPoints: mission.rewardPoints, points: this.points(memberId) };
    });
  }

  /** Points earned (never what was spent), the member's among the merchant's other entrants. */
  ranking(memberId: number, merchantCode: string): RankingEntry[] {
    const members = this.db
      .prepare<[string], { id: number; username: string; score: number }>(
        `SELECT m.id, m.username, SUM(p.delta) AS score FROM points_ledger p JOIN members m ON m.id = p.member_id
         WHERE m.merchant_code = ? AND p.delta > 0 GROUP BY m.id`,
      )
      .all(merchantCode);
    const entrants = this.db
      .prepare<[string], { name: string; score: number }>(
        'SELECT name, score FROM ranking_entrants WHERE merchant_code = ?',
      )
      .all(merchantCode);
    const all = [
      ...members.map((m) => ({
        name: m.id === memberId ? m.username : maskName(m.username),
        score: m.score,
        me: m.id === memberId,
      })),
      ...entrants.map((e) => ({ name: maskName(e.name), score: e.score, me: false })),
    ].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const ranked = all.map((e, i) => ({ rank: i + 1, ...e }));
    const top = ranked.slice(0, RANKING_SIZE);
    const mine = ranked.find((e) => e.me);
    if (mine && !top.includes(mine)) top.push(mine);
    return top;
  }

  // ── VIP ──
  vipLevels(merchantCode: string): VipLevel[] {
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

  rankProgress(memberId: number): { completed: number; expected: number } {
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

  setRankProgress(memberId: number, completed: number, expected: number): void {
    this.db
      .prepare(
        'INSERT INTO member_rank_progress (member_id, completed, expected) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET completed = excluded.completed, expected = excluded.expected',
      )
      .run(memberId, completed, expected);
  }

  // ── promotion participation ──
  participation(memberId: number, promotionId: number) {
    const row = this.db
      .prepare<[number, number], { joined_at: number }>(
        'SELECT joined_at FROM promotion_participants WHERE member_id = ? AND promotion_id = ?',
      )
      .get(memberId, promotionId);
    return { promotionId, joined: Boolean(row), joinedAt: row?.joined_at ?? null };
  }

  join(memberId: number, promotionId: number, key: string, now: number) {
    return this.once(memberId, key, `join:${promotionId}`, now, () => {
      this.db
        .prepare('INSERT OR IGNORE INTO promotion_participants (member_id, promotion_id, joined_at) VALUES (?, ?, ?)')
        .run(memberId, promotionId, now);
      return this.participation(memberId, promotionId);
    });
  }

  // ── agent applications ──
  agentApplication(memberId: number): AgentApplication | null {
    const row = this.db
      .prepare<
        [number],
        {
          id: number;
          real_name: string;
          contact: string;
          channel: AgentApplication['channel'];
          message: string;
          status: AgentApplication['status'];
          created_at: number;
        }
      >(
        'SELECT id, real_name, contact, channel, message, status, created_at FROM agent_applications WHERE member_id = ?',
      )
      .get(memberId);
    return row
      ? {
          id: row.id,
          realName: row.real_name,
          contact: row.contact,
          channel: row.channel,
          message: row.message,
          status: row.status,
          createdAt: row.created_at,
        }
      : null;
  }

  applyAgent(
    memberId: number,
    input: Pick<AgentApplication, 'realName' | 'contact' | 'channel' | 'message'>,
    key: string,
    now: number,
  ): AgentApplication {
    return this.once(memberId, key, 'agentApply', now, () => {
      if (this.agentApplication(memberId)) throw memberPagesErrors.applicationExists();
      this.db
        .prepare(
          'INSERT INTO agent_applications (member_id, real_name, contact, channel, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(memberId, input.realName, input.contact, input.channel, input.message, now);
      return this.agentApplication(memberId)!;
    });
  }

  // ── feedback ──
  feedback(memberId: number): FeedbackItem[] {
    return this.db
      .prepare<[number], { id: number; category: FeedbackCategory; text: string; has: number; created_at: number }>(
        'SELECT id, category, text, screenshot IS NOT NULL AS has, created_at FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(memberId)
      .map((r) => ({
        id: r.id,
        category: r.category,
        text: r.text,
        hasScreenshot: r.has === 1,
        createdAt: r.created_at,
      }));
  }

  addFeedback(
    memberId: number,
    input: { category: FeedbackCategory; text: string; screenshot: { type: string; bytes: Buffer } | null },
    key: string,
    now: number,
  ): FeedbackItem {
    return this.once(memberId, key, 'feedback', now, () => {
      const recent = this.db
        .prepare<[number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?',
        )
        .get(memberId, now - HOUR_MS)!.n;
      if (recent >= FEEDBACK_PER_HOUR) throw memberPagesErrors.tooMuchFeedback();
      const id = Number(
        this.db
          .prepare(
            'INSERT INTO feedback (member_id, category, text, screenshot, screenshot_type, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(
            memberId,
            input.category,
            input.text,
            input.screenshot?.bytes ?? null,
            input.screenshot?.type ?? null,
            now,
          ).lastInsertRowid,
      );
      return {
        id,
        category: input.category,
        text: input.text,
        hasScreenshot: input.screenshot !== null,
        createdAt: now,
      };
    });
  }

  // ── seeding ──
  isSeeded(merchantCode: string): boolean {
    return this.db.prepare('SELECT 1 FROM member_pages_seeded WHERE merchant_code = ?').get(merchantCode) !== undefined;
  }

  markSeeded(merchantCode: string, now: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO member_pages_seeded (merchant_code, seeded_at) VALUES (?, ?)')
      .run(merchantCode, now);
  }
}
