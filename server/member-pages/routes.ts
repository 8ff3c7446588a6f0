/**
 * Issue 16 calls (not shown in spec §7; docs/api.md): rewards, referral, the point market,
 * missions and the ranking, VIP levels and rank progress (§7 MCSFE_getPlayerRankProgress),
 * promotion participation, agent applications and feedback.
 */
import { api } from '../../contract/endpoints';
import { FEEDBACK_SCREENSHOT_MAX_BYTES } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { requireMember, route, type HttpContext, type RouteDef } from '../http/route';
import { sniffImageType } from '../promotions/store';

/** §6: types 1 and 2 are agents. */
const isAgent = (type: number) => type === 1 || type === 2;

export function memberPagesRoutes(deps: AppDeps): RouteDef[] {
  const store = deps.memberPages;
  const now = () => deps.clock();

  function joinablePromotion(merchantCode: string, promotionId: number) {
    const promotion = deps.promotions.promotions(merchantCode, now()).find((p) => p.id === promotionId);
    if (!promotion) throw new HttpError(404, 'promotion.not.found', 'There is no such promotion running.');
    return promotion;
  }

  /**
   * The arguments of the member's keyed claim of one of the merchant's things by id (a market item, a
   * mission): who, where, what, the idempotency key and when.
   */
  const keyedClaim = (ctx: HttpContext<{ idempotencyKey: string }>, id: number) =>
    [requireMember(ctx).member.id, ctx.merchant.code, id, ctx.body.idempotencyKey, now()] as const;

  return [
    route(api.rewards, (ctx) => store.rewards.list(requireMember(ctx).member.id)),
    route(api.claimReward, (ctx) =>
      store.rewards.claim(requireMember(ctx).member.id, ctx.body.rewardId, ctx.body.idempotencyKey, now()),
    ),

    route(api.referralInfo, (ctx) => {
      const { member } = requireMember(ctx);
      return store.referral.info(member.id, ctx.merchant.code);
    }),

    route(api.pointMall, (ctx) => store.points.mall(requireMember(ctx).member.id, ctx.merchant.code)),
    route(api.redeemItem, (ctx) => store.points.redeem(...keyedClaim(ctx, ctx.body.itemId))),

    route(api.missions, (ctx) => {
      const { member } = requireMember(ctx);
      return {
        missions: store.missions.list(member.id, ctx.merchant.code),
        ranking: store.ranking.list(member.id, ctx.merchant.code),
      };
    }),
    route(api.claimMission, (ctx) => store.missions.claim(...keyedClaim(ctx, ctx.body.missionId))),

    route(api.vipLevels, (ctx) => store.vip.levels(ctx.merchant.code)),
    // §4 VIP progress: the member's label id (none: progress 1), conditions met and expected.
    route(api.rankProgress, (ctx) => {
      const { member } = requireMember(ctx);
      const { completed, expected } = store.vip.progress(member.id);
      const labelId = member.clubLabel?.labelId;
      return labelId ? { labelId, completed, expected } : { completed, expected };
    }),

    route(api.promotionParticipation, (ctx) =>
      store.participation.of(requireMember(ctx).member.id, ctx.body.promotionId),
    ),
    route(api.joinPromotion, (ctx) => {
      const { member } = requireMember(ctx);
      if (!joinablePromotion(ctx.merchant.code, ctx.body.promotionId).joinable) {
        throw new HttpError(400, 'promotion.not.joinable', 'This promotion has nothing to join.');
      }
      return store.participation.join(member.id, ctx.body.promotionId, ctx.body.idempotencyKey, now());
    }),

    // §2 /m/agentRegister: logged-in agents, when the merchant's referral is on.
    route(api.agentApplication, (ctx) => store.agents.application(requireMember(ctx).member.id)),
    route(api.agentApply, (ctx) => {
      const { member } = requireMember(ctx);
      if (!isAgent(member.type) || !ctx.merchant.public.referralEnabled) {
        throw new HttpError(
          403,
          'agent.register.unavailable',
          'Agent registration is for agents, when referral is on.',
        );
      }
      const { realName, contact, channel, message, idempotencyKey } = ctx.body;
      return store.agents.apply(member.id, { realName, contact, channel, message }, idempotencyKey, now());
    }),

    route(api.feedbackList, (ctx) => store.feedback.list(requireMember(ctx).member.id)),
    route(api.feedbackSubmit, (ctx) => {
      const { member } = requireMember(ctx);
      const { category, text, screenshot, idempotencyKey } = ctx.body;
      let image: { type: string; bytes: Buffer } | null = null;
      if (screenshot) {
        const bytes = Buffer.from(screenshot.data, 'base64');
        // The declared type must be what the bytes are (no SVG, no HTML in disguise), and small enough.
        if (bytes.length > FEEDBACK_SCREENSHOT_MAX_BYTES)
          throw new HttpError(400, 'feedback.screenshot.too.large', 'The screenshot is larger than 1 MB.');
        if (sniffImageType(bytes) !== screenshot.type)
          throw new HttpError(400, 'feedback.screenshot.invalid', 'The screenshot must be a PNG, JPEG or WebP image.');
        image = { type: screenshot.type, bytes };
      }
      return store.feedback.add(member.id, { category, text, screenshot: image }, idempotencyKey, now());
    }),
  ];
}
