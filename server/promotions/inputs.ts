/**
 * What an operator (server/promotions/admin.ts) and the seed files (server/promotions/seed/) may
 * put in: checked field by field. HTML content is stored as given: it is the storefront that
 * treats it as hostile (SafeHtml), as it must with any platform's answers.
 */
import {
  arrayOf,
  bool,
  DecodeError,
  literal,
  nullable,
  numLike,
  object,
  recordOf,
  str,
  withDefault,
  type Decoder,
} from '../../contract/decode';
import { isKnownLanguage, type LanguageCode } from '../../contract/languages';
import { operatorUrl } from '../../contract/operator-url';

export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const mediaName = str({ min: 1, max: 128, pattern: MEDIA_NAME });
const code = str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ });

const announcementText = object({
  title: withDefault(str({ max: 200 }), ''),
  content: withDefault(str({ max: 20_000 }), ''),
});

/**
 * Issues 32 and 35: a value per language of the merchant's (`{"VI": …}`), by §1 code; a code the
 * platform does not know is refused.
 */
const byLanguage =
  <T>(value: Decoder<T>): Decoder<Partial<Record<LanguageCode, T>>> =>
  (input, path = '') => {
    const values = recordOf(value)(input, path);
    for (const code of Object.keys(values))
      if (!isKnownLanguage(code)) throw new DecodeError(path ? `${path}.${code}` : code, 'a §1 language code');
    return values;
  };

/** Issue 35: an announcement's texts in the merchant's other languages (`{"VI": {"title": …, "content": …}}`). */
const announcementTexts = byLanguage(announcementText);

/** Issue 32: a banner's title in the merchant's other languages. */
const bannerTitles = byLanguage(str({ min: 1, max: 200 }));

export const announcementInput = object({
  /** The text in the merchant's default language. */
  title: withDefault(str({ max: 200 }), ''),
  content: withDefault(str({ max: 20_000 }), ''),
  texts: withDefault(announcementTexts, {}),
  promotionType: withDefault(str({ min: 1, max: 16, pattern: /^[A-Z]+$/ }), 'AN'),
  execution: literal('A', 'B', 'F'),
  category: withDefault(str({ max: 64, pattern: /^[A-Za-z0-9_-]*$/ }), ''),
  forceRead: withDefault(bool, false),
  marquee: withDefault(bool, false),
  popup: withDefault(bool, true),
});

/** Issue 32: a category's name in the merchant's other languages. */
const categoryNames = byLanguage(str({ min: 1, max: 100 }));

export const categoryInput = object({
  code,
  name: str({ min: 1, max: 100 }),
  names: withDefault(categoryNames, {}),
});

export const promotionInput = object({
  title: str({ min: 1, max: 200 }),
  content: withDefault(str({ max: 20_000 }), ''),
  category: withDefault(str({ max: 64, pattern: /^[A-Za-z0-9_-]*$/ }), ''),
  periodStart: nullable(numLike),
  periodEnd: nullable(numLike),
  joinable: withDefault(bool, false),
  referral: withDefault(bool, false),
  imageName: withDefault(str({ max: 128, pattern: /^([A-Za-z0-9][A-Za-z0-9._-]{0,127})?$/ }), ''),
  /** Issue 32: the title and content in the merchant's other languages, by §1 code (as an announcement's). */
  texts: withDefault(announcementTexts, {}),
});

/** §5 linkages: NONE (no tap), URL (url: http opens outside, /m… an internal route), GAME, ACTIVITY. */
export const LINKAGE_TYPES = ['NONE', 'URL', 'GAME', 'ACTIVITY'] as const;
export const bannerInput = object({
  groupName: literal('m_popup1', 'm_popup2'),
  imageName: mediaName,
  /** The title in the merchant's default language (and the image's text alternative). */
  title: withDefault(str({ max: 200 }), ''),
  titles: withDefault(bannerTitles, {}),
  linkageType: withDefault(literal(...LINKAGE_TYPES), 'NONE'),
  linkage: withDefault(str({ max: 256 }), ''),
  roomId: withDefault(str({ max: 64 }), ''),
  nodeId: withDefault(str({ max: 64 }), ''),
  gameType: withDefault(str({ max: 64 }), ''),
  vendor: withDefault(str({ max: 64 }), ''),
  /** Issue 35: https:// or http:// (§5: "starting with http open externally"), or an internal /m/ path. */
  url: withDefault(operatorUrl({ empty: true }), ''),
});

/** The promo image popup: delay (ms, at most an hour) and up to two images, first then second. */
export const MAX_PROMO_IMAGE_DELAY_MS = 3_600_000;
export const promoImagePopupInput = object({
  delayMs: numLike,
  images: arrayOf(object({ name: mediaName, title: withDefault(str({ max: 200 }), '') }), 2),
});

export const announcementsInput = arrayOf(announcementInput, 200);
export const categoriesInput = arrayOf(categoryInput, 200);
export const promotionsInput = arrayOf(promotionInput, 500);
export const bannersInput = arrayOf(bannerInput, 100);

/** A merchant's seed file: server/promotions/seed/<CODE>.json, with its images in seed/media/<CODE>/. */
export const seedFile = object({
  categories: withDefault(categoriesInput, []),
  announcements: withDefault(announcementsInput, []),
  promotions: withDefault(promotionsInput, []),
  banners: withDefault(bannersInput, []),
  promoImagePopup: nullable(promoImagePopupInput),
});
