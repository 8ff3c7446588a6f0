/** §7 promotions calls: announcements, promotion categories, running promotions, banners, the promo image popup. */
import { api } from '../../contract/endpoints';
import { PROMO_IMAGE_POPUP_DELAY_MS } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { headerOf, route, type HttpContext, type RouteDef } from '../http/route';

export function promotionRoutes(deps: AppDeps): RouteDef[] {
  const store = deps.promotions;
  const languagesOf = (ctx: HttpContext<unknown>) => ({
    language: headerOf(ctx.headers, 'language')?.trim().toUpperCase(),
    defaultLanguage: ctx.merchant.public.defaultLanguage,
  });
  return [
    // §6: public calls, no Authorization; the storefront picks the audience (§4 execution A/B/F).
    // Issue 35: in the player's language (the §1 Language header), else the merchant's default, else English.
    route(api.announcements, (ctx) => store.announcements(ctx.merchant.code, ctx.body, languagesOf(ctx))),
    // Issue 32: the promotions and their categories likewise, by the same rule.
    route(api.promotionCategories, (ctx) => store.categories(ctx.merchant.code, languagesOf(ctx))),
    route(api.availablePromotions, (ctx) => store.promotions(ctx.merchant.code, deps.clock(), languagesOf(ctx))),
    route(api.banners, (ctx) => store.banners(ctx.merchant.code, ctx.body.groupName)),
    route(api.promoImagePopup, (ctx) => store.promoImagePopup(ctx.merchant.code, PROMO_IMAGE_POPUP_DELAY_MS)),
  ];
}
