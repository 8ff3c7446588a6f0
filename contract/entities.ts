/**
 * The entities of spec §3 as decoders; their TypeScript types are inferred from them, so the
 * shape checked at run time and the shape the compiler knows are one and the same.
 */
import {
  arrayOf,
  bool,
  boolLike,
  literal,
  numLike,
  object,
  optional,
  str,
  string,
  withDefault,
  nullable,
  unknownValue,
  type Decoder,
  type Infer,
} from './decode';
import { payoutAccount } from './money';

/** §3 Member types: -1 not logged in, 0 player, 1 and 2 agents, 4 without chat permission. */
export const memberType = numLike;

/** §7: every /wps answer is wrapped in this envelope; §3 error body is {message, errorCode}. */
export const envelope = object({
  success: bool,
  value: optional(unknownValue),
  message: optional(string),
  errorCode: optional(string),
});

export const clubLabel = object({
  labelName: withDefault(string, ''),
  type: withDefault(string, ''),
  rankLevel: withDefault(numLike, 0),
  labelId: optional(string),
});
export type ClubLabel = Infer<typeof clubLabel>;

/** §3 Login response value. */
export const loginValue = object({
  id: numLike,
  token: str({ min: 16, max: 512 }),
  userName: string,
  customerType: memberType,
  firstTimeLogin: withDefault(bool, false),
  passwordExpired: withDefault(bool, false),
});
export type LoginValue = Infer<typeof loginValue>;

/** §8 login_verify_required: which second-factor methods the member must pass. */
export const verifyRequiredFlags = object({
  email: withDefault(bool, false),
  ga: withDefault(bool, false),
  sms: withDefault(bool, false),
  payeeName: withDefault(bool, false),
});
export type VerifyRequiredFlags = Infer<typeof verifyRequiredFlags>;

/** §3 Member info. */
export const memberInfo = object({
  id: numLike,
  userName: string,
  type: memberType,
  regDate: numLike,
  language: withDefault(string, ''),
  mobileNum: optional(string),
  clubLabel: optional(clubLabel),
  /** §5 the member's personal referral switch (issue 16). */
  referralEnabled: optional(bool),
});
export type MemberInfo = Infer<typeof memberInfo>;

/** §3 Register response value. */
export const registerValue = object({
  id: numLike,
  userName: string,
  customerName: withDefault(string, ''),
  token: str({ min: 16, max: 512 }),
});
export type RegisterValue = Infer<typeof registerValue>;

/** §3 Countries. */
export const country = object({
  countryCode: str({ min: 2, max: 3 }),
  countryDialingCode: str({ min: 1, max: 6, pattern: /^\d+$/ }),
});
export const countriesValue = object({
  countryCode: string,
  countryDialingCode: string,
  countries: arrayOf(country, 400),
});
export type Country = Infer<typeof country>;
export type CountriesValue = Infer<typeof countriesValue>;

/** §3 Common store: the parts the status call answers. */
export const systemStatus = object({
  ip: withDefault(string, ''),
  maintenance: withDefault(bool, false),
  maintenanceEnd: optional(numLike),
  maintenanceDescription: optional(string),
  regionRestriction: withDefault(bool, false),
});
export type SystemStatus = Infer<typeof systemStatus>;

/** §3 Customer-service entry (path obfuscated: last 8 characters key, rest cipher text). */
export const customerServiceEntry = object({
  title: withDefault(string, ''),
  path: string,
  csType: withDefault(string, ''),
  csPosition: withDefault(string, ''),
  labelIds: withDefault(arrayOf(string, 200), []),
});
export type CustomerServiceEntry = Infer<typeof customerServiceEntry>;

export const domainEntry = object({ domainName: str({ min: 1, max: 255 }) });

/** The config call (not shown in §7): customer service and the domain list. */
export const siteConfig = object({
  customerService: withDefault(arrayOf(customerServiceEntry, 100), []),
  domainList: withDefault(arrayOf(domainEntry, 100), []),
});
export type SiteConfig = Infer<typeof siteConfig>;

/**
 * §3 Install settings: each an enabled flag plus value. A setting the server leaves out is off, so
 * an older server (or a merchant who never set one up) simply shows no prompt for it.
 */
function installSetting<T>(value: Decoder<T>, fallback: T) {
  const decode = object({ enabled: withDefault(bool, false), value: withDefault(value, fallback) });
  return withDefault(decode, { enabled: false, value: fallback });
}
const count = numLike;
/** §4 domain rule: mode 2 = everywhere except the listed domains; mode 3 = only on them. */
export const DOMAIN_MODES = [2, 3] as const;
/** §4 bind card: 1 = on the bind-card page when the member has no card; 2 = always there. */
export const BIND_CARD_MODES = [1, 2] as const;
/** The install dialog's two looks (§2: bottom dialog or its fullscreen variant). */
export const INSTALL_DIALOG_MODES = ['bottom', 'fullscreen'] as const;
export const installSettingsShape = {
  download_condition_switch: installSetting(nullable(unknownValue), null),
  bottom_app_bar_mode: installSetting(literal(...INSTALL_DIALOG_MODES), 'bottom'),
  login_required: installSetting(nullable(unknownValue), null),
  bind_card: installSetting(literal(...BIND_CARD_MODES), 1),
  first_deposit: installSetting(nullable(unknownValue), null),
  first_withdraw: installSetting(nullable(unknownValue), null),
  deposit_times: installSetting(count, 0),
  deposit_times_forced: installSetting(count, 0),
  deposit_least_times: installSetting(count, 0),
  deposit_least_times_forced: installSetting(count, 0),
  withdrawal_times: installSetting(count, 0),
  withdrawal_times_forced: installSetting(count, 0),
  withdrawal_least_times: installSetting(count, 0),
  withdrawal_least_times_forced: installSetting(count, 0),
  reg_days: installSetting(count, 0),
  reg_days_forced: installSetting(count, 0),
  /** Seconds from game start to the in-game popup. */
  in_game_popup_interval: installSetting(count, 0),
  domains_switch: installSetting(literal(...DOMAIN_MODES), 2),
  domains: installSetting(arrayOf(str({ min: 1, max: 255 }), 200), []),
  theme: installSetting(literal('light', 'dark'), 'light'),
  app_desc: installSetting(str({ max: 500 }), ''),
  bottom_app_desc: installSetting(str({ max: 500 }), ''),
  /**
   * §4 "hidden when a required VIP rank level is not met": the rank level the download bar needs
   * (not in the §3 list, which names no field for it; defined here).
   */
  download_bar_rank_level: installSetting(count, 0),
} as const;
export const installSettings = object(installSettingsShape);
export type InstallSettings = Infer<typeof installSettings>;
export type InstallSettingName = keyof InstallSettings;

