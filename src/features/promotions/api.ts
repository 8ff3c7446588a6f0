/**
 * §7 promotions calls on screen: announcements (popups and the marquee), banners and the promo image popup, with their query options and keys; and the promo
 * image itself, fetched as a blob (§7 "images are fetched as blobs"). Public calls (§6), the same
 * for every player, so one key each. A copy that did not come from this page's fetch (persisted, or
 * the server's render) is stale at once, so a player sees the operator's changes on the next visit
 * while it paints first; an answer fetched on this page is shared by the sections that read it
 * (src/api/freshness.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { callQuick } from '../../api/client';
import { freshOnThisPage } from '../../api/freshness';

export const promotionKeys = {
  all: ['promotions'] as const,
  announcements: () => ['promotions', 'announcements'] as const,
  banners: (group: string) => ['promotions', 'banners', group] as const,
  promoImagePopup: () => ['promotions', 'promo-image-popup'] as const,
  promoImage: (url: string) => ['promotions', 'promo-image', url] as const,
};

/** §7 MCSFE_getListAnnouncements, platform M: every type and category; the audience is chosen here (§4). */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.announcements(),
    queryFn: ({ signal }) => callQuick('announcements', { types: '', platform: 'M', category: '' }, { signal }),
    staleTime: freshOnThisPage,
    meta: { endpoint: 'announcements', handlesErrors: true },
  });

/** §3 Banner, one §9 group (m_popup1 or m_popup2). */
export const bannersQuery = (group: 'm_popup1' | 'm_popup2') =>
  queryOptions({
    queryKey: promotionKeys.banners(group),
    queryFn: ({ signal }) => callQuick('banners', { groupName: group }, { signal }),
    staleTime: freshOnThisPage,
    meta: { endpoint: 'banners', handlesErrors: true },
  });

/** §4 the promo image popup: delay and images. */
export const promoImagePopupQuery = () =>
  queryOptions({
    queryKey: promotionKeys.promoImagePopup(),
    queryFn: ({ signal }) => callQuick('promoImagePopup', {}, { signal }),
    staleTime: freshOnThisPage,
    meta: { handlesErrors: true },
  });

/** The promo image as a blob (§7): shown from it and saved from it, one download. Same origin only. */
export const promoImageBlobQuery = (url: string) =>
  queryOptions({
    queryKey: promotionKeys.promoImage(url),
    queryFn: async ({ signal }) => {
      const target = new URL(url, location.origin);
      if (target.origin !== location.origin) throw new Error('promo image: not same origin');
      const res = await fetch(target, { signal, credentials: 'same-origin' });
      if (!res.ok) throw new Error(`promo image: HTTP ${res.status}`);
      const blob = await res.blob();
      if (!blob.type.startsWith('image/')) throw new Error('promo image: not an image');
      return blob;
    },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: 1,
    meta: { handlesErrors: true },
  });
