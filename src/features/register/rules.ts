/**
 * Spec §3 registration info and register payload rules.
 */
import type { RegisterMobileRequest, RegisterRequest } from '../../../contract/endpoints';
import { DEFAULT_PASSWORD } from '../../config/constants';
import { PIXEL_TRACK_FIELDS } from '../../../contract/pixels';

/** §3: registration info kept in storage: affiliateCode, referralCode, originalDomain. */
export interface RegistrationInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const cleanCode = (v: unknown): string | undefined => (typeof v === 'string' && CODE.test(v) ? v : undefined);

export function parseRegistrationInfo(stored: unknown): RegistrationInfo {
  if (!stored || typeof stored !== 'object') return {};
  const s = stored as Record<string, unknown>;
  const info: RegistrationInfo = {};
  const affiliateCode = cleanCode(s.affiliateCode);
  const referralCode = cleanCode(s.referralCode);
  if (affiliateCode) info.affiliateCode = affiliateCode;
  if (referralCode) info.referralCode = referralCode;
  if (typeof s.originalDomain === 'string' && /^[A-Za-z0-9.-]{1,255}$/.test(s.originalDomain))
    info.originalDomain = s.originalDomain;
  return info;
}

/**
 * Codes arriving in the URL (affiliateCode; referralCode or its short form r) replace stored ones;
 * the domain the player first came through is remembered once. Hostile values are dropped.
 */
export function captureRegistrationInfo(
  search: Record<string, string>,
  stored: RegistrationInfo,
  hostname: string,
): RegistrationInfo {
  const next: RegistrationInfo = { ...stored };
  const affiliateCode = cleanCode(search.affiliateCode);
  const referralCode = cleanCode(search.referralCode) ?? cleanCode(search.r);
  if (affiliateCode) next.affiliateCode = affiliateCode;
  if (referralCode) next.referralCode = referralCode;
  if (!next.originalDomain && /^[A-Za-z0-9.-]{1,255}$/.test(hostname)) next.originalDomain = hostname;
  return next;
}

export type RegisterMethod = RegisterRequest['registerMethod'];

/** §3: registerMethod from the kind of client (APP, H5, WEBCLIP, PWA). */
export function registerMethodFor(deviceKind: string): RegisterMethod {
  if (deviceKind === 'APP' || deviceKind === 'WEBCLIP' || deviceKind === 'PWA') return deviceKind;
  return 'H5';
}

const PIXEL_VALUE_MAX = 512;

/** The stored pixel tracking object, reduced to the §3 fields with short string values; null when empty. */
export function parsePixelTrack(stored: unknown): Record<string, string> | null {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  const out: Record<string, string> = {};
  for (const field of PIXEL_TRACK_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length > 0 && value.length <= PIXEL_VALUE_MAX) out[field] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

export interface RegisterCommonInput {
  deviceKind: string;
  deviceId: string;
  href: string;
  hostname: string;
  info: RegistrationInfo;
  pixelTrack?: Record<string, string> | null;
  captcha?: { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string };
}

export interface RegisterPayloadInput extends RegisterCommonInput {
  username: string;
  password: string;
}

/**
 * §3 register payload: registerMethod, registerUrl, loginDeviceId, isOfficialAppLogin, domain,
 * referralCode, affiliateCode, pixelTrack, login flag, captcha result, password.
 */
function registerCommon(input: RegisterCommonInput) {
  return {
    registerMethod: registerMethodFor(input.deviceKind),
    registerUrl: input.href.slice(0, 2048),
    loginDeviceId: input.deviceId,
    isOfficialAppLogin: input.deviceKind === 'APP',
    domain: input.hostname,
    ...(input.info.referralCode ? { referralCode: input.info.referralCode } : {}),
    ...(input.info.affiliateCode ? { affiliateCode: input.info.affiliateCode } : {}),
    ...(input.pixelTrack ? { pixelTrack: input.pixelTrack } : {}),
    login: true,
    ...(input.captcha ?? {}),
  };
}

/** §3 register payload for the username path. */
export function registerPayload(input: RegisterPayloadInput): RegisterRequest {
  return { ...registerCommon(input), password: input.password, username: input.username.trim() };
}

export interface RegisterMobileInput extends RegisterCommonInput {
  mobileNum: string;
  countryDialingCode: string;
  /** What the player typed; ignored without the password option. */
  password: string;
  /** The merchant's mobilePasswordOption (§5). */
  passwordOption: boolean;
}

/**
 * §3 register payload for the mobile path (with the country dialling code). §5: without the
 * password option the default password is used, which forces a change on the next non-sms login.
 */
export function registerMobilePayload(input: RegisterMobileInput): RegisterMobileRequest {
  return {
    ...registerCommon(input),
    password: input.passwordOption ? input.password : DEFAULT_PASSWORD,
    mobileNum: input.mobileNum.replace(/[\s-]/g, ''),
    countryDialingCode: input.countryDialingCode,
  };
}

/** The username rule of the register call (contract/endpoints.ts): 4 to 32 letters, digits or _. */
const USERNAME = /^[A-Za-z0-9_]{4,32}$/;

/**
 * §7 POST /wps/member/register/autoUsername: the username the platform offers fills the field only
 * if the register call would take it; anything else leaves what the player typed.
 */
export function suggestedUsername(answer: { userName: string }, typed: string): string {
  const offered = answer.userName.trim();
  return USERNAME.test(offered) ? offered : typed;
}
