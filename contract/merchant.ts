/**
 * The merchant's public runtime configuration. One build serves many merchants: the server puts
 * this JSON into index.html (a <script type="application/json" id="storefront-config">) at request
 * time, and the app decodes it at start. Nothing merchant-specific is baked into the bundle.
 * The reference server keeps the same object under "public" in server/merchants/<code>.json.
 */
import {
  arrayOf,
  bool,
  literal,
  numLike,
  object,
  optional,
  recordOf,
  str,
  string,
  withDefault,
  type Infer,
} from './decode';
import { languageCode } from './codes';
import { DEFAULT_LANGUAGES } from './constants';

/** A colour as #rgb, #rgba, #rrggbb or #rrggbbaa: nothing else is ever written into a stylesheet. */
const hexColour = str({ max: 9, pattern: /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/ });

export const CONFIG_ELEMENT_ID = 'storefront-config';
export const CONFIG_PLACEHOLDER = '<!--storefront:config-->';

const seoEntry = object({
  /** The page's title in English (the merchant's English settings). */
  title: optional(str({ max: 200 })),
  /** The title per language (§1 codes): a language without one gets the translated default, not the English title. */
  titles: optional(recordOf(str({ min: 1, max: 200 }))),
  description: optional(str({ max: 500 })),
  keywords: optional(str({ max: 500 })),
});
export type SeoEntry = Infer<typeof seoEntry>;

