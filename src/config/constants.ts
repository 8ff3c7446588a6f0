/**
 * Every business constant and storage key of spec §9 (and the keys of §3 / §4 that name storage),
 * in one place. Features import names from here; no bare numbers for these in feature code.
 */

/*
 * The JSDoc tag "spec" marks a §9 constant named here although no page code reads it: the behaviour it
 * names lives in contract/ or server/ (which cannot import this file), in CSS, or inside a library
 * (the Firebase SDK). Rule 3 of DESIGN.md wants every §9 constant named here; knip.json lets these
 * through ("tags": ["-spec"]) and reports every other unused export as an error.
 */

/** The constants the page, the worker and the server share live in contract/ (named there, re-exported here). */
export {
  HTTP_TIMEOUT_MS,
  HTTP_SHORT_TIMEOUT_MS,
  SPEED_PING_TIMEOUT_MS,
  GAME_LAUNCH_TIMEOUT_MS,
  FIREBASE_REGISTER_SMS_TEMPLATE,
  DEFAULT_PASSWORD,
  DEFAULT_LANGUAGES,
  PUSH_TOPIC_ALL,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SCREENSHOT_TYPES,
  FEEDBACK_TEXT_MIN,
  FEEDBACK_TEXT_MAX,
} from '../../contract/constants';
/**
 * @spec §9 ping timeout 20 s (read by the contract's endpoint table), the ID
 * token max age 300 s (checked by the server's verifier), the RSA exponent 10001 (the server's key),
 * the promo image popup delay 20 s (the server's default), heartbeat 1024 events and 30 days (the
 * tracking wire format).
 */
export {
  PING_TIMEOUT_MS,
  ID_TOKEN_MAX_AGE_S,
  RSA_PUBLIC_EXPONENT,
  PROMO_IMAGE_POPUP_DELAY_MS,
  HEARTBEAT_SIZE_LIMIT,
  HEARTBEAT_RETENTION_DAYS,
} from '../../contract/constants';

// ── Time (all in milliseconds unless the name says otherwise) ────────────────────────────────
/** §4 / §9: up to 10 domains are probed for the fastest line. */
export const MAX_DOMAINS_PROBED = 10;
/** §9: the domain loading indicator shows at most 10 s. */
export const DOMAIN_LOADING_MAX_MS = 10_000;
/** §2 domain modal: Retry opens this page on the fastest line. */
export const DOMAIN_RETRY_PATH = '/m/index.html';
/** §2: customer-service entries without a title are labelled CS1, CS2 … in the action list. */
export const CS_UNTITLED_PREFIX = 'CS';
/**
 * §3 chat: how often the unread count behind the chat footer button is asked for while the page is
 * open (the spec names no interval; it is also asked when the tab becomes visible and after the chat
 * closes).
 */
export const CHAT_UNREAD_POLL_MS = 30_000;
/**
 * §9 "Loading toast 10 s default": a request the player waits for that is still loading after this
 * long tells the player (src/features/loading/rules.ts).
 */
export const LOADING_TOAST_MS = 10_000;
/** §8: after a failure the loading indicator is hidden up to 3 times at 1 s intervals. */
export const LOADING_HIDE_TIMES = 3;
export const LOADING_HIDE_INTERVAL_MS = 1_000;
/** §9: captcha provider script timeout. */
export const CAPTCHA_SCRIPT_TIMEOUT_MS = 3_000;
/** §9: info toasts (network offline, not_support_incognito, copy success). */
export const INFO_TOAST_MS = 1_500;

/** §4: a login in progress blocks duplicates; the block is released 500 ms after it ends. */
export const LOGIN_RELEASE_DELAY_MS = 500;
/** §4: after second-factor success the post-login flow runs after 500 ms. */
export const SECOND_FACTOR_SUCCESS_DELAY_MS = 500;
/** §9: SMS fallback countdown when the server gives no expirationTime (and with firebase). */
export const SMS_FALLBACK_COUNTDOWN_MS = 60_000;
/** The longest countdown a server expirationTime may ask for; anything later is treated as missing. */
export const SMS_MAX_COUNTDOWN_MS = 10 * 60_000;
/** The longest code a second-factor request accepts (contract: authCode and verificationCode, 12). */
export const CODE_MAX_LENGTH = 12;
/** Firebase phone sign-in codes are six digits. */
export const FIREBASE_SMS_CODE_LENGTH = 6;
/** The countdown label updates once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** §4 / §9: install dialog. */
export const INSTALL_DIALOG_DELAY_MS = 1_000;
/** @spec §9 the dialog's animation: install.css (.25s), which cannot import it. */
export const INSTALL_DIALOG_ANIMATION_MS = 250;
export const INSTALL_PROMPT_POLL_TIMES = 20;
export const INSTALL_PROMPT_POLL_INTERVAL_MS = 150;
export const OVERLAY_FADE_MS = 250;
/** §4: install prompt after login on home/login/register pages, and the registration popup delay. */
export const INSTALL_AFTER_LOGIN_DELAY_MS = 2_000;
export const INSTALL_AFTER_REGISTER_DELAY_MS = 1_900;
/** §4: an installed app sets the dismissal counter to 99. */
export const INSTALL_DISMISS_COUNT_INSTALLED = 99;

