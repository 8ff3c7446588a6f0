/**
 * The operator's promotions (issue 15), dispatched to by the admin endpoint (server/admin/admin.ts,
 * which has already checked the bearer token and the Merchant header):
 *
 *   GET    /admin/promotions                   everything of the merchant, and its media files
 *   PUT    /admin/promotions/announcements     [{title, content, promotionType, execution, category, forceRead, marquee, popup}]
 *   PUT    /admin/promotions/categories        [{code, name, names?: {CODE: name}}]
 *   PUT    /admin/promotions/promotions        [{title, content, category, periodStart, periodEnd, joinable, referral, imageName, texts?: {CODE: {title, content}}}]
 *   PUT    /admin/promotions/banners           [{groupName, imageName, title, titles?: {CODE: title}, linkageType, linkage, roomId, nodeId, gameType, vendor, url}]
 *   PUT    /admin/promotions/promo-image       {delayMs, images: [{name, title}]} (at most two)
 *   PUT    /admin/promotions/media/{name}      the image file as the body (PNG, JPEG, WebP or GIF; at most 1 MB)
 *   DELETE /admin/promotions/media/{name}
 *
 * Lists are replaced whole, in the order given. Every input is checked; a banner or popup image must
 * name a media file that exists.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROMO_IMAGE_POPUP_DELAY_MS } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { readBody, readJsonBody } from '../http/body';
import { decodeRequest, HttpError } from '../http/errors';
import { sendValue } from '../http/respond';
import type { Merchant } from '../merchants/load';
import {
  announcementsInput,
  bannersInput,
  categoriesInput,
  MAX_PROMO_IMAGE_DELAY_MS,
  MEDIA_NAME,
  promoImagePopupInput,
  promotionsInput,
} from './inputs';
import { sniffImageType } from './store';

export const PROMOTIONS_ADMIN_PREFIX = '/admin/promotions';
/** Below the body reader's 1 MB drain limit. */
export const MAX_MEDIA_BYTES = 1_000_000;
/** Room for a list of HTML texts (the JSON bodies of the other calls are 64 KB at most). */
const MAX_LIST_BYTES = 512 * 1024;

const methodNotAllowed = (res: ServerResponse, method: string, allow: string) => {
  res.setHeader('Allow', allow);
  return new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
};

export async function handlePromotionsAdmin(
  deps: AppDeps,
  merchant: Merchant,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const store = deps.promotions;
  const code = merchant.code;
  const method = req.method ?? 'GET';
  const rest = url.pathname.slice(PROMOTIONS_ADMIN_PREFIX.length);
  const now = deps.clock();
  const requireMedia = (name: string) => {
    if (!store.media(code, name))
      throw new HttpError(400, 'invalid_request', `${name}: no such media file (upload it first)`);
  };
  const log = (what: string) => deps.logger.info(`admin: ${what} of ${code} replaced`);

  if (rest === '' || rest === '/') {
    if (method !== 'GET') throw methodNotAllowed(res, method, 'GET');
    const announcementTexts = store.announcementTexts(code);
    const promotionTexts = store.promotionTexts(code);
    return sendValue(res, {
      // Each with its texts in the other languages, so what an operator reads can be put back as it is.
      announcements: store
        .announcements(code, { types: '', category: '' })
        .map((a) => ({ ...a, texts: announcementTexts[a.id] ?? {} })),
      announcementTexts,
      // Issue 32: the categories with their names and the promotions with their texts in every language.
      categories: store.categories(code),
      promotions: store.promotions(code, now).map((p) => ({ ...p, texts: promotionTexts[p.id] ?? {} })),
      banners: store.banners(code, ''),
      promoImagePopup: store.promoImagePopup(code, PROMO_IMAGE_POPUP_DELAY_MS),
      media: store.mediaNames(code),
    });
  }

  const media = /^\/media\/([^/]+)$/.exec(rest);
  if (media) {
    const name = decodeURIComponent(media[1]!);
    if (!MEDIA_NAME.test(name))
      throw new HttpError(400, 'invalid_request', 'name: letters, digits, dot, dash and underscore, at most 128');
    if (method === 'PUT') {
      const bytes = await readBody(req, MAX_MEDIA_BYTES);
      if (!sniffImageType(bytes)) throw new HttpError(400, 'invalid_request', 'body: a PNG, JPEG, WebP or GIF image');
      const saved = store.putMedia(code, name, bytes, now);
      deps.logger.info(`admin: media ${name} of ${code} saved (${bytes.length} bytes)`);
      return sendValue(res, { name, ...saved, url: store.mediaUrl(code, name) });
    }
    if (method === 'DELETE') {
      if (!store.deleteMedia(code, name)) throw new HttpError(404, 'not_found', `${name}: no such media file`);
      return sendValue(res, null);
    }
    throw methodNotAllowed(res, method, 'PUT, DELETE');
  }

  const lists = ['/announcements', '/categories', '/promotions', '/banners', '/promo-image'];
  if (!lists.includes(rest)) throw new HttpError(404, 'not_found', 'There is no such call.');
  if (method !== 'PUT') throw methodNotAllowed(res, method, 'PUT');
  const body = await readJsonBody(req, MAX_LIST_BYTES);
  switch (rest) {
    case '/announcements':
      store.replaceAnnouncements(code, decodeRequest(announcementsInput, body), now);
      log('announcements');
      return sendValue(res, store.announcements(code, { types: '', category: '' }));
    case '/categories': {
      const items = decodeRequest(categoriesInput, body);
      if (new Set(items.map((c) => c.code)).size !== items.length)
        throw new HttpError(400, 'invalid_request', 'code: each category once');
      store.replaceCategories(code, items);
      log('categories');
      return sendValue(res, store.categories(code));
    }
    case '/promotions': {
      const items = decodeRequest(promotionsInput, body);
      for (const p of items) {
        if (p.imageName) requireMedia(p.imageName);
        if (p.periodStart !== null && p.periodEnd !== null && p.periodEnd <= p.periodStart) {
          throw new HttpError(400, 'invalid_request', 'periodEnd: after periodStart');
        }
      }
      store.replacePromotions(code, items, now);
      log('promotions');
      return sendValue(res, store.promotions(code, now));
    }
    case '/banners': {
      const items = decodeRequest(bannersInput, body);
      for (const b of items) requireMedia(b.imageName);
      store.replaceBanners(code, items, now);
      log('banners');
      return sendValue(res, store.banners(code, ''));
    }
    default: {
      const input = decodeRequest(promoImagePopupInput, body);
      if (input.delayMs < 0 || input.delayMs > MAX_PROMO_IMAGE_DELAY_MS) {
        throw new HttpError(400, 'invalid_request', `delayMs: 0 to ${MAX_PROMO_IMAGE_DELAY_MS}`);
      }
      for (const image of input.images) requireMedia(image.name);
      store.setPromoImagePopup(code, input, now);
      log('promo image popup');
      return sendValue(res, store.promoImagePopup(code, PROMO_IMAGE_POPUP_DELAY_MS));
    }
  }
}
