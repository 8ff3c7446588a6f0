/**
 * The one typed contract of every call (spec §7), shared by the storefront's HTTP client and the
 * reference server in server/. Each endpoint names its method, path, the headers it needs, how its
 * request is checked and how its answer is decoded. docs/api.md describes the same calls in prose.
 *
 * Calls the spec leaves "not shown" are defined here too (marked `notShownInSpec`), with the
 * shape this product chose for them.
 */
import {
  arrayOf,
  bool,
  boolLike,
  literal,
  nullable,
  num,
  numLike,
  object,
  optional,
  str,
  string,
  withDefault,
  recordOf,
  type Decoder,
  type Infer,
} from './decode';
import {
  chatLaunchValue,
  countriesValue,
  downloadLink,
  gameLane,
  gameLaunchValue,
  gameVendor,
  geetestChallenge,
  appUpgradeValue,
  installSettings,
  loginValue,
  memberInfo,
  okValue,
  outboxMessage,
  pingValue,
  rankProgress,
  registerValue,
  rsaKeyValue,
  siteConfig,
  smsSendValue,
  systemStatus,
  transactionSummary,
  unreadCountValue,
  customerServiceEntry,
} from './entities';
import { languageCode } from './codes';
import { merchantConfig } from './merchant';
import {
  announcementsRequest,
  availablePromotion,
  banner,
  bannersRequest,
  popupItem,
  promoImagePopup,
  promotionCategory,
} from './promotions';
import {
  bindBankCardRequest,
  bindPixKeyRequest,
  depositRequest,
  depositSettingsValue,
  moneyOrder,
  orderHistoryValue,
  payoutAccount,
  withdrawAccountInfoValue,
  withdrawRequest,
} from './money';
import { FIREBASE_CHANNELS } from './firebase-channels';
import {
  agentApplication,
  agentApplyRequest,
  claimMissionRequest,
  claimMissionValue,
  claimRewardRequest,
  claimRewardValue,
  feedbackItem,
  feedbackSubmitRequest,
  joinPromotionRequest,
  missionsValue,
  participation,
  participationRequest,
  pointMall,
  redeemRequest,
  redeemValue,
  referralInfo,
  reward,
  vipLevel,
} from './member-pages';
import {
  FEEDBACK_BODY_MAX_BYTES,
  HTTP_SHORT_TIMEOUT_MS,
  HTTP_TIMEOUT_MS,
  PING_TIMEOUT_MS,
  GAME_LAUNCH_TIMEOUT_MS,
  SPEED_PING_TIMEOUT_MS,
} from './constants';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

export interface Endpoint<Req, Res> {
  readonly method: HttpMethod;
  readonly path: string;
  /** 'required': Authorization must carry a live token; 'optional': sent when there is one; 'none': never sent (§6). */
  readonly auth: 'required' | 'optional' | 'none';
  /** §7 encrypted POST: the body travels as {value} with the Encryption, X-Digest and X-RSA headers. */
  readonly encrypted: boolean;
  /**
   * 'no-store': never cached anywhere (keys, status, credentials, money);
   * 'session': a GET whose answer may be kept for the current session (worker cache, persisted queries);
   * 'network': a GET that is de-duplicated in flight but not kept.
   */
  readonly cache: 'no-store' | 'session' | 'network';
  /** Answers holding credentials or money movements: never persisted on the device (DESIGN rule 10). */
  readonly sensitive: boolean;
  readonly timeoutMs: number;
  /**
   * Fetch credentials: 'include' (§7 "credentials on"), or 'omit' for a call to another origin that
   * answers `Access-Control-Allow-Origin: *`, which a browser refuses to read with credentials.
   */
  readonly credentials: 'include' | 'omit';
  /**
   * Send none of the §7 headers (Merchant, Language, Authorization, ModuleId, Device): a CORS simple
   * request, so probing another origin costs one round trip instead of a preflight plus one.
   */
  readonly bareRequest: boolean;
  /** §7 ModuleId header. */
  readonly moduleId?: string;
  /** §7 Device header (the kind of client: H5, PWA, WEBCLIP, IPAD, APP). */
  readonly deviceHeader: boolean;
  readonly request: Decoder<Req>;
  readonly answer: Decoder<Res>;
  readonly notShownInSpec?: true;
  /** The request body limit on the server when larger than the default 64 KB (an upload). */
  readonly maxBodyBytes?: number;
}