/** §4 / §9: update detection: first check after 1.5 s, then hourly; settings refetch debounce. */
export const UPDATE_FIRST_CHECK_MS = 1_500;
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const SETTINGS_REFETCH_DEBOUNCE_MS = 300;

/** §4 / §9: deposit and withdrawal counts polled every 30 s; rechecked 2.5 s after deposit events. */
export const COUNTS_POLL_INTERVAL_MS = 30_000;
/** §4 reg_days counts whole days since registration. */
export const DAY_MS = 86_400_000;
export const DEPOSIT_EVENT_RECHECK_MS = 2_500;
/**
 * §4 / §9 (issue 12): the deposit and withdraw pages recheck their pending orders every 30 s while
 * open, and 2.5 s after a deposit event (DEPOSIT_EVENT_RECHECK_MS).
 */
export const MONEY_POLL_INTERVAL_MS = 30_000;
/**
 * Issue 12: the idempotency key of a money request waiting for its answer, per form, in session
 * storage: a double tap, a retry or a reload during submit sends the same key (one order).
 */
export const MONEY_PENDING_KEY_PREFIX = 'MC_MONEY_PENDING_';
/**
 * Issue 12 with the spine's rule (a route that needs data loads it first): a member's answer (money
 * included) the route loader fetched for the page being opened is that page's own answer if it is
 * younger than this (src/api/loader-handover.ts); any older one is asked again when a page opens.
 * The loader's copy of a money answer is held in memory (never persisted: DESIGN rule 11) this long,
 * so the page it was fetched for finds it.
 */
export const LOADER_HANDOVER_MS = 3_000;
/** How long a navigation waits for its route loader's data before the page opens with its own loading state. */
export const ROUTE_DATA_WAIT_MS = 1_000;

/** §9: push. */
export const PUSH_TOKEN_REFRESH_MS = 604_800_000;
/** Issue 17: with no route to FCM, getToken hangs instead of failing; after this it is token-subscribe-failed. */
export const PUSH_TOKEN_TIMEOUT_MS = 10_000;
/** Issue 17: the push opt-in overlay waits this long after login, so it never covers the login flow itself. */
export const PUSH_OPT_IN_DELAY_MS = 1_500;
/** §4: work before a logout (the push unsubscribe) may hold the logout at most this long. */
export const BEFORE_LOGOUT_TIMEOUT_MS = 5_000;
/** Issue 17 tracking: pending events are retried this often while the page is open and online. */
export const TRACKING_RETRY_MS = 15_000;

/** §9: Google one-tap prompt delay. */
export const GOOGLE_PROMPT_DELAY_MS = 500;
/** Google's one-tap script (Google Identity Services) and how long it may take to load. */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GOOGLE_ONE_TAP_SCRIPT_TIMEOUT_MS = 5_000;
/** §9: mini-game widget. */
export const MINI_GAME_DEBOUNCE_MS = 250;
export const MINI_GAME_TAP_THRESHOLD_PX = 2;
export const MINI_GAME_MARGIN_RATIO = 0.02;
/** How long the mini-game script may take to load, and how far an arrow key moves the widget (px; ×5 with Shift). */
export const MINI_GAME_SCRIPT_TIMEOUT_MS = 10_000;
export const MINI_GAME_KEY_STEP_PX = 10;
/** Issue 33: the position the player gave the mini-game, kept for the session (session storage). */
export const MINI_GAME_POSITION_KEY = 'MC_MINI_GAME_POSITION';
/** Issue 33: the room between floating controls (--fab-gap of src/ui/tokens.css). */
export const FAB_GAP_PX = 12;