export const merchantConfig = object({
  merchantCode: str({ min: 1, max: 32, pattern: /^[A-Za-z0-9_]+$/ }),
  merchantName: str({ min: 1, max: 100 }),
  /** §1: the languages this merchant offers, and its default. */
  languages: withDefault(arrayOf(languageCode, 40), [...DEFAULT_LANGUAGES]),
  defaultLanguage: withDefault(languageCode, 'EN'),
  /** §3 common store: currency and how it is shown. */
  currency: withDefault(str({ max: 8 }), 'USD'),
  currencySymbol: withDefault(str({ max: 8 }), '$'),
  currencyPosition: withDefault(literal('before', 'after'), 'before'),
  /** §3 white-label flags (GOOGLELOGIN3, FIREBASECREATEACC3, UPDATEMOBILEICC3, LOTTMINIGAME3, SEALOTTMINIGAME3). */
  whitelabel: withDefault(recordOf(bool), {}),
  /** §3 register.captcha.enabled and the registration options. */
  register: withDefault(
    object({
      captchaEnabled: withDefault(bool, false),
      mobileEnabled: withDefault(bool, true),
      mobilePasswordOption: withDefault(bool, true),
    }),
    { captchaEnabled: false, mobileEnabled: true, mobilePasswordOption: true },
  ),
  /**
   * §5 captcha display flags for login and sms (register's is register.captchaEnabled), and which
   * provider serves the captcha: the Geetest vendor, or the platform's own slider challenge.
   */
  captcha: withDefault(
    object({
      provider: withDefault(literal('geetest', 'slider'), 'slider'),
      login: withDefault(bool, false),
      sms: withDefault(bool, false),
    }),
    { provider: 'slider', login: false, sms: false },
  ),
  /** §5: the site's auto-login setting; §2: forced password change when expired. */
  autoLogin: withDefault(bool, false),
  forcePasswordChange: withDefault(bool, false),
  /** §4 game launch: this white label opens lottery games only in the installed app or home-screen mode. */
  lotteryNeedsInstalledApp: withDefault(bool, false),
  /** §2 referral, §5 referral button. */
  referralEnabled: withDefault(bool, false),
  themeColor: withDefault(str({ max: 32, pattern: /^#[0-9a-fA-F]{3,8}$/ }), '#d32f2f'),
  /**
   * Issue 32: the merchant's theme as colour roles (hex). Every role left out derives from themeColor
   * (brand) or keeps the storefront's default; contract/theme.ts writes them into the merchant's
   * stylesheet, which the server links from the page's first bytes (no inline style, CSP).
   */
  theme: optional(
    object({
      brand: optional(hexColour),
      brandStrong: optional(hexColour),
      onBrand: optional(hexColour),
      accent: optional(hexColour),
      onAccent: optional(hexColour),
      surface: optional(hexColour),
      surface2: optional(hexColour),
      canvas: optional(hexColour),
      ink: optional(hexColour),
      muted: optional(hexColour),
      line: optional(hexColour),
    }),
  ),
  logoUrl: optional(str({ max: 1024, pattern: /^(\/|https:\/\/)/ })),
  /** §2: per-path title, description and keywords (falling back to /m/home). */
  seo: withDefault(recordOf(seoEntry), {}),
  /** §3 gw. */
  gw: withDefault(
    object({
      GEETEST_ID: withDefault(string, ''),
      GEETEST_VERSION: withDefault(literal('v3', 'v4'), 'v3'),
      PROFILE_ICON_COUNT: withDefault(numLike, 9),
    }),
    { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 },
  ),
  imageCDNs: withDefault(arrayOf(str({ max: 1024 }), 20), []),
  /** §9 "Session time 5 (splash config)": the splash configuration (src/features/splash/rules.ts). */
  splash: optional(object({ sessionTime: optional(numLike) })),
  /** §3 SMS provider config (firebase-based providers enable phone and social sign-in). */
  smsProvider: optional(
    object({
      firebase: withDefault(bool, false),
      appId: withDefault(string, ''),
      apiKey: withDefault(string, ''),
      authDomain: withDefault(string, ''),
      projectId: withDefault(string, ''),
      messagingSenderId: withDefault(string, ''),
      googleWebClientId: withDefault(string, ''),
    }),
  ),
  /**
   * Local and test runs: host:port of the Firebase Auth Emulator the pages sign in against (set by
   * the reference server from FIREBASE_AUTH_EMULATOR_HOST, never by a merchant file).
   */
  firebaseAuthEmulatorHost: optional(str({ max: 255, pattern: /^[A-Za-z0-9.-]+:\d{1,5}$/ })),
  /**
   * Issue 17 push: the merchant's VAPID key for firebase/messaging getToken, and which token
   * implementation the pages use: 'firebase' (FCM, production) or 'local' (development and tests:
   * the real permission and worker registration, a token made on the device). The reference server
   * sets tokenSource from PUSH_TOKEN_SOURCE; a merchant file sets vapidKey.
   */
  push: withDefault(
    object({
      enabled: withDefault(bool, true),
      /**
       * §4 the request overlay asks on its own after login (1.5 s later). Off: a member who already
       * granted is still bound and subscribed, but nobody is asked (the reference server's PUSH_ASK=0;
       * the browser tests turn it off so the overlay never covers another feature's page).
       */
      ask: withDefault(bool, true),
      vapidKey: withDefault(str({ max: 200 }), ''),
      tokenSource: withDefault(literal('firebase', 'local'), 'firebase' as const),
      /** Notification icon and badge (same-origin paths or https URLs). */
      icon: withDefault(str({ max: 1024 }), '/m/icons/icon-192.png'),
      badge: withDefault(str({ max: 1024 }), '/m/icons/icon-192.png'),
    }),
    {
      enabled: true,
      ask: true,
      vapidKey: '',
      tokenSource: 'firebase' as const,
      icon: '/m/icons/icon-192.png',
      badge: '/m/icons/icon-192.png',
    },
  ),
  /** §3 pixel tracking object: the merchant's pixel ids (facebookPixelId, tiktokPixelId, gtagId …); the URL may add or override. */
  pixels: withDefault(recordOf(str({ max: 256 })), {}),
  /** §3 mobile template pwa parameters; blank means no installable manifest (§5). */
  pwaTitle: withDefault(str({ max: 100 }), ''),
  /**
   * §3 mobile template desktop_app_feature: the storefront offers itself as an app on desktop
   * computers too (the install dialog, the download bar and its popup). Off: those are for phones and
   * tablets only, and a desktop browser shows the storefront as a web page. On when not set: what every
   * merchant has had.
   */
  desktopAppFeature: withDefault(bool, true),
  /** §3 mobile template apple_touch_icon: the icon iOS puts on the home screen (default: the 192 px icon). */
  appleTouchIcon: optional(str({ max: 1024, pattern: /^(\/|https:\/\/)/ })),
});
export type MerchantConfig = Infer<typeof merchantConfig>;