type EndpointInit<Req, Res> = Partial<Omit<Endpoint<Req, Res>, 'method' | 'path' | 'request' | 'answer'>> &
  Pick<Endpoint<Req, Res>, 'method' | 'path' | 'request' | 'answer'>;

function endpoint<Req, Res>(init: EndpointInit<Req, Res>): Endpoint<Req, Res> {
  return {
    auth: 'optional',
    encrypted: false,
    cache: init.method === 'GET' ? 'network' : 'no-store',
    sensitive: false,
    timeoutMs: HTTP_TIMEOUT_MS,
    credentials: 'include',
    bareRequest: false,
    deviceHeader: false,
    ...init,
  };
}

const empty = object({});

/** Issue 34: the storefront edge's view of one host (api.storefrontSite). */
const storefrontSite = object({
  merchantCode: str({ min: 1, max: 64 }),
  config: merchantConfig,
  domainNames: arrayOf(str({ min: 1, max: 255 }), 100),
  frameOrigins: arrayOf(str({ min: 1, max: 300 }), 10),
});
const relayPath = (name: string) => `/wps/relay/${name}`;

/** A member's deposit or withdraw orders, one relay each: money, so never cached nor persisted (DESIGN rule 11). */
const orderHistoryEndpoint = (relayName: string) =>
  endpoint({
    method: 'GET',
    path: relayPath(relayName),
    auth: 'required',
    cache: 'no-store',
    sensitive: true,
    request: empty,
    answer: orderHistoryValue,
    notShownInSpec: true,
  });

export { languageCode };
const username = str({ min: 4, max: 32, pattern: /^[A-Za-z0-9_]+$/, trim: true });
const password = str({ min: 6, max: 128 });
const mobileNum = str({ min: 5, max: 15, pattern: /^\d+$/, trim: true });
const dialingCode = str({ min: 1, max: 6, pattern: /^\d+$/ });
const deviceId = str({ min: 36, max: 36, pattern: /^[A-Za-z0-9-]{36}$/ });
const captchaFields = {
  geetestSeccode: optional(str({ max: 512 })),
  geetestChallenge: optional(str({ max: 512 })),
  geetestValidateV4: optional(str({ max: 2048 })),
};
const emailAddress = str({ min: 3, max: 254, pattern: /^[^\s@]+@[^\s@]+$/, trim: true });
const firebaseChannel = literal(...FIREBASE_CHANNELS);
const firebaseIdToken = str({ min: 1, max: 8192 });
/**
 * §3 "firebase fields" of a login: a social sign-in not yet linked to a member (bind_customer_required)
 * is linked to the account that logs in with them (the login-choice dialog's 'login existing account').
 */
const firebaseFields = {
  firebaseChannel: optional(firebaseChannel),
  firebaseIdToken: optional(firebaseIdToken),
};

/** §3 Login request. */
export const loginRequest = object({
  username,
  password,
  type: optional(literal('username', 'sms')),
  loginDeviceId: deviceId,
  isOfficialAppLogin: withDefault(bool, false),
  device: optional(literal('IPAD', 'PWA', 'WEBCLIP')),
  ...captchaFields,
  ...firebaseFields,
});
export type LoginRequest = Infer<typeof loginRequest>;

/** §3 Second-factor request: method E email, P payeeName, G ga, S sms. */
export const secondFactorRequest = object({
  username,
  password,
  method: literal('E', 'P', 'G', 'S'),
  email: optional(str({ max: 254, trim: true })),
  payeeName: optional(str({ max: 100, trim: true })),
  authCode: optional(str({ max: 12, trim: true })),
  mobileNum: optional(mobileNum),
  verificationCode: optional(str({ max: 12, trim: true })),
  ...firebaseFields,
  loginDeviceId: deviceId,
});