/** §9: popups. */
export const POPUP_AUTOPLAY_MS = 5_000;
export const POPUP_LIST_REFRESH_MS = 500;
export const POPUP_DELAY_LOGGED_IN_MS = 0;
export const POPUP_DELAY_GUEST_MS = 1_000;
/** @spec §9 the banner groups (the promotions feature spells them out in BANNER_IMAGE_SIZE and its rules). */
export const BANNER_GROUPS = ['m_popup1', 'm_popup2'] as const;
/** §4: popup show/hide per user (or guest), in local storage: MC_POPUP_STATE:{merchant}:{user or guest}. */
export const POPUP_STATE_KEY = 'MC_POPUP_STATE';
/** §4: closing or saving the promo image popup suppresses it for the session (session storage). */
export const PROMO_IMAGE_CLOSED_KEY = 'MC_PROMO_IMAGE_CLOSED';
/** §4: the saved promo image's name (local storage): it comes back only when the image changes. */
export const PROMO_IMAGE_SAVED_KEY = 'MC_PROMO_IMAGE_SAVED';
/** How far ahead the next local midnight is looked for (a day plus the largest DST jump), and the step. */
export const MIDNIGHT_SEARCH_SPAN_MS = 27 * 3_600_000;
export const MIDNIGHT_SEARCH_STEP_MS = 15 * 60_000;
/** A horizontal swipe over a popup this long moves to the next or previous slide. */
export const POPUP_SWIPE_MIN_PX = 40;
/** The marquee's speed (§9 marquee at 60 fps: a compositor animation of transform). */
export const MARQUEE_SPEED_PX_PER_S = 60;
/** Banner images: their intrinsic size (group m_popup1 5:2, m_popup2 5:1), so boxes are reserved before they load (CLS). */
export const BANNER_IMAGE_SIZE = {
  m_popup1: { width: 750, height: 300 },
  m_popup2: { width: 750, height: 150 },
} as const;
/** The worker's runtime cache of pictures (issue 32): at most this many, of at most this many bytes. */
export const ART_CACHE_MAX_ENTRIES = 120;
export const ART_CACHE_MAX_BYTES = 6 * 1024 * 1024;
/** The banners' `sizes` (issue 32): the page's width, at most the layout's. */
export const BANNER_SIZES = '(min-width: 640px) 640px, 100vw';
/** A vendor's mark (issue 32): its box and its `sizes` in the vendor grid. */
export const VENDOR_MARK_SIZE = { width: 240, height: 80 } as const;
export const VENDOR_MARK_SIZES = '(min-width: 640px) 200px, 45vw';
/** The lobby tiles' `sizes`: two columns of the page's width. */
export const GAME_TILE_SIZES = '(min-width: 640px) 300px, 50vw';
export const COPY_SUCCESS_TOAST_MS = 1_500;

/** §9: native app and windows. */
export const MIN_NATIVE_APP_VERSION_DIRECT_DOWNLOAD = '2.4.39';
/** @spec §9 the sign-in popup window and its closed-check delay: the Firebase SDK's own (signInWithPopup). */
export const POPUP_WINDOW_WIDTH = 500;
/** @spec §9 see POPUP_WINDOW_WIDTH. */
export const POPUP_WINDOW_HEIGHT = 600;
/** @spec §9 see POPUP_WINDOW_WIDTH. */
export const POPUP_CLOSED_DELAY_MS = 8_000;
/**
 * §9 "Session time 5 (splash config)": the splash configuration's default session time, in seconds:
 * the splash stays at most this long, even while the first page still loads (a merchant sets its own
 * in the config's splash.sessionTime; src/features/splash/rules.ts).
 */
export const SPLASH_SESSION_TIME = 5;
/** §3 common store gw PROFILE_ICON_COUNT default 9: how many profile pictures a member picks from. */
export const PROFILE_ICON_COUNT = 9;
/** The most profile pictures the storefront draws (src/features/member/profile-icon.tsx): a larger count is this many. */
export const PROFILE_ICON_MAX = 12;
/** Local storage: each member's chosen profile picture, by merchant and member id ({"DEMO:12": 3}). */
export const PROFILE_ICON_KEY = 'MC_PROFILE_ICON';
/** The longest splash session time a merchant may set (s): a splash never holds the player longer. */
export const SPLASH_SESSION_TIME_MAX = 30;
/** @spec §9 marquee at 60 fps: a compositor animation (MARQUEE_SPEED_PX_PER_S) runs at the display's rate. */
export const MARQUEE_FPS = 60;
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const LAZY_IMAGE_DELAY_MS = 150;

