/**
 * The constants of spec §9 that the page, the worker and the reference server must agree on.
 * src/config/constants.ts re-exports them, so features keep importing every constant from one place.
 */

/** §7 / §9: default HTTP timeout, and the shorter one used by the shared wrapper. */
export const HTTP_TIMEOUT_MS = 30_000;
export const HTTP_SHORT_TIMEOUT_MS = 10_000;
/** §7 / §9: GET /wps/system/test/ping aborts after 20 s; a speed ping of another domain after 10 s. */
export const PING_TIMEOUT_MS = 20_000;
export const SPEED_PING_TIMEOUT_MS = 10_000;
/** §9: game launch timeout. */
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;

/** §9: a Firebase ID token older than this (seconds) is refused. */
export const ID_TOKEN_MAX_AGE_S = 300;
/** §3 register-by-firebase smsTemplate: the welcome SMS (with the new username) of a phone registration. */
export const FIREBASE_REGISTER_SMS_TEMPLATE = 'FIREBASE_REGISTER';
/** §5: mobile registration without the password option uses this default password. */
export const DEFAULT_PASSWORD = '{secret}';
/** §9: the RSA public exponent of the encrypted POST scheme (hex 10001 = 65537). */
export const RSA_PUBLIC_EXPONENT = 0x10001;

/** §1: the languages a merchant offers when its configuration names none. */
export const DEFAULT_LANGUAGES = ['EN', 'VI', 'CN'] as const;

/** §9: the push topic every member's device is subscribed to on login. */
export const PUSH_TOPIC_ALL = 'ALL';
/** §9 heartbeat: at most 1024 entries, kept 30 days (the device's tracking queue; the server keeps ids longer). */
export const HEARTBEAT_SIZE_LIMIT = 1024;
export const HEARTBEAT_RETENTION_DAYS = 30;

/** §9: the promo image popup's delay when the merchant sets none (the contract's default and the server's). */
export const PROMO_IMAGE_POPUP_DELAY_MS = 20_000;

/** §2 /m/feedback: a screenshot is at most 1 MB, PNG, JPEG or WebP (checked on both sides). */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 1_048_576;
export const FEEDBACK_SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Feedback text length, in characters (trimmed). */
export const FEEDBACK_TEXT_MIN = 5;
export const FEEDBACK_TEXT_MAX = 2_000;
/** The feedback call's body limit: the screenshot as base64 plus the rest. */
export const FEEDBACK_BODY_MAX_BYTES = 1_500_000;
