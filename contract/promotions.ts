/**
 * Spec §3 / §7 entities of promotions on screen: announcements and promotion popups (§3 Popup
 * item), promotion categories, the merchant's available promotions (activities), banners (§3
 * Banner) and the promo image popup. Decoders, so the page, the worker and server/ check one shape.
 * Every `content` is server HTML: hostile until it passes src/ui/safe-html.tsx (DESIGN rule 12).
 */
import {
  arrayOf,
  bool,
  literal,
  nullable,
  numLike,
  object,
  optional,
  recordOf,
  str,
  withDefault,
  type Infer,
} from './decode';
import { PROMO_IMAGE_POPUP_DELAY_MS } from './constants';

/** §4 popup audience by execution: A logged in, B guests, F only on a first-time login. */
export const popupExecution = literal('A', 'B', 'F');

/** §3 Popup item (title, HTML content, promotionType, execution, id), with what the popups need. */
export const popupItem = object({
  id: numLike,
  title: withDefault(str({ max: 200 }), ''),
  content: withDefault(str({ max: 100_000 }), ''),
  /** §7 types: AN an announcement, PR a promotion. */
  promotionType: withDefault(str({ max: 16 }), 'AN'),
  execution: popupExecution,
  /** §7 category (app_download …); '' for none. */
  category: withDefault(str({ max: 64 }), ''),
  /** §4: closing first moves to the last slide. */
  forceRead: withDefault(bool, false),
  /** Shown in the announcement marquee on home (as plain text). */
  marquee: withDefault(bool, false),
  /** Shown as a popup (a marquee-only announcement is not). */
  popup: withDefault(bool, true),
  /** When the operator last changed it (ms since the epoch). */
  updatedAt: withDefault(numLike, 0),
});
export type PopupItem = Infer<typeof popupItem>;

export const announcementsRequest = object({
  /** Comma-separated promotionTypes (§7: PR). */
  types: withDefault(str({ max: 64, pattern: /^[A-Z,]*$/ }), ''),
  /** §7 platform M (mobile). */
  platform: withDefault(str({ max: 8 }), 'M'),
  category: withDefault(str({ max: 64 }), ''),
});

/** §3 common store: promotion categories (PROMOFE_getPromotionAnnouncementCategory). */
export const promotionCategory = object({
  id: numLike,
  code: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
  name: str({ max: 100 }),
  ordinal: withDefault(numLike, 0),
});
export type PromotionCategory = Infer<typeof promotionCategory>;

/** A promotion the merchant runs now (MCSFE_getMerchantAvailablePromotions): an activity (§2 /m/activity?id=). */
export const availablePromotion = object({
  id: numLike,
  title: str({ max: 200 }),
  /** HTML: through SafeHtml only. */
  content: withDefault(str({ max: 100_000 }), ''),
  /** Code of its promotion category ('' for none). */
  category: withDefault(str({ max: 64 }), ''),
  /** Period, ms since the epoch; null for open-ended. */
  periodStart: nullable(numLike),
  periodEnd: nullable(numLike),
  /** The player can join or claim it (a join/claim action is offered). */
  joinable: withDefault(bool, false),
  /** A referral promotion (§5 referral button, /m/inviteFriends). */
  referral: withDefault(bool, false),
  /** Same-origin image of the promotion, or '' for none. */
  imageUrl: withDefault(str({ max: 1024, pattern: /^(\/[^/\\]|$)/ }), ''),
});
export type AvailablePromotion = Infer<typeof availablePromotion>;

/** §9 banner groups. */
export const bannerGroup = literal('m_popup1', 'm_popup2');

/** §3 Banner: linkageType, linkage, roomId, nodeId, gameType, vendor, groupName, url; and its image. */
export const banner = object({
  id: numLike,
  groupName: bannerGroup,
  /** Same-origin image (the CSP allows self, data: and blob: images). */
  imageUrl: str({ min: 1, max: 1024, pattern: /^\/[^/\\]/ }),
  /** The image's text alternative, in the merchant's default language. */
  title: withDefault(str({ max: 200 }), ''),
  /**
   * Issue 32: the title in other languages by §1 code; the page lays the player's over the
   * text-free art (src/features/promotions/rules.ts bannerTitle).
   */
  titles: optional(recordOf(str({ max: 200 }))),
  /** NONE, URL, GAME or ACTIVITY (src/features/promotions/rules.ts bannerTarget). */
  linkageType: withDefault(str({ max: 32 }), 'NONE'),
  linkage: withDefault(str({ max: 256 }), ''),
  roomId: withDefault(str({ max: 64 }), ''),
  nodeId: withDefault(str({ max: 64 }), ''),
  gameType: withDefault(str({ max: 64 }), ''),
  vendor: withDefault(str({ max: 64 }), ''),
  url: withDefault(str({ max: 2048 }), ''),
});
export type Banner = Infer<typeof banner>;

export const bannersRequest = object({ groupName: withDefault(str({ max: 32 }), '') });

/** The promo image popup (§4): up to two images, shown first then second, after a delay. */
export const promoImage = object({
  /** The image's name: remembered when saved, so the popup returns only when it changes (§4). */
  name: str({ min: 1, max: 128, pattern: /^[A-Za-z0-9._-]+$/ }),
  url: str({ min: 1, max: 1024, pattern: /^\/[^/\\]/ }),
  title: withDefault(str({ max: 200 }), ''),
});
export type PromoImage = Infer<typeof promoImage>;

export const promoImagePopup = object({
  /** §9: 20 s by default. */
  delayMs: withDefault(numLike, PROMO_IMAGE_POPUP_DELAY_MS),
  images: arrayOf(promoImage, 2),
});
export type PromoImagePopup = Infer<typeof promoImagePopup>;