/** §9 vendor rules: RNG and PVP merge into TCG; for currency TLB, BTI and TCG map to 123BET. */
export const VENDORS_MERGED_INTO_TCG = ['RNG', 'PVP'] as const;
export const TLB_CURRENCY = 'TLB';
export const VENDORS_MAPPED_FOR_TLB = ['BTI', 'TCG'] as const;
export const TLB_VENDOR = '123BET';
/** §9: game ordinals step by 100, with extra offsets for lottery types (they lead the lobby, in this order). */
export const GAME_ORDINAL_STEP = 100;
export const LOTTERY_ORDINAL_OFFSETS: Readonly<Record<string, number>> = {
  LOTTERY: -3_000,
  VN_LOTTERY: -2_000,
  SEA_LOTTERY: -1_000,
};
/** §4 game launch: the lotto variant's default language (§7). */
export const GAME_LAUNCH_DEFAULT_LANGUAGE = 'VI';
/** §2 the game frame page: the narrowest sandbox the demo and vendor games still play in, and what they may use. */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
export const GAME_FRAME_ALLOW = 'autoplay; fullscreen';
/** Where the game page's back goes when the launch named no in-app backUrl. */
export const GAME_LOBBY_PATH = '/m/game';
export const GAME_LAUNCH_PATH = '/m/launchGame';

/** @spec §9 auth constants: the Firebase SDK refreshes its token 5 min before expiry and backs off 30 s to 16 min itself. */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** @spec §9 see TOKEN_REFRESH_BEFORE_EXPIRY_MS. */
export const AUTH_BACKOFF_START_MS = 30_000;
/** @spec §9 see TOKEN_REFRESH_BEFORE_EXPIRY_MS. */
export const AUTH_BACKOFF_MAX_MS = 16 * 60_000;
export const MIN_PASSWORD_LENGTH = 6;

/** §9: heartbeat. */
// HEARTBEAT_SIZE_LIMIT and HEARTBEAT_RETENTION_DAYS: contract/constants.ts (the server keeps ids at least as long).

// ── Identity and cookies ─────────────────────────────────────────────────────────────────────
/** §5 / §9: the player device id is exactly 36 characters; its cookie lives 365 days. */
export const DEVICE_ID_LENGTH = 36;
export const DEVICE_ID_COOKIE_DAYS = 365;
/** §9: fbc / fbp tracking cookies live 90 days. */
export const TRACKING_COOKIE_DAYS = 90;
/** §1 the language choice's cookie (issue 18: the server renders in it) lives a year, as the device id's does. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** §3 remembered login: the random key prefixed to the password before the second base64 pass. */
export const REMEMBER_KEY_LENGTH = 8;

// ── Languages (§1) ───────────────────────────────────────────────────────────────────────────
/** §7: the Language header defaults to CN. */
export const DEFAULT_LANGUAGE_HEADER = 'CN';

// ── Storage keys ─────────────────────────────────────────────────────────────────────────────
/** §3: session info lives in session storage under this key. */
export const SESSION_INFO_KEY = 'MC_SESSION_INFO';
/** §3: the player device id, in local storage and a cookie. */
export const DEVICE_ID_STORAGE_KEY = 'MC_DEVICE_ID';
export const DEVICE_ID_COOKIE = 'deviceId';
/** §1: the stored language preference. */
export const LANGUAGE_STORAGE_KEY = 'MC_LANGUAGE';
/** §2: extra query-parameter names that navigation keeps, stored by the tracking feature. */
export const TRACKING_KEYS_STORAGE_KEY = 'MC_TRACKING_KEYS';
/** §3: registration info (affiliateCode, referralCode, originalDomain). */
export const REGISTRATION_INFO_KEY = 'MC_REGISTRATION_INFO';
/** §3: the remembered login. */
export const REMEMBERED_LOGIN_KEY = 'MC_REMEMBERED_LOGIN';
/** §8: token_ip_different stores 0 here to disable auto-login. */
export const AUTO_LOGIN_KEY = 'MC_AUTO_LOGIN';
/** §3 pixel tracking object, written by the tracking feature and sent with registration. */
export const PIXEL_TRACK_KEY = 'MC_PIXEL_TRACK';
/** Issue 17 push: the device's push token {token, createdAt, source}; the §4 per-session skip flag. */
export const PUSH_TOKEN_KEY = 'MC_PUSH_TOKEN';
export const PUSH_SKIP_KEY = 'MC_PUSH_SKIP';
/** Issue 17 tracking: firstOpen / a2hsFirstOpen fired on this device; §3 s2s ad info from the native app. */
export const FIRST_OPEN_KEY = 'MC_FIRST_OPEN';
export const A2HS_FIRST_OPEN_KEY = 'MC_A2HS_FIRST_OPEN';
export const S2S_AD_INFO_KEY = 'MC_S2S_AD_INFO';
/**
 * Issue 17: the ids of the events with a natural key (an order, a registration) this device already
 * tracked, so a second firing (a remount, a second poll, a retried request) is not reported again;
 * the newest TRACKED_IDS_MAX are kept. Across devices and tabs the server counts each id once.
 */
