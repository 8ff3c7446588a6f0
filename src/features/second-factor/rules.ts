/**
 * Spec §3 / §4 / §5 / §8 second-factor rules: which tabs the dialog shows and which is open, what
 * each method needs, the request it sends, and the code countdown.
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import type { VerifyRequiredFlags } from '../../../contract/entities';
import { CODE_MAX_LENGTH, SMS_FALLBACK_COUNTDOWN_MS, SMS_MAX_COUNTDOWN_MS } from '../../config/constants';
import { normalizeDigits } from '../../ui/rules';

/** §2 the dialog's tabs, in this order. */
export const SECOND_FACTOR_TABS = ['payeeName', 'sms', 'ga', 'email'] as const;
export type SecondFactorTab = (typeof SECOND_FACTOR_TABS)[number];

/** §3 method letters: E email, P payeeName, G ga, S sms. */
export const METHOD_LETTER: Record<SecondFactorTab, 'E' | 'P' | 'G' | 'S'> = {
  email: 'E',
  payeeName: 'P',
  ga: 'G',
  sms: 'S',
};

/** The tabs of the methods the server flagged, in the §2 order. */
export function tabsFor(flags: VerifyRequiredFlags): SecondFactorTab[] {
  return SECOND_FACTOR_TABS.filter((tab) => flags[tab]);
}

/** §4: the first required method is the open tab; null when the server flagged none. */
export function openTab(flags: VerifyRequiredFlags): SecondFactorTab | null {
  return tabsFor(flags)[0] ?? null;
}

export { CODE_MAX_LENGTH };

export type SecondFactorField = 'payeeName' | 'mobileNum' | 'verificationCode' | 'authCode' | 'email';

export interface SecondFactorValues {
  payeeName: string;
  mobileNum: string;
  verificationCode: string;
  authCode: string;
  email: string;
}

export const EMPTY_VALUES: SecondFactorValues = {
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  authCode: '',
  email: '',
};

/**
 * §5: email needs email; payeeName needs the name; ga needs authCode; sms needs mobile number and
 * verification code. The email method also needs the code sent to that address (issue 4: email
 * codes). In the order the fields appear.
 */
export const REQUIRED_FIELDS: Record<SecondFactorTab, readonly SecondFactorField[]> = {
  payeeName: ['payeeName'],
  sms: ['mobileNum', 'verificationCode'],
  ga: ['authCode'],
  email: ['email', 'verificationCode'],
};

export type Validation =
  | { ok: true; values: Partial<Record<SecondFactorField, string>> }
  /** §5: the empty field is highlighted and focused, with no message. */
  | { ok: false; field: SecondFactorField };

/** §5: values are trimmed; the first empty required field fails. Only the tab's own fields are kept. */
export function validateSecondFactor(tab: SecondFactorTab, values: SecondFactorValues): Validation {
  const out: Partial<Record<SecondFactorField, string>> = {};
  for (const field of REQUIRED_FIELDS[tab]) {
    const value = values[field].trim();
    if (!value) return { ok: false, field };
    out[field] = value;
  }
  return { ok: true, values: out };
}

/** §5: sending a code needs the mobile number (sms) or the address (email). */
export function validateCodeSend(
  tab: 'sms' | 'email',
  values: SecondFactorValues,
): { ok: true; value: string } | { ok: false; field: SecondFactorField } {
  const field = tab === 'sms' ? 'mobileNum' : 'email';
  // Issue 35 (digits): the number is sent in Latin digits, as every submitted value is (ui/rules trimmed).
  const value = normalizeDigits(values[field].trim());
  return value ? { ok: true, value } : { ok: false, field };
}

/** §3 second-factor request. */
export function secondFactorRequest(
  tab: SecondFactorTab,
  credentials: {
    username: string;
    password: string;
    link?: { firebaseChannel?: FirebaseChannel; firebaseIdToken?: string };
  },
  values: Partial<Record<SecondFactorField, string>>,
  loginDeviceId: string,
) {
  // §3: the firebase fields of the login go on with its second factor (the server links after it).
  return {
    username: credentials.username.trim(),
    password: credentials.password,
    method: METHOD_LETTER[tab],
    loginDeviceId,
    ...credentials.link,
    ...values,
  };
}

/**
 * §4 / §9: the send button counts down until the server's expirationTime (ms since the epoch), or
 * 60 s when there is none (or it is in the past, or absurdly far off).
 */
export function countdownEnd(expirationTime: number | undefined, now: number): number {
  if (
    expirationTime !== undefined &&
    Number.isFinite(expirationTime) &&
    expirationTime > now &&
    expirationTime - now <= SMS_MAX_COUNTDOWN_MS
  ) {
    return expirationTime;
  }
  return now + SMS_FALLBACK_COUNTDOWN_MS;
}

/** Whole seconds left until `end` (0 when over), rounded up so the label never shows 0 early. */
export function secondsLeft(end: number | null, now: number): number {
  if (end === null || end <= now) return 0;
  return Math.ceil((end - now) / 1000);
}
