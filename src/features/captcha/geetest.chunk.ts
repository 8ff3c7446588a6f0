/**
 * The Geetest vendor loader (§5, §8), loaded on demand. v3 (default): the challenge comes from
 * GET /wps/captcha/geetest, then the vendor script's initGeetest runs it; v4: initGeetest4 with the
 * merchant's GEETEST_ID. The script must load within 3 s (else 60204) and the provider must get
 * ready within 3 s (else 60205), both 'Network failure'. SMS captcha needs v4, else 'unknown_error:
 * Geetest service not work'. One attempt at a time ('verify geetest too fast'); closing the
 * vendor's popup gives 'verify_first'.
 */
import { call } from '../../api/client';
import { CAPTCHA_SCRIPT_TIMEOUT_MS } from '../../config/constants';
import { loadScript } from '../../lib/load-script';
import {
  captchaErrors,
  GEETEST_SCRIPT_URL,
  geetestLanguage,
  v3Fields,
  v4Fields,
  type CaptchaFields,
  type CaptchaPurpose,
  type GeetestVersion,
} from './rules';

/** The captcha object both vendor versions hand to their init callback. */
export interface GeetestCaptcha {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onClose(callback: () => void): unknown;
  onError(
    callback: (
      error: { code?: unknown; msg?: unknown; error_code?: unknown; user_error?: unknown } | undefined,
    ) => void,
  ): unknown;
  verify(): void;
  getValidate(): unknown;
  destroy?(): void;
}
type Init = (config: Record<string, unknown>, callback: (captcha: GeetestCaptcha) => void) => void;

export interface GeetestGlobals {
  initGeetest?: Init;
  initGeetest4?: Init;
}

export interface GeetestEnv {
  loadScript(url: string, timeoutMs: number): Promise<void>;
  globals(): GeetestGlobals;
  fetchChallenge(): Promise<{ gt: string; challenge: string; newCaptcha: boolean }>;
}

export interface GeetestOptions {
  purpose: CaptchaPurpose;
  version: GeetestVersion;
  captchaId: string;
  language: string;
  timeoutMs?: number;
}

export const browserEnv: GeetestEnv = {
  loadScript,
  globals: () => window as unknown as GeetestGlobals,
  fetchChallenge: () => call('captchaGeetest', { t: Date.now() }),
};

let running = false;

/** Runs one Geetest verification; resolves with the §3 captcha fields, rejects with a CaptchaError. */
export async function runGeetest(options: GeetestOptions, env: GeetestEnv = browserEnv): Promise<CaptchaFields> {
  if (running) throw captchaErrors.tooFast();
  if (options.purpose === 'sms' && options.version !== 'v4') throw captchaErrors.serviceNotWork();
  running = true;
  try {
    return await verifyOnce(options, env);
  } finally {
    running = false;
  }
}

async function verifyOnce(options: GeetestOptions, env: GeetestEnv): Promise<CaptchaFields> {
  const timeoutMs = options.timeoutMs ?? CAPTCHA_SCRIPT_TIMEOUT_MS;
  const v4 = options.version === 'v4';
  const challenge = v4 ? null : await env.fetchChallenge();
  try {
    await env.loadScript(GEETEST_SCRIPT_URL[options.version], timeoutMs);
  } catch {
    throw captchaErrors.scriptTimeout();
  }
  const init = v4 ? env.globals().initGeetest4 : env.globals().initGeetest;
  if (typeof init !== 'function') throw captchaErrors.providerTimeout();
  const language = geetestLanguage(options.language, options.version);
  const config: Record<string, unknown> = v4
    ? { captchaId: options.captchaId, product: 'bind', language }
    : {
        gt: challenge!.gt,
        challenge: challenge!.challenge,
        new_captcha: challenge!.newCaptcha,
        offline: false,
        product: 'bind',
        lang: language,
        https: true,
      };

  return new Promise<CaptchaFields>((resolve, reject) => {
    let settled = false;
    let captcha: GeetestCaptcha | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(readyTimer);
      outcome();
      try {
        captcha?.destroy?.();
      } catch {
        /* the vendor's clean-up failing changes nothing for the player */
      }
    };
    const readyTimer = setTimeout(() => finish(() => reject(captchaErrors.providerTimeout())), timeoutMs);
    try {
      init(config, (obj) => {
        captcha = obj;
        obj.onReady(() => {
          clearTimeout(readyTimer);
          if (!settled) obj.verify();
        });
        obj.onSuccess(() => {
          const fields = (v4 ? v4Fields : v3Fields)(obj.getValidate());
          finish(() => (fields ? resolve(fields) : reject(captchaErrors.verifyFirst())));
        });
        obj.onClose(() => finish(() => reject(captchaErrors.verifyFirst())));
        obj.onError((error) =>
          finish(() =>
            reject(captchaErrors.provider(error?.code ?? error?.error_code, error?.msg ?? error?.user_error)),
          ),
        );
      });
    } catch (error) {
      finish(() => reject(captchaErrors.provider(undefined, error instanceof Error ? error.message : '')));
    }
  });
}