export const TRACKED_IDS_KEY = 'MC_TRACKED_IDS';
/** Tracking events held at start-up, kept here if the page goes away before the reporter runs (issue 17). */
export const TRACKING_HELD_KEY = 'MC_TRACK_HELD';
export const TRACKED_IDS_MAX = 200;
/** §9: the fbc / fbp tracking cookies. */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';
/** §4: download bar hidden in this session. */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';
/** §4 install dialog: session flags (dismissed, a forced prompt shown, the browser has no install prompt). */
export const INSTALL_DISMISSED_KEY = 'MC_INSTALL_DISMISSED';
export const INSTALL_FORCED_SHOWN_KEY = 'MC_INSTALL_FORCED_SHOWN';
export const INSTALL_UNSUPPORTED_KEY = 'MC_INSTALL_UNSUPPORTED';
/**
 * §4 install dialog, local storage: the dismissal counter (99 once installed) and the installed
 * flag. public/install-capture.js writes the same two keys when `appinstalled` fires (a test keeps them in step).
 */
export const INSTALL_DISMISS_COUNT_KEY = 'MC_A2HS_DISMISS_COUNT';
export const INSTALL_INSTALLED_KEY = 'MC_A2HS_INSTALLED';
/** §4 social login: a redirect sign-in is under way (its channel); the result is read on remount. */
export const FIREBASE_REDIRECT_KEY = 'MC_FIREBASE_REDIRECT';
/** An old page reloaded once after a missing chunk (vite:preloadError); kept for the session so it cannot loop. */
export const PRELOAD_RELOADED_KEY = 'MC_PRELOAD_RELOADED';
/** §4: splash screen hidden once per session. */
export const SPLASH_SHOWN_KEY = 'MC_SPLASH_SHOWN';

// ── Routes (§2) ──────────────────────────────────────────────────────────────────────────────
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const REGISTER_PATHS = ['/m/register', '/m/register.html'] as const;
export const MEMBER_HOME_PATH = '/m/member/home';

// ── Service worker ───────────────────────────────────────────────────────────────────────────
/** How long a navigation waits for the network before the precached shell answers (flaky networks). */
export const NAVIGATION_NETWORK_TIMEOUT_MS = 3_000;
/** Persisted query cache: how long the last known data is shown on a cold start (gcTime matches). */
export const QUERY_PERSIST_MAX_AGE_MS = 24 * 3_600_000;
export const QUERY_CACHE_STORAGE_KEY = 'MC_QUERY_CACHE';
/**
 * Issue 37: a first visit's worker registers (and its install downloads the precache) once the page
 * has hydrated and the main thread is idle; at the latest this long after the hydration.
 */
export const WORKER_INSTALL_IDLE_TIMEOUT_MS = 5_000;
/** Messages between page and worker that expect an answer give up after this long. */
export const WORKER_REQUEST_TIMEOUT_MS = 10_000;

// ── Member pages (issue 16) ──────────────────────────────────────────────────────────────────
/** §2 the go-to-activity targets and the pages they open. */
export const ACTIVITY_PATH = '/m/activity';
export const REWARD_CENTER_PATH = '/m/rewardCenter';
export const INVITE_FRIENDS_PATH = '/m/inviteFriends';
export const MALL_PATH = '/m/mall/mallHome';
export const LEADER_BOARD_PATH = '/m/leaderBoard';
export const BENEFITS_PATH = '/m/member/benefits';
export const AGENT_REGISTER_PATH = '/m/agentRegister';
/** §3 clubLabel.type that shows VIP benefits (§5). */
export const VIP_AUTO_LABEL_TYPE = 'AUTO';

// ── Interruptions (issue 33, DESIGN rule 14; docs/interruptions.md) ─────────────────────────────

/** The pause between one unasked dialog closing and the next lower one opening (a must-know notice waits for none). */
export const INTERRUPTION_PAUSE_MS = 1_500;
/** The first minute of a visit (a guest's from the page's start, a member's from the login or the start). */
export const FIRST_MINUTE_MS = 60_000;
/** Unasked interruptions (errors and status notices aside) a guest's first minute may hold. */
export const FIRST_MINUTE_CAP_GUEST = 2;
/** Unasked interruptions (errors and status notices aside) a member's first minute may hold. */
export const FIRST_MINUTE_CAP_MEMBER = 2;
