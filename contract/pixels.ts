/**
 * The §3 pixel vendors as the page and the server both need them (issue 17): which §3 id switches
 * each vendor on, the URL parameters that carry that id, and the origins each vendor's script loads
 * from and talks to. The page loads a vendor only when its id is configured (merchant settings, the
 * URL, or kept from an earlier visit); the server's Content-Security-Policy (server/http/
 * security-headers.ts) allows a vendor's origins only in the same cases, so an unconfigured vendor
 * can neither load nor be called. The page names the vendors it kept in the PIXEL_VENDORS_COOKIE
 * cookie, since a later visit's URL no longer carries them.
 *
 * Pure and DOM-free: server/ imports it.
 */

/** §3 pixel tracking object: the fields the spec lists (registration sends them as pixelTrack; tracking reads them). */
export const PIXEL_TRACK_FIELDS = [
  'facebookPixelId',
  'tiktokPixelId',
  'kwaiPixelId',
  'kwaiClickId',
  'gtagId',
  'appsflyerId',
  'adjustId',
  'twitterPixelId',
  'bigoPixelId',
  'voluumCid',
  'propellerVisitorId',
  'kadamId',
  'tfTracker',
  'rtCid',
  'okspId',
  'pixel_click_id',
  'okspExt',
  'obclid',
  'phxClickId',
  'mgsClickId',
  'fbc',
  'fbp',
  'twclid',
  'utm_source',
] as const;

/** The pixel vendors and the §3 pixel tracking object id that switches each on. */
export const PIXEL_VENDORS = {
  facebook: 'facebookPixelId',
  tiktok: 'tiktokPixelId',
  kwai: 'kwaiPixelId',
  gtag: 'gtagId',
  appsflyer: 'appsflyerId',
  adjust: 'adjustId',
  twitter: 'twitterPixelId',
  bigo: 'bigoPixelId',
} as const;
export type PixelVendor = keyof typeof PIXEL_VENDORS;
export const PIXEL_VENDOR_NAMES = Object.keys(PIXEL_VENDORS) as PixelVendor[];

/** Other URL parameter names the ad networks use for a vendor's id (besides the §3 field name itself). */
export const PIXEL_ID_ALIASES: Record<PixelVendor, readonly string[]> = {
  facebook: ['fbPixelId', 'pixelId', 'fb_pixel_id'],
  tiktok: ['ttPixelId', 'tiktok_pixel_id'],
  kwai: ['kwai_pixel_id'],
  gtag: ['gtag_id'],
  appsflyer: ['af_id'],
  adjust: ['adjust_id'],
  twitter: ['tw_pixel_id'],
  bigo: ['bigo_pixel_id'],
};

/**
 * Where each vendor's script comes from (the adapters in src/features/tracking/pixels.chunk.ts load
 * these): the URLs of the vendors' own published base codes (Kwai's kwaiq loader, Adjust's web SDK
 * CDN snippet, Bigo Ads' bge pixel code …). The browser tests serve their stand-ins at exactly these URLs.
 */
export const PIXEL_SCRIPT_URLS: Record<PixelVendor, (id: string) => string> = {
  facebook: () => 'https://connect.facebook.net/en_US/fbevents.js',
  tiktok: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  kwai: (id) => `https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=kwaiq`,
  gtag: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  appsflyer: (id) => `https://websdk.appsflyer.com?st=pba&af_id=${encodeURIComponent(id)}`,
  adjust: () => 'https://cdn.adjust.com/adjust-latest.min.js',
  twitter: () => 'https://static.ads-twitter.com/uwt.js',
  bigo: (id) => `https://api.imotech.video/ad/events.js?pixel_id=${encodeURIComponent(id)}`,
};

/** The second address a vendor's base code tries when its first one fails (Kwai's loader does). */
export const PIXEL_SCRIPT_FALLBACK_URLS: Partial<Record<PixelVendor, (id: string) => string>> = {
  kwai: (id) =>
    `https://s16-11187.ap4r.com/kos/s101/nlav11187/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=kwaiq`,
};

/** The origins a vendor's script is loaded from (script-src) and sends its hits to (connect-src; images may go anywhere https). */
export const PIXEL_VENDOR_ORIGINS: Record<PixelVendor, { script: readonly string[]; connect: readonly string[] }> = {
  facebook: {
    script: ['https://connect.facebook.net'],
    connect: ['https://connect.facebook.net', 'https://www.facebook.com'],
  },
  tiktok: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
  kwai: {
    script: ['https://s1.kwai.net', 'https://s16-11187.ap4r.com'],
    connect: ['https://*.kwai.net', 'https://*.ap4r.com'],
  },
  gtag: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  appsflyer: { script: ['https://websdk.appsflyer.com'], connect: ['https://*.appsflyer.com'] },
  adjust: { script: ['https://cdn.adjust.com'], connect: ['https://*.adjust.com'] },
  twitter: {
    script: ['https://static.ads-twitter.com'],
    connect: ['https://static.ads-twitter.com', 'https://analytics.twitter.com', 'https://t.co'],
  },
  bigo: { script: ['https://api.imotech.video'], connect: ['https://api.imotech.video'] },
};

/** The cookie in which the page names the vendors it loads (comma-separated), kept as long as fbc/fbp (§9 90 days). */
export const PIXEL_VENDORS_COOKIE = 'MC_PIXELS';

/** A usable pixel id (the page's own check of ids from the URL and settings). */
export const PIXEL_ID_VALUE = /^[\w.\-:~+=/@%]{1,256}$/;
const usable = (v: unknown): boolean => typeof v === 'string' && PIXEL_ID_VALUE.test(v.trim());

export interface PixelVendorSources {
  /** The merchant's pixel ids (merchant config `pixels`). */
  merchant: Readonly<Record<string, string>>;
  /** The request's query parameters. */
  search: { get(name: string): string | null };
  /** The PIXEL_VENDORS_COOKIE value, when the request carries it. */
  cookie: string | null | undefined;
}

/** The vendors a page may load: configured by the merchant, named in the URL, or kept by the page from an earlier visit. */
export function pixelVendorsOf({ merchant, search, cookie }: PixelVendorSources): PixelVendor[] {
  const kept = new Set((cookie ?? '').split(',').map((v) => v.trim()));
  return PIXEL_VENDOR_NAMES.filter((vendor) => {
    const field = PIXEL_VENDORS[vendor];
    if (usable(merchant[field])) return true;
    if ([field, ...PIXEL_ID_ALIASES[vendor]].some((name) => usable(search.get(name)))) return true;
    return kept.has(vendor);
  });
}

/** Firebase Cloud Messaging's registration calls that firebase/messaging getToken makes from the page. */
export const FCM_CONNECT_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];