/** §3 Register payload (username and mobile variants share it). */
const registerBase = {
  registerMethod: literal('APP', 'H5', 'WEBCLIP', 'PWA', 'firebase'),
  registerUrl: str({ max: 2048 }),
  loginDeviceId: deviceId,
  isOfficialAppLogin: withDefault(bool, false),
  domain: str({ max: 255 }),
  referralCode: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]*$/ })),
  affiliateCode: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]*$/ })),
  pixelTrack: optional(recordOf(str({ max: 512 }))),
  login: withDefault(bool, true),
  ...captchaFields,
  password,
};
export const registerRequest = object({ ...registerBase, username });
export const registerMobileRequest = object({ ...registerBase, mobileNum, countryDialingCode: dialingCode });
export type RegisterRequest = Infer<typeof registerRequest>;
export type RegisterMobileRequest = Infer<typeof registerMobileRequest>;

/** §3 social login args: type 'firebase', firebaseChannel, firebaseIdToken (a Firebase ID token). */
export const socialLoginRequest = object({
  type: literal('firebase'),
  firebaseChannel,
  firebaseIdToken,
  loginDeviceId: deviceId,
});
export type SocialLoginRequest = Infer<typeof socialLoginRequest>;
/** §3 register-by-firebase payload: firebaseChannel, firebaseIdToken, login (true), smsTemplate. */
export const registerFirebaseRequest = object({
  firebaseChannel,
  firebaseIdToken,
  login: literal(true),
  /** The welcome SMS a phone registration sends (the new username), by template name. */
  smsTemplate: optional(str({ max: 64, pattern: /^[A-Z0-9_]+$/ })),
  loginDeviceId: deviceId,
});
export type RegisterFirebaseRequest = Infer<typeof registerFirebaseRequest>;

export const changePasswordRequest = object({ oldPassword: password, newPassword: password });

/** §7 sms/noLogin, with the captcha result when the merchant's sms captcha flag is on (§5). */
export const smsSendRequest = object({ countryDialingCode: dialingCode, mobileNum, ...captchaFields });
export const emailSendRequest = object({ email: emailAddress, ...captchaFields });

/** At most this many samples of a slider drag are sent (the page keeps the first, the last and an even spread). */
export const SLIDER_TRACK_MAX = 200;

/**
 * The answer to the self-hosted slider challenge: where the piece was let go, and how it got there
 * (issue 35): `track` is the drag's samples `[ms since it began, slider value, pointer's vertical
 * offset]`, `input` what moved it. The server refuses instant, constant-speed and ruler-straight drags.
 */
export const sliderVerifyRequest = object({
  challenge: str({ min: 32, max: 32, pattern: /^[0-9a-f]{32}$/ }),
  x: numLike,
  track: arrayOf(arrayOf(num, 3), SLIDER_TRACK_MAX),
  input: literal('pointer', 'keyboard'),
});
export type SliderVerifyRequest = Infer<typeof sliderVerifyRequest>;

const devOutboxRequest = object({ to: optional(str({ max: 254 })), channel: optional(literal('sms', 'email')) });

const statusQuery = object({
  device: optional(str({ max: 16 })),
  track: optional(str({ max: 256 })),
  originalDomain: optional(str({ max: 255 })),
  url: optional(str({ max: 2048 })),
});

/**
 * §7 POST /wps/game/launchGame, one request for every variant: lotto (launchMode LOTT, lottoView,
 * device, backUrl, hasLobby, language default VI, title), SEA (gameCode, hasLobby, backUrl),
 * Vietnamese lotto (prizeMode, gameCode, labelName; area VN or mode SEA_Tradition_Mobile), and a
 * vendor's game (vendor, gameCode). src/features/games/rules.ts builds them.
 */
export const launchGameRequest = object({
  gameCode: optional(str({ max: 64 })),
  vendor: optional(str({ max: 64 })),
  launchMode: optional(literal('LOTT')),
  lottoView: optional(literal('betting', 'lobby')),
  prizeMode: optional(str({ max: 32 })),
  labelName: optional(str({ max: 64 })),
  area: optional(literal('VN')),
  mode: optional(literal('SEA_Tradition_Mobile')),
  device: withDefault(literal('MOBILE'), 'MOBILE'),
  backUrl: optional(str({ max: 2048 })),
  hasLobby: withDefault(bool, false),
  language: withDefault(string, 'VI'),
  title: optional(str({ max: 128 })),
});