/** §3 Counts. */
export const transactionSummary = object({
  totalDepositSuccessCount: numLike,
  totalWithdrawSuccessCount: numLike,
  /** The member's bound accounts (masked), by kind: bank accounts and Pix keys; virtual wallets; e-wallets. */
  fullBankCardList: withDefault(arrayOf(payoutAccount, 100), []),
  fullVirtualWalletList: withDefault(arrayOf(payoutAccount, 100), []),
  fullEWalletList: withDefault(arrayOf(payoutAccount, 100), []),
});
export type TransactionSummary = Infer<typeof transactionSummary>;

/**
 * §3 Download links: resourceType Android, IOS, MOBILECONFIG, AppDownloadIcon, AndroidAPK (direct
 * package), IOSLite (the iOS lite app) or AndroidPackage (the store package name); others are kept
 * and ignored.
 */
export const downloadLink = object({ resourceType: str({ min: 1, max: 32 }), url: str({ min: 1, max: 2048 }) });
export type DownloadLink = Infer<typeof downloadLink>;

/** The native app's upgrade check (not shown in §7): is a newer version out, and must it be taken. */
export const appUpgradeValue = object({
  upgradeAvailable: bool,
  mandatory: withDefault(bool, false),
  latestVersion: withDefault(str({ max: 32 }), ''),
  downloadUrl: withDefault(str({ max: 2048 }), ''),
});
export type AppUpgradeValue = Infer<typeof appUpgradeValue>;

/** §3 Game lane and vendors. */
export const gameCard = object({
  accountTypeName: string,
  displayName: string,
  /** What a launch needs (not shown in §3; this product's choice): the game's code and trial ids, its picture. */
  gameCode: optional(str({ max: 64 })),
  gameId: optional(str({ max: 64 })),
  nodeId: optional(str({ max: 64 })),
  imageUrl: optional(str({ max: 1024 })),
});
export const gameLane = object({
  title: string,
  gameClassify: string,
  gameCount: numLike,
  cards: withDefault(arrayOf(gameCard), []),
});
export const gameVendor = object({
  vendor: string,
  displayName: string,
  gameType: withDefault(string, ''),
  ordinal: withDefault(numLike, 0),
  /** Not in §3 (this product's choice, issue 32): the vendor's mark, same-origin. */
  imageUrl: optional(str({ max: 1024, pattern: /^\/[^/\\]/ })),
});

/** §3 Game launch result and chat. */
// §8 url_is_null_check: an answer without a game URL is the player's message, not a malformed answer.
export const gameLaunchValue = object({ gameUrl: withDefault(str({ max: 4096 }), '') });
export const chatLaunchValue = object({ chatUrl: str({ min: 1, max: 4096 }) });
export const unreadCountValue = object({ unReadCount: numLike });

/** §3 Rank progress (VIP). */
export const rankProgress = object({
  labelId: optional(string),
  completed: withDefault(numLike, 0),
  expected: withDefault(numLike, 0),
});

/** §7 sms/noLogin (and the email twin): when the code expires, ms since the epoch (the resend countdown, §4). */
export const smsSendValue = object({ expirationTime: optional(numLike) });

/**
 * The self-hosted slider challenge: the picture with its hole, and the piece as its own picture
 * (pieceSize wide, as tall as the scene, transparent but for the piece at its height: issue 35, no
 * coordinate in the answer).
 */
export const sliderPuzzle = object({
  image: str({ max: 200_000, pattern: /^data:image\/png;base64,[A-Za-z0-9+/=]+$/ }),
  piece: str({ max: 50_000, pattern: /^data:image\/png;base64,[A-Za-z0-9+/=]+$/ }),
  width: numLike,
  height: numLike,
  pieceSize: numLike,
  /** The piece's picture is this wide (its tabs reach beyond the square): its left is x − (pieceWidth − pieceSize) / 2. */
  pieceWidth: numLike,
});
export type SliderPuzzle = Infer<typeof sliderPuzzle>;

/** §7 GET /wps/captcha/geetest: {gt, challenge, newCaptcha}, plus the puzzle when the provider is the slider. */
export const geetestChallenge = object({
  gt: string,
  challenge: string,
  newCaptcha: withDefault(boolLike, true),
  slider: optional(sliderPuzzle),
});

/** A message the reference server "sent" (dev outbox, development mode only). */
export const outboxMessage = object({
  id: numLike,
  channel: literal('sms', 'email'),
  to: string,
  text: string,
  createdAt: numLike,
});
export const pingValue = object({ time: numLike });
export const rsaKeyValue = str({
  min: 100,
  max: 4096,
  pattern: /^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----\s*$/,
});

export const okValue = nullable(unknownValue);
export { literal };
