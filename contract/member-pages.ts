/**
 * Issue 16, the member pages: rewards, referral, the point market, missions and ranking, VIP
 * levels, promotion participation, agent applications and feedback. Decoders, so the page, the
 * worker and server/ check one shape. None of these calls is shown in spec §7; docs/api.md
 * describes them. Every write carries an idempotency key (DESIGN rule 11): a repeated key answers
 * what the first request answered and changes nothing.
 */
import {
  arrayOf,
  bool,
  literal,
  nullable,
  numLike,
  object,
  str,
  withDefault,
  DecodeError,
  type Decoder,
  type Infer,
} from './decode';
import { FEEDBACK_SCREENSHOT_MAX_BYTES, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN } from './constants';

/** A whole number ≥ min. */
export function int(min = 0, max = Number.MAX_SAFE_INTEGER): Decoder<number> {
  return (input, path = '') => {
    const value = numLike(input, path);
    if (!Number.isInteger(value) || value < min || value > max)
      throw new DecodeError(path, `a whole number from ${min} to ${max}`);
    return value;
  };
}

/** One per intended action, made by the page (a UUID); a repeat of the same key is the same action. */
export const idempotencyKey = str({ min: 16, max: 64, pattern: /^[A-Za-z0-9-]+$/ });
const id = int(1);

// ── rewards (/m/rewardCenter) ──
/** What a reward is for; the page names it in the player's language. */
export const rewardKind = literal('daily', 'vip', 'referral', 'activity', 'mission');
export const reward = object({
  id,
  kind: rewardKind,
  /** In the currency's minor unit (cents), so sums are exact. */
  amountMinor: int(1),
  createdAt: numLike,
  /** ms since the epoch; null: never expires. */
  expiresAt: nullable(numLike),
  /** ms since the epoch; null while claimable. */
  claimedAt: nullable(numLike),
});
export type Reward = Infer<typeof reward>;
export const claimRewardRequest = object({ rewardId: id, idempotencyKey });
export const claimRewardValue = object({ rewardId: id, amountMinor: int(1), claimedAt: numLike });

// ── referral (/m/inviteFriends) ──
export const referralInfo = object({
  /** The player's own code (the link carries it as referralCode). */
  code: str({ min: 4, max: 32, pattern: /^[A-Za-z0-9]+$/ }),
  /** §5 the personal referral switch. */
  enabled: bool,
  /** Members who registered with this code. */
  invitedCount: int(0),
});
export type ReferralInfo = Infer<typeof referralInfo>;

// ── point market (/m/mall/mallHome) ──
export const mallItem = object({
  id,
  name: str({ min: 1, max: 100 }),
  pricePoints: int(1),
  /** Left in stock; null: unlimited. */
  stock: nullable(int(0)),
});
export const pointMall = object({ points: int(0), items: arrayOf(mallItem, 200) });
export type PointMall = Infer<typeof pointMall>;
export const redeemRequest = object({ itemId: id, idempotencyKey });
export const redeemValue = object({ redemptionId: id, itemId: id, points: int(0) });

// ── missions and ranking (/m/leaderBoard) ──
export const mission = object({
  id,
  title: str({ min: 1, max: 100 }),
  progress: int(0),
  target: int(1),
  rewardPoints: int(0),
  claimed: bool,
});
export type Mission = Infer<typeof mission>;
export const rankingEntry = object({
  rank: int(1),
  /** Masked for everyone but the player. */
  name: str({ min: 1, max: 40 }),
  score: int(0),
  me: withDefault(bool, false),
});
export type RankingEntry = Infer<typeof rankingEntry>;
export const missionsValue = object({ missions: arrayOf(mission, 100), ranking: arrayOf(rankingEntry, 100) });
export const claimMissionRequest = object({ missionId: id, idempotencyKey });
export const claimMissionValue = object({ missionId: id, rewardPoints: int(0), points: int(0) });

// ── VIP levels (/m/member/benefits) ──
/** A level's benefits, as numbers the page words in the player's language. */
export const vipLevel = object({
  rankLevel: int(0, 100),
  labelName: str({ min: 1, max: 64 }),
  labelId: str({ min: 1, max: 64 }),
  /** Extra on deposits, percent. */
  depositBonusPercent: withDefault(numLike, 0),
  /** Rebate on bets, percent. */
  rebatePercent: withDefault(numLike, 0),
  /** Withdrawals allowed per day. */
  dailyWithdrawals: withDefault(int(0), 0),
  /** Birthday gift, minor unit; 0 for none. */
  birthdayGiftMinor: withDefault(int(0), 0),
});
export type VipLevel = Infer<typeof vipLevel>;

// ── promotion participation (/m/activity?id=) ──
export const participationRequest = object({ promotionId: id });
export const participation = object({ promotionId: id, joined: bool, joinedAt: nullable(numLike) });
export const joinPromotionRequest = object({ promotionId: id, idempotencyKey });

// ── agent registration (/m/agentRegister) ──
export const agentChannel = literal('website', 'social', 'community', 'offline', 'other');
export const agentApplyRequest = object({
  realName: str({ min: 2, max: 60, trim: true }),
  contact: str({ min: 5, max: 100, trim: true }),
  channel: agentChannel,
  message: withDefault(str({ max: 500, trim: true }), ''),
  idempotencyKey,
});
export const agentApplication = object({
  id,
  realName: str({ max: 60 }),
  contact: str({ max: 100 }),
  channel: agentChannel,
  message: str({ max: 500 }),
  status: literal('pending', 'approved', 'rejected'),
  createdAt: numLike,
});
export type AgentApplication = Infer<typeof agentApplication>;

// ── feedback (/m/feedback) ──
export const feedbackCategory = literal('deposit', 'withdraw', 'game', 'account', 'suggestion', 'other');
export type FeedbackCategory = Infer<typeof feedbackCategory>;
/** The screenshot types accepted (checked again on the server by their first bytes). */
export const screenshotType = literal('image/png', 'image/jpeg', 'image/webp');
/** base64 of at most FEEDBACK_SCREENSHOT_MAX_BYTES bytes. */
const screenshotData = str({
  min: 4,
  max: Math.ceil(FEEDBACK_SCREENSHOT_MAX_BYTES / 3) * 4,
  pattern: /^[A-Za-z0-9+/]+={0,2}$/,
});
export const feedbackSubmitRequest = object({
  category: feedbackCategory,
  text: str({ min: FEEDBACK_TEXT_MIN, max: FEEDBACK_TEXT_MAX, trim: true }),
  screenshot: withDefault(nullable(object({ type: screenshotType, data: screenshotData })), null),
  idempotencyKey,
});
export const feedbackItem = object({
  id,
  category: feedbackCategory,
  text: str({ max: FEEDBACK_TEXT_MAX }),
  hasScreenshot: bool,
  createdAt: numLike,
});
export type FeedbackItem = Infer<typeof feedbackItem>;
