/** §2 activity calls: the running promotions (issue 15's call), the player's participation and the join. */
import { call } from '../../api/client';
import { cacheableQuery } from '../../api/cacheable-query';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import { sessionKeyOf } from '../../shared/session-key';

export const activityKeys = {
  all: ['activity'] as const,
  promotions: () => ['activity', 'promotions'] as const,
  categories: () => ['activity', 'categories'] as const,
  participation: (token: string, id: number) => ['activity', 'participation', sessionKeyOf(token), id] as const,
};

/** §7 MCSFE_getMerchantAvailablePromotions (public, no Authorization). */
export const promotionsQuery = () => cacheableQuery(activityKeys.promotions(), 'availablePromotions', {});

/**
 * §7 PROMOFE_getPromotionAnnouncementCategory (§3 common store: promotion categories; public).
 * Its failure is the page's (cacheableQuery): without the categories the promotion still shows,
 * only without its category.
 */
export const promotionCategoriesQuery = () =>
  cacheableQuery(activityKeys.categories(), 'promotionCategories', {}, { staleTime: 5 * 60_000 });

export const participationQuery = (token: string, promotionId: number) =>
  memberQuery(activityKeys.participation(token, promotionId), 'promotionParticipation', { promotionId });

export const useJoinPromotion = () =>
  useKeyedMutation((promotionId: number, idempotencyKey) => call('joinPromotion', { promotionId, idempotencyKey }), {
    action: (promotionId) => `join:${promotionId}`,
    onSuccess: (value, promotionId, queryClient) =>
      queryClient.setQueriesData(
        { queryKey: ['activity', 'participation'], predicate: (q) => q.queryKey[3] === promotionId },
        value,
      ),
  });
