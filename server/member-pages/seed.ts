/**
 * Seeds each merchant's member pages once (server/member-pages/seed-data.ts); after that the
 * database owns them, and a restart undoes nothing a player did.
 */
import type { Database } from '../db/index';
import type { Members } from '../db/members';
import type { Merchant } from '../merchants/load';
import { MEMBER_PAGES_SEEDS, type MemberPagesSeed } from './seed-data';
import type { MemberPagesStore } from './store';

const DAY_MS = 86_400_000;

export function seedMemberPages(
  db: Database,
  store: MemberPagesStore,
  members: Members,
  merchants: readonly Merchant[],
  now: number,
  seeds: Readonly<Record<string, MemberPagesSeed>> = MEMBER_PAGES_SEEDS,
): number {
  let seeded = 0;
  for (const merchant of merchants) {
    if (store.seeded.isSeeded(merchant.code)) continue;
    const seed = seeds[merchant.code];
    store.transaction(() => {
      if (seed) {
        const level = db.prepare(
          `INSERT INTO vip_levels (merchant_code, rank_level, label_name, label_id, deposit_bonus_percent, rebate_percent, daily_withdrawals, birthday_gift_minor)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        );
        for (const l of seed.vipLevels) {
          level.run(
            merchant.code,
            l.rankLevel,
            l.labelName,
            l.labelId,
            l.depositBonusPercent,
            l.rebatePercent,
            l.dailyWithdrawals,
            l.birthdayGiftMinor,
          );
        }
        const item = db.prepare(
          'INSERT INTO mall_items (merchant_code, code, name, price_points, stock, ordinal) VALUES (?, ?, ?, ?, ?, ?)',
        );
        seed.mallItems.forEach((i, n) => item.run(merchant.code, i.code, i.name, i.pricePoints, i.stock, n));
        const mission = db.prepare(
          'INSERT INTO missions (merchant_code, code, title, target, reward_points, ordinal) VALUES (?, ?, ?, ?, ?, ?)',
        );
        seed.missions.forEach((m, n) => mission.run(merchant.code, m.code, m.title, m.target, m.rewardPoints, n));
        const entrant = db.prepare('INSERT INTO ranking_entrants (merchant_code, name, score) VALUES (?, ?, ?)');
        for (const e of seed.rankingEntrants) entrant.run(merchant.code, e.name, e.score);
        const missionId = db.prepare<[string, string], { id: number }>(
          'SELECT id FROM missions WHERE merchant_code = ? AND code = ?',
        );

        for (const [username, state] of Object.entries(seed.members)) {
          const member = members.findByUsername(merchant.code, username);
          if (!member) continue;
          if (state.referral) {
            store.referral.set(member.id, merchant.code, state.referral.code, state.referral.enabled);
            for (const friend of state.referral.invited ?? []) {
              db.prepare(
                'UPDATE members SET referral_code = ? WHERE merchant_code = ? AND username_lower = ? AND referral_code IS NULL',
              ).run(state.referral.code, merchant.code, friend.toLowerCase());
            }
          }
          if (state.points) store.points.add(member.id, state.points, 'seed', now);
          for (const r of state.rewards ?? []) {
            store.rewards.add(member.id, r.kind, r.amountMinor, now, {
              expiresAt: r.expiresInDays ? now + r.expiresInDays * DAY_MS : null,
              claimedAt: r.claimed ? now : null,
            });
          }
          for (const [code, progress] of Object.entries(state.missions ?? {})) {
            const m = missionId.get(merchant.code, code);
            if (m) store.missions.setProgress(member.id, m.id, progress);
          }
          if (state.rankProgress)
            store.vip.setProgress(member.id, state.rankProgress.completed, state.rankProgress.expected);
        }
      }
      store.seeded.markSeeded(merchant.code, now);
    });
    seeded++;
  }
  return seeded;
}
