/**
 * Seeds each merchant's promotions once, from server/promotions/seed/<CODE>.json and the image files
 * in server/promotions/seed/media/<CODE>/ (plus favicon.png, the merchant's icon). A merchant
 * without a seed file gets its favicon only. After that the database owns them: the admin endpoint
 * changes them, a restart does not undo it.
 *
 * `popups: false` leaves out the popups and the promo image popup (SEED_POPUPS=0): the browser tests
 * of other features run on a server whose home page no modal gets in the way of; the promotions
 * tests put their own popups in through the admin endpoint.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Merchant } from '../merchants/load';
import { seedOnce } from '../merchants/seed-once';
import { MEDIA_NAME, seedFile } from './inputs';
import type { PromotionsStore } from './store';

export const PROMOTIONS_SEED_DIR = fileURLToPath(new URL('./seed/', import.meta.url));

/** `popups` false: the seed's popups and promo image popup left out (SEED_POPUPS=0). */
export function seedPromotions(
  store: PromotionsStore,
  merchants: readonly Merchant[],
  now: number,
  { popups = true } = {},
): number {
  return seedOnce(store, merchants, now, { dir: PROMOTIONS_SEED_DIR, decode: seedFile }, (merchant, seed) => {
    const mediaDir = join(PROMOTIONS_SEED_DIR, 'media', merchant.code);
    if (existsSync(mediaDir)) {
      for (const name of readdirSync(mediaDir)) {
        if (MEDIA_NAME.test(name)) store.putMedia(merchant.code, name, readFileSync(join(mediaDir, name)), now);
      }
    }
    if (seed) {
      store.replaceCategories(merchant.code, seed.categories);
      store.replaceAnnouncements(
        merchant.code,
        popups ? seed.announcements : seed.announcements.filter((a) => !a.popup),
        now,
      );
      store.replacePromotions(merchant.code, seed.promotions, now);
      store.replaceBanners(merchant.code, seed.banners, now);
      if (seed.promoImagePopup && popups) store.setPromoImagePopup(merchant.code, seed.promoImagePopup, now);
    }
  });
}
