/**
 * Issue 16, the member pages' data (migration 008), one store per concern: rewards, referral, points
 * and the point market, missions, the ranking, VIP levels and rank progress, promotion
 * participation, agent applications and feedback. Every write runs in one transaction with its
 * idempotency key (keys.ts): a repeat of a key answers the first answer and changes nothing (DESIGN
 * rule 11). This holds them, and whether a merchant's demo data is seeded.
 */
import type { Database } from '../db/index';
import { seededMarks, type SeededMarks } from '../merchants/seed-once';
import { AgentApplicationsStore } from './agents';
import { FeedbackStore } from './feedback';
import { ActionKeys } from './keys';
import { MissionsStore } from './missions';
import { ParticipationStore } from './participation';
import { PointsStore } from './points';
import { RankingStore } from './ranking';
import { ReferralStore } from './referral';
import { RewardsStore } from './rewards';
import { VipStore } from './vip';
import type { RewardWallet } from './wallet-port';

export { maskName } from './ranking';

export class MemberPagesStore {
  readonly rewards: RewardsStore;
  readonly referral: ReferralStore;
  readonly points: PointsStore;
  readonly missions: MissionsStore;
  readonly ranking: RankingStore;
  readonly vip: VipStore;
  readonly participation: ParticipationStore;
  readonly agents: AgentApplicationsStore;
  readonly feedback: FeedbackStore;
  /** Issue 36: which merchants' member-pages seed has been applied (seed.ts). */
  readonly seeded: SeededMarks;
  private readonly keys: ActionKeys;

  constructor(db: Database, wallet: RewardWallet) {
    this.keys = new ActionKeys(db);
    this.seeded = seededMarks(db, 'member_pages_seeded');
    this.rewards = new RewardsStore(db, this.keys, wallet);
    this.referral = new ReferralStore(db, this.keys);
    this.points = new PointsStore(db, this.keys);
    this.missions = new MissionsStore(db, this.keys, this.points);
    this.ranking = new RankingStore(db);
    this.vip = new VipStore(db);
    this.participation = new ParticipationStore(db, this.keys);
    this.agents = new AgentApplicationsStore(db, this.keys);
    this.feedback = new FeedbackStore(db, this.keys);
  }

  transaction<T>(fn: () => T): T {
    return this.keys.transaction(fn);
  }
}
