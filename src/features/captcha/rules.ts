/**
 * Spec §5 / §8 captcha rules: when a captcha is needed, what a result looks like, the Geetest
 * loader's errors, and the verification widget's states. Pure: the loader (geetest.chunk.ts) and
 * the widget (verification-widget.chunk.tsx) call these.
 */
import type { MerchantConfig } from '../../../contract/merchant';
import { ApiError } from '../../api/errors';
import { t, type Text } from '../../lib/overlays';
import type { CaptchaFields } from '../../ui/captcha-handle';

export type CaptchaPurpose = 'login' | 'sms' | 'register';

/** §3 captcha fields of the login, register and sms requests (one definition, in the kit). */
export type { CaptchaFields };

/** §5: a captcha check is required for login, sms and register when the matching display flags are on. */
export function captchaNeeded(purpose: CaptchaPurpose, config: Pick<MerchantConfig, 'register' | 'captcha'>): boolean {
  return purpose === 'register' ? config.register.captchaEnabled : config.captcha[purpose];
}

/** §5: a captcha result is geetestSeccode or geetestValidateV4. */
export function hasCaptchaResult(fields: CaptchaFields | null | undefined): boolean {
  return Boolean(fields && (fields.geetestSeccode || fields.geetestValidateV4));
}

/** §3 gw GEETEST_VERSION: v3 by default, v4 where configured. */
export type GeetestVersion = 'v3' | 'v4';
export const GEETEST_SCRIPT_URL: Record<GeetestVersion, string> = {
  v3: 'https://static.geetest.com/static/tools/gt.js',
  v4: 'https://static.geetest.com/v4/gt4.js',
};

/** The provider's language codes for §1 language codes (v3 and v4 name them differently). */
export function geetestLanguage(code: string, version: GeetestVersion): string {
  const v3: Record<string, string> = {
    CN: 'zh-cn',
    TW: 'zh-tw',
    EN: 'en',
    JA: 'ja',
    KO: 'ko',
    ID: 'id',
    RU: 'ru',
    AR: 'ar',
    ES: 'es',
    PT: 'pt-pt',
    FR: 'fr',
  };
  const v4: Record<string, string> = {
    CN: 'zho',
    TW: 'zho-tw',
    EN: 'eng',
    JA: 'jpn',
    KO: 'kor',
    ID: 'ind',
    RU: 'rus',
    AR: 'ara',
    ES: 'spa',
    PT: 'pon',
    FR: 'fra',
    VI: 'vie',
    TH: 'tha',
    MY: 'mya',
  };
  return version === 'v3' ? (v3[code] ?? 'en') : (v4[code] ?? 'eng');
}

export type CaptchaErrorReason = 'too_fast' | 'verify_first' | 'service_not_work' | 'network' | 'provider';

