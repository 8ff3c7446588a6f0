/** §7 promotions calls: announcements, promotion categories, running promotions, banners, the promo image popup. */
import { api } from '../../contract/endpoints';
import { PROMO_IMAGE_POPUP_DELAY_MS } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { headerOf, route, type RouteDef } from '../http/route';

export function promotionRoutes(deps: AppDeps): RouteDef[] {
  const store = deps.promotions;
  return [
    // §6: public calls, no Authorization; the storefront picks the audience (§4 execution A/B/F).
    // Issue 35: in the player's language (the §1 Language header), else the merchant's default, else English.
    route(api.announcements, (ctx) =>
      store.announcements(ctx.merchant.code, ctx.body, {
        language: headerOf(ctx.headers, 'language')?.trim().toUpperCase(),
        defaultLanguage: ctx.merchant.public.defaultLanguage,
      }),
    ),
    route(api.promotionCategories, (ctx) => store.categories(ctx.merchant.code)),
    route(api.availablePromotions, (ctx) => store.promotions(ctx.merchant.code, deps.clock())),
    route(api.banners, (ctx) => store.banners(ctx.merchant.code, ctx.body.groupName)),
    route(api.promoImagePopup, (ctx) => store.promoImagePopup(ctx.merchant.code, PROMO_IMAGE_POPUP_DELAY_MS)),
  ];
}
