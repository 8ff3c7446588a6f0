/**
 * The merchants' image files (issue 15): GET /media/{name} (banners, promo images, promotion
 * pictures) and GET /favicon.ico (the merchant's icon, media file favicon.png; §2 every page asks
 * for it). The merchant comes from the Host header. Same origin, so the pages' CSP (img-src 'self')
 * allows them and the promo image can be fetched as a blob (§7). A URL carrying the file's own
 * version (?v=, see PromotionsStore.mediaUrl) is immutable; others are revalidated by ETag.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../deps';
import { ART_WIDTH_PARAM, artVariantName } from '../../contract/art';
import { readsOnly, sendFile } from '../http/file-answer';
import { sendText } from '../http/respond';
import { MEDIA_NAME } from './inputs';
import { MEDIA_PATH_PREFIX } from './store';

export const FAVICON_PATH = '/favicon.ico';
export const FAVICON_MEDIA_NAME = 'favicon.png';

export function createMediaHandler(deps: AppDeps) {
  return function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
    let name: string;
    if (url.pathname === FAVICON_PATH) name = FAVICON_MEDIA_NAME;
    else if (url.pathname.startsWith(MEDIA_PATH_PREFIX)) {
      try {
        name = decodeURIComponent(url.pathname.slice(MEDIA_PATH_PREFIX.length));
      } catch {
        name = '';
      }
    } else return false;
    if (!readsOnly(req, res)) return true;
    const merchant = deps.merchants.forHost(req.headers.host);
    const base = MEDIA_NAME.test(name) ? deps.promotions.media(merchant.code, name) : null;
    if (!base) {
      sendText(res, 404, 'Not found.\n');
      return true;
    }
    // ?w=N: the `-<N>w` width variant of a `srcset` (issue 32), when it is as new as the base file.
    const width = Number(url.searchParams.get(ART_WIDTH_PARAM));
    const variant =
      Number.isInteger(width) && width > 0 ? deps.promotions.media(merchant.code, artVariantName(name, width)) : null;
    const file = variant && variant.updatedAt >= base.updatedAt ? variant : base;
    sendFile(req, res, {
      etag: `"${base.sha256.slice(0, 16)}${file.sha256.slice(0, 16)}"`,
      versioned: url.searchParams.get('v') === base.sha256.slice(0, 12),
      contentType: file.contentType,
      bytes: file.bytes,
    });
    return true;
  };
}