export class CaptchaError extends Error {
  constructor(
    readonly reason: CaptchaErrorReason,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

/** §5 / §8: the loader's errors, with the messages the spec names. */
export const captchaErrors = {
  /** §5: an overlapping attempt. */
  tooFast: () => new CaptchaError('too_fast', undefined, 'verify geetest too fast'),
  /** §5: the player closed the captcha. */
  verifyFirst: () => new CaptchaError('verify_first', undefined, 'verify_first'),
  /** §5: SMS captcha needs v4. */
  serviceNotWork: () => new CaptchaError('service_not_work', undefined, 'unknown_error: Geetest service not work'),
  /** §8: 60204 js resource load timeout. */
  scriptTimeout: () => new CaptchaError('network', '60204', 'Network failure'),
  /** §8: 60205 gct resource load timeout (the provider did not get ready). */
  providerTimeout: () => new CaptchaError('network', '60205', 'Network failure'),
  provider: (code: unknown, message: unknown) =>
    new CaptchaError(
      'provider',
      code === undefined || code === null ? undefined : String(code),
      typeof message === 'string' ? message : '',
    ),
};

/** What the player is told about a captcha failure (an i18n text; the provider's own words as a value). */
export function captchaErrorText(error: unknown): Text {
  if (!(error instanceof CaptchaError)) return t('captcha.unknownError');
  switch (error.reason) {
    case 'too_fast':
      return t('captcha.tooFast');
    case 'verify_first':
      return t('captcha.verifyFirst');
    case 'service_not_work':
      return t('captcha.serviceNotWork');
    case 'network':
      return t('captcha.networkFailure', { code: error.code ?? '' });
    case 'provider':
      return vendorErrorText(error);
  }
}

/**
 * Issue 33 / 35 (DESIGN rule 15): the Geetest script's own error words are the vendor's, written for
 * its developers ("unknown_error: Geetest service not work", a stack's "TypeError…"), so they never
 * reach the screen. Its "service not work" is the §5 text the player already has in every language;
 * anything else is the translated unknown error, with the vendor's code when it is a number (§8).
 */
function vendorErrorText(error: CaptchaError): Text {
  if (/service\s+not\s+work/i.test(error.message)) return t('captcha.serviceNotWork');
  if (error.code && /^\d+$/.test(error.code)) return t('captcha.unknownErrorCode', { code: error.code });
  return t('captcha.unknownError');
}

/** Geetest v3 getValidate() → the §3 fields (seccode is validate|jordan). */
export function v3Fields(validate: unknown): CaptchaFields | null {
  if (!validate || typeof validate !== 'object') return null;
  const v = validate as Record<string, unknown>;
  if (typeof v.geetest_challenge !== 'string' || typeof v.geetest_seccode !== 'string' || !v.geetest_seccode)
    return null;
  return { geetestChallenge: v.geetest_challenge, geetestSeccode: v.geetest_seccode };
}

/** Geetest v4 getValidate() → geetestValidateV4 (the result as a JSON string). */
export function v4Fields(validate: unknown): CaptchaFields | null {
  if (!validate || typeof validate !== 'object') return null;
  const v = validate as Record<string, unknown>;
  const keys = ['lot_number', 'captcha_output', 'pass_token', 'gen_time', 'captcha_id'] as const;
  if (!keys.every((k) => typeof v[k] === 'string' && v[k] !== '')) return null;
  return { geetestValidateV4: JSON.stringify(Object.fromEntries(keys.map((k) => [k, v[k]]))) };
}

// ── §2 / §4 the slider-style verification widget ────────────────────────────────────────────

export type WidgetState = 'loading' | 'waiting' | 'success' | 'error';
export type WidgetEvent = 'ready' | 'solve' | 'fail' | 'close' | 'reset' | 'retry';

/**
 * §4: loading, then waiting when ready, then success on solve or error on failure. Close or reset
 * returns to waiting. Retry returns to loading. Events that do not apply leave the state as it is.
 */
export function nextWidgetState(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event) {
    case 'ready':
      return state === 'loading' ? 'waiting' : state;
    case 'solve':
      return state === 'waiting' ? 'success' : state;
    case 'fail':
      return state === 'waiting' || state === 'loading' ? 'error' : state;
    case 'close':
    case 'reset':
      return state === 'loading' ? state : 'waiting';
    case 'retry':
      return 'loading';
  }
}

/** §8: the widget's error is the provider's message plus its numeric code, else unknown error. */
export function widgetError(error: unknown): { message: string | null; code: string | null } {
  if (error instanceof ApiError && error.kind === 'business' && error.errorCode && /^\d+$/.test(error.errorCode)) {
    return { message: error.serverMessage ?? null, code: error.errorCode };
  }
  if (error instanceof CaptchaError && error.code) return { message: error.message || null, code: error.code };
  return { message: null, code: null };
}

export function widgetErrorText(error: { message: string | null; code: string | null }): Text {
  if (error.message && error.code) return t('captcha.providerError', { message: error.message, code: error.code });
  if (error.code) return t('captcha.unknownErrorCode', { code: error.code });
  return t('captcha.unknownError');
}

/** The slider's answer is where the piece was let go, within the picture. */
export function clampPieceX(x: number, width: number, pieceSize: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.min(Math.max(Math.round(x), 0), Math.max(width - pieceSize, 0));
}

/** One sample of a slider drag: ms since it began, the slider's value, the pointer's vertical offset (0 by keyboard). */
export type DragSample = [t: number, x: number, y: number];

/**
 * Issue 35: the drag's samples as sent to the server, at most `max`: the first, the last and an
 * even spread between (the server judges the drag's timing and path, server/captcha/trajectory.ts).
 */
export function compactTrack(samples: readonly DragSample[], max: number): DragSample[] {
  if (samples.length <= max) return samples.map((s) => [...s] as DragSample);
  const out: DragSample[] = [];
  for (let i = 0; i < max; i++)
    out.push([...samples[Math.round((i * (samples.length - 1)) / (max - 1))]!] as DragSample);
  return out;
}
