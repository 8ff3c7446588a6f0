/**
 * Spec §3 registration info and register payload rules.
 */
import type { RegisterRequest } from '../../api/contract';


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
  if (typeof s.originalDomain === 'string' && /^[A-Za-z0-9.-]{1,255}$/.test(s.originalDomain)) info.originalDomain = s.originalDomain;
  return info;
}

/**
 * Codes arriving in the URL (affiliateCode; referralCode or its short form r) replace stored ones;
 * the domain the player first came through is remembered once. Hostile values are dropped.
 */
export function captureRegistrationInfo(search: Record<string, string>, stored: RegistrationInfo, hostname: string): RegistrationInfo {
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

export interface RegisterPayloadInput {
  username: string;
  password: string;
  deviceKind: string;
  deviceId: string;
  href: string;
  hostname: string;
  info: RegistrationInfo;
  captcha?: { geetestSeccode?: string; geetestValidateV4?: string };
}

/** §3 register payload for the username path. */
export function registerPayload(input: RegisterPayloadInput): RegisterRequest {
  return {
    registerMethod: registerMethodFor(input.deviceKind),
    registerUrl: input.href.slice(0, 2048),
    loginDeviceId: input.deviceId,
    isOfficialAppLogin: input.deviceKind === 'APP',
    domain: input.hostname,
    ...(input.info.referralCode ? { referralCode: input.info.referralCode } : {}),
    ...(input.info.affiliateCode ? { affiliateCode: input.info.affiliateCode } : {}),
    login: true,
    ...(input.captcha ?? {}),
    password: input.password,
    username: input.username.trim(),
  };
}