/** §7 GCS_gameTrialLaunch {gameId, nodeId, platform}. */
const gameTrialRequest = object({
  gameId: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }),
  nodeId: optional(str({ max: 64 })),
  platform: optional(str({ max: 16 })),
});

const eventReportRequest = object({
  events: str({ max: 16_384 }),
});

/** Every call of §7, by name. */
export const api = {
  // ── session ──
  rsaKey: endpoint({
    method: 'GET',
    path: '/wps/session/key/rsa',
    auth: 'none',
    cache: 'no-store',
    request: object({ _: numLike }),
    answer: rsaKeyValue,
  }),
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    request: loginRequest,
    answer: loginValue,
  }),
  loginVerification: endpoint({
    method: 'POST',
    path: '/wps/session/login/verification',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    request: secondFactorRequest,
    answer: loginValue,
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/firebase',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    request: socialLoginRequest,
    answer: loginValue,
    notShownInSpec: true,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/wps/session/logout',
    auth: 'required',
    request: empty,
    answer: okValue,
    notShownInSpec: true,
  }),

  // ── member ──
  register: endpoint({
    method: 'POST',
    path: '/wps/member/register',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    moduleId: 'REG3',
    request: registerRequest,
    answer: registerValue,
  }),
  registerMobile: endpoint({
    method: 'POST',
    path: '/wps/member/register/mobile',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    moduleId: 'MOBILENUMREG3',
    request: registerMobileRequest,
    answer: registerValue,
  }),
  registerAutoUsername: endpoint({
    method: 'POST',
    path: '/wps/member/register/autoUsername',
    auth: 'none',
    request: empty,
    answer: object({ userName: string }),
    notShownInSpec: true,
  }),
  registerFirebase: endpoint({
    method: 'POST',
    path: '/wps/member/register/firebase',
    auth: 'none',
    encrypted: true,
    sensitive: true,
    deviceHeader: true,
    request: registerFirebaseRequest,
    answer: registerValue,
    notShownInSpec: true,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'required',
    encrypted: true,
    sensitive: true,
    request: changePasswordRequest,
    answer: okValue,
    notShownInSpec: true,
  }),
  // Not session-cached: member info is how a page learns that its session ended elsewhere (§8); the
  // last answer still serves when the network fails.
  memberInfo: endpoint({
    method: 'GET',
    path: '/wps/member/info',
    auth: 'required',
    cache: 'network',
    request: empty,
    answer: memberInfo,
  }),
  memberLanguage: endpoint({
    method: 'POST',
    path: '/wps/member/language',
    auth: 'required',
    request: object({ language: languageCode, merchantCode: optional(str({ max: 32 })) }),
    answer: okValue,
  }),

  // ── verification and captcha ──
  smsNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    auth: 'none',
    request: smsSendRequest,
    answer: smsSendValue,
  }),
  emailNoLogin: endpoint({
    method: 'POST',
    path: '/wps/verification/email/noLogin',
    auth: 'none',
    request: emailSendRequest,
    answer: smsSendValue,
    notShownInSpec: true,
  }),
  captchaGeetest: endpoint({
    method: 'GET',
    path: '/wps/captcha/geetest',
    auth: 'none',
    cache: 'no-store',
    request: object({ t: numLike }),
    answer: geetestChallenge,
  }),
  captchaSliderVerify: endpoint({
    method: 'POST',
    path: '/wps/captcha/slider/verify',
    auth: 'none',
    request: sliderVerifyRequest,
    answer: object({ seccode: str({ min: 32, max: 32 }) }),
    notShownInSpec: true,
  }),

  // ── development only: what the reference server "sent" by SMS or email (404 in production mode) ──
  devOutbox: endpoint({
    method: 'GET',
    path: '/wps/dev/outbox',
    auth: 'none',
    cache: 'no-store',
    request: devOutboxRequest,
    answer: arrayOf(outboxMessage, 100),
    notShownInSpec: true,
  }),

  // ── system ──
  systemStatus: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    auth: 'optional',
    cache: 'no-store',
    request: statusQuery,
    answer: systemStatus,
  }),
  systemCountry: endpoint({
    method: 'GET',
    path: '/wps/system/country',
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: countriesValue,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: object({ domains: arrayOf(string, 100) }),
    notShownInSpec: true,
  }),
  siteConfig: endpoint({
    method: 'GET',
    path: '/wps/system/config',
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: siteConfig,
    notShownInSpec: true,
  }),
  // Issue 34: what the storefront edge (server/edge/) needs to answer a page of the request's host:
  // the merchant's public config as the platform runs it, its §3 domain list (the CSP's connect-src)
  // and the origins its pages frame. The Host header names the merchant.
  storefrontSite: endpoint({
    method: 'GET',
    path: '/wps/system/storefront',
    auth: 'none',
    cache: 'no-store',
    request: empty,
    answer: storefrontSite,
    notShownInSpec: true,
  }),
  ping: endpoint({
    method: 'GET',
    path: '/wps/system/test/ping',
    auth: 'none',
    cache: 'no-store',
    timeoutMs: PING_TIMEOUT_MS,
    request: object({ speed: optional(numLike) }),
    answer: pingValue,
  }),
  // §4 domain modal / §7 `GET {domain}/wps/system/test/ping?speed=`: the same path on another line,
  // sent as a CORS simple request (no §7 headers, no credentials) and given up after 10 s.
  speedPing: endpoint({
    method: 'GET',
    path: '/wps/system/test/ping',
    auth: 'none',
    cache: 'no-store',
    credentials: 'omit',
    bareRequest: true,
    timeoutMs: SPEED_PING_TIMEOUT_MS,
    request: object({ speed: numLike }),
    answer: pingValue,
  }),
  // Issue 17: the answer acknowledges the ids the server now holds; only those leave the device.
  eventReport: endpoint({
    method: 'POST',
    path: '/wps/system/event',
    auth: 'optional',
    request: eventReportRequest,
    answer: object({ ack: arrayOf(str({ max: 64 }), 100) }),
    notShownInSpec: true,
  }),

  // ── relay: chat, promotions, customer service, games ──
  launchChat: endpoint({
    method: 'GET',
    path: relayPath('CBS_launchChat'),
    auth: 'required',
    cache: 'no-store',
    request: object({
      b2c: optional(boolLike),
      title: optional(str({ max: 128 })),
      backUrl: optional(str({ max: 2048 })),
      language: optional(languageCode),
      headerColor: optional(str({ max: 16 })),
    }),
    answer: chatLaunchValue,
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: relayPath('CBS_unreadCount'),
    auth: 'required',
    cache: 'network',
    timeoutMs: HTTP_SHORT_TIMEOUT_MS,
    request: empty,
    answer: unreadCountValue,
  }),
  availablePromotions: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getMerchantAvailablePromotions'),
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: arrayOf(availablePromotion, 500),
  }),
  rankProgress: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getPlayerRankProgress'),
    auth: 'required',
    cache: 'session',
    request: empty,
    answer: rankProgress,
  }),
  announcements: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getListAnnouncements'),
    auth: 'none',
    cache: 'network',
    request: announcementsRequest,
    answer: arrayOf(popupItem, 200),
  }),
  customerServiceScript: endpoint({
    method: 'GET',
    path: relayPath('WPSCORE_getCustomerServiceScript'),
    auth: 'optional',
    cache: 'session',
    request: empty,
    answer: arrayOf(customerServiceEntry, 100),
  }),
  downloadSetting: endpoint({
    method: 'GET',
    path: relayPath('WPSCORE_getDownloadSetting'),
    auth: 'none',
    cache: 'session',
    request: object({ domain: optional(str({ max: 255 })) }),
    answer: arrayOf(downloadLink),
  }),
  installSettings: endpoint({
    method: 'GET',
    path: relayPath('WPSCORE_getInstallSettings'),
    auth: 'optional',
    cache: 'network',
    request: empty,
    answer: installSettings,
    notShownInSpec: true,
  }),
  // The native app asks whether a newer version is out (§4 app upgrade modal); its version comes from its user agent.
  appUpgrade: endpoint({
    method: 'GET',
    path: relayPath('WPSCORE_getAppUpgrade'),
    auth: 'none',
    cache: 'network',
    request: object({
      platform: literal('ANDROID', 'IOS'),
      version: str({ min: 1, max: 32, pattern: /^\d+(\.\d+){0,3}$/ }),
    }),
    answer: appUpgradeValue,
    notShownInSpec: true,
  }),
  promotionCategories: endpoint({
    method: 'GET',
    path: relayPath('PROMOFE_getPromotionAnnouncementCategory'),
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: arrayOf(promotionCategory, 200),
  }),
  banners: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getBanners'),
    auth: 'none',
    cache: 'session',
    request: bannersRequest,
    answer: arrayOf(banner, 100),
    notShownInSpec: true,
  }),
  promoImagePopup: endpoint({
    method: 'GET',
    path: relayPath('PROMOFE_getPromoImagePopup'),
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: promoImagePopup,
    notShownInSpec: true,
  }),
  gameVendors: endpoint({
    method: 'GET',
    path: relayPath('GCSGAME_newGameVendor'),
    auth: 'none',
    cache: 'session',
    request: object({ platform: optional(string) }),
    answer: arrayOf(gameVendor, 500),
  }),
  gameMatches: endpoint({
    method: 'GET',
    path: relayPath('GCSGAME_getGameMatchV2'),
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: arrayOf(gameLane, 200),
  }),
  gameTrialLaunch: endpoint({
    method: 'GET',
    path: relayPath('GCS_gameTrialLaunch'),
    auth: 'optional',
    cache: 'no-store',
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
    request: gameTrialRequest,
    answer: gameLaunchValue,
  }),
  // §7 "a sync variant exists": the same request and answer, for callers that need the URL at once.
  gameTrialLaunchSync: endpoint({
    method: 'GET',
    path: relayPath('GCS_gameTrialLaunchSync'),
    auth: 'optional',
    cache: 'no-store',
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
    request: gameTrialRequest,
    answer: gameLaunchValue,
  }),
  launchGame: endpoint({
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'required',
    timeoutMs: GAME_LAUNCH_TIMEOUT_MS,
    request: launchGameRequest,
    answer: gameLaunchValue,
  }),

  // ── member pages (issue 16): rewards, referral, point market, missions, VIP levels, promotions, agents, feedback ──
  rewards: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getRewards'),
    auth: 'required',
    cache: 'no-store',
    sensitive: true,
    request: empty,
    answer: arrayOf(reward, 500),
    notShownInSpec: true,
  }),
  claimReward: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_claimReward'),
    auth: 'required',
    sensitive: true,
    request: claimRewardRequest,
    answer: claimRewardValue,
    notShownInSpec: true,
  }),
  referralInfo: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getReferralInfo'),
    auth: 'required',
    cache: 'network',
    request: empty,
    answer: referralInfo,
    notShownInSpec: true,
  }),
  pointMall: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getPointMall'),
    auth: 'required',
    cache: 'no-store',
    request: empty,
    answer: pointMall,
    notShownInSpec: true,
  }),
  redeemItem: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_redeemPointItem'),
    auth: 'required',
    request: redeemRequest,
    answer: redeemValue,
    notShownInSpec: true,
  }),
  missions: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getMissions'),
    auth: 'required',
    cache: 'network',
    request: empty,
    answer: missionsValue,
    notShownInSpec: true,
  }),
  claimMission: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_claimMission'),
    auth: 'required',
    request: claimMissionRequest,
    answer: claimMissionValue,
    notShownInSpec: true,
  }),
  vipLevels: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getVipLevels'),
    auth: 'none',
    cache: 'session',
    request: empty,
    answer: arrayOf(vipLevel, 100),
    notShownInSpec: true,
  }),
  promotionParticipation: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getPromotionParticipation'),
    auth: 'required',
    cache: 'network',
    request: participationRequest,
    answer: participation,
    notShownInSpec: true,
  }),
  joinPromotion: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_joinPromotion'),
    auth: 'required',
    request: joinPromotionRequest,
    answer: participation,
    notShownInSpec: true,
  }),
  agentApplication: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getAgentApplication'),
    auth: 'required',
    cache: 'network',
    request: empty,
    answer: nullable(agentApplication),
    notShownInSpec: true,
  }),
  agentApply: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_applyAgent'),
    auth: 'required',
    request: agentApplyRequest,
    answer: agentApplication,
    notShownInSpec: true,
  }),
  feedbackList: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getFeedback'),
    auth: 'required',
    cache: 'network',
    request: empty,
    answer: arrayOf(feedbackItem, 200),
    notShownInSpec: true,
  }),
  feedbackSubmit: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_submitFeedback'),
    auth: 'required',
    maxBodyBytes: FEEDBACK_BODY_MAX_BYTES,
    request: feedbackSubmitRequest,
    answer: feedbackItem,
    notShownInSpec: true,
  }),

  // ── money (issue 12): never cached, never persisted, every write carrying an idempotency key (DESIGN rule 11) ──
  depositSettings: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getDepositSettings'),
    auth: 'required',
    cache: 'no-store',
    sensitive: true,
    request: empty,
    answer: depositSettingsValue,
  }),
  withdrawAccountInfo: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getWithdrawAccountInfo'),
    auth: 'required',
    cache: 'no-store',
    sensitive: true,
    request: empty,
    answer: withdrawAccountInfoValue,
  }),
  // §3 Counts, read by the install prompts (§4).
  transactionSummary: endpoint({
    method: 'GET',
    path: relayPath('MCSFE_getTransactionSummary'),
    auth: 'required',
    cache: 'no-store',
    sensitive: true,
    request: empty,
    answer: transactionSummary,
    notShownInSpec: true,
  }),
  depositHistory: orderHistoryEndpoint('MCSFE_getDepositHistory'),
  withdrawHistory: orderHistoryEndpoint('MCSFE_getWithdrawHistory'),
  deposit: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_deposit'),
    auth: 'required',
    sensitive: true,
    request: depositRequest,
    answer: moneyOrder,
    notShownInSpec: true,
  }),
  withdraw: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_withdraw'),
    auth: 'required',
    sensitive: true,
    request: withdrawRequest,
    answer: moneyOrder,
    notShownInSpec: true,
  }),
  bindBankCard: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_bindBankCard'),
    auth: 'required',
    sensitive: true,
    request: bindBankCardRequest,
    answer: payoutAccount,
    notShownInSpec: true,
  }),
  bindPixKey: endpoint({
    method: 'POST',
    path: relayPath('MCSFE_bindPixKey'),
    auth: 'required',
    sensitive: true,
    request: bindPixKeyRequest,
    answer: payoutAccount,
    notShownInSpec: true,
  }),

  // ── push ──
  fcmBind: endpoint({
    method: 'POST',
    path: relayPath('CSP_fcmBind'),
    auth: 'required',
    request: object({ registrationToken: str({ min: 1, max: 4096 }) }),
    answer: okValue,
  }),
  fcmSubscribe: endpoint({
    method: 'POST',
    path: relayPath('CSP_fcmSubscribe'),
    auth: 'required',
    request: object({ registrationToken: str({ min: 1, max: 4096 }), topic: str({ min: 1, max: 64 }) }),
    answer: okValue,
  }),
  fcmUnsubscribe: endpoint({
    method: 'DELETE',
    path: relayPath('CSP_fcmUnsubscribe'),
    auth: 'required',
    request: object({ registrationToken: str({ min: 1, max: 4096 }), unsubscribeAll: withDefault(bool, false) }),
    answer: okValue,
  }),
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
export type RequestOf<N extends EndpointName> = Api[N] extends Endpoint<infer Req, unknown> ? Req : never;
export type AnswerOf<N extends EndpointName> = Api[N] extends Endpoint<unknown, infer Res> ? Res : never;

/** §7: paths containing /lgw/ skip the success check. */
export const skipsSuccessCheck = (path: string): boolean => path.includes('/lgw/');
