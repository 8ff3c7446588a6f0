import { describe, expect, it } from 'vitest';
import { runGeetest, type GeetestCaptcha, type GeetestEnv, type GeetestGlobals } from './geetest.chunk';
import { type CaptchaError } from './rules';

type Script = (config: Record<string, unknown>, captcha: FakeCaptcha) => void;

class FakeCaptcha implements GeetestCaptcha {
  handlers: Record<string, (arg?: any) => void> = {};
  verified = false;
  validate: unknown = null;
  destroyed = false;
  onReady(cb: () => void) {
    this.handlers.ready = cb;
  }
  onSuccess(cb: () => void) {
    this.handlers.success = cb;
  }
  onClose(cb: () => void) {
    this.handlers.close = cb;
  }
  onError(cb: (e: any) => void) {
    this.handlers.error = cb;
  }
  verify() {
    this.verified = true;
  }
  getValidate() {
    return this.validate;
  }
  destroy() {
    this.destroyed = true;
  }
}

function env(
  script: Script | null,
  options: { loadFails?: boolean; urls?: string[]; configs?: Record<string, unknown>[] } = {},
): GeetestEnv {
  const globals: GeetestGlobals = {};
  const init = (config: Record<string, unknown>, callback: (c: GeetestCaptcha) => void) => {
    options.configs?.push(config);
    const captcha = new FakeCaptcha();
    callback(captcha);
    script?.(config, captcha);
  };
  return {
    async loadScript(url) {
      options.urls?.push(url);
      if (options.loadFails) throw new Error('timeout');
      if (script) {
        globals.initGeetest = init;
        globals.initGeetest4 = init;
      }
    },
    globals: () => globals,
    fetchChallenge: async () => ({ gt: 'GT-ID', challenge: 'c'.repeat(32), newCaptcha: true }),
  };
}

const v3 = { purpose: 'register' as const, version: 'v3' as const, captchaId: 'GT-ID', language: 'EN', timeoutMs: 50 };
const passV3: Script = (config, captcha) => {
  captcha.handlers.ready!();
  captcha.validate = { geetest_challenge: config.challenge, geetest_validate: 'val', geetest_seccode: 'val|jordan' };
  queueMicrotask(() => captcha.handlers.success!());
};
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: CaptchaError) => `${e.message}${e.code ? ` ${e.code}` : ''}`,
  );

describe('§5 the Geetest loader (real vendor code, with the vendor replaced by a stand-in)', () => {
  it('§3 v3 (the default): fetches the challenge, loads gt.js, verifies when ready, answers the v3 fields', async () => {
    const urls: string[] = [];
    const configs: Record<string, unknown>[] = [];
    const fields = await runGeetest(v3, env(passV3, { urls, configs }));
    expect(fields).toEqual({ geetestChallenge: 'c'.repeat(32), geetestSeccode: 'val|jordan' });
    expect(urls).toEqual(['https://static.geetest.com/static/tools/gt.js']);
    expect(configs[0]).toMatchObject({
      gt: 'GT-ID',
      challenge: 'c'.repeat(32),
      new_captcha: true,
      product: 'bind',
      lang: 'en',
    });
  });

  it('§3 v4: loads gt4.js with the GEETEST_ID, answers geetestValidateV4', async () => {
    const urls: string[] = [];
    const configs: Record<string, unknown>[] = [];
    const script: Script = (_config, captcha) => {
      captcha.handlers.ready!();
      captcha.validate = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1', captcha_id: 'GT-ID' };
      queueMicrotask(() => captcha.handlers.success!());
    };
    const fields = await runGeetest({ ...v3, version: 'v4', purpose: 'sms' }, env(script, { urls, configs }));
    expect(JSON.parse(fields.geetestValidateV4!)).toMatchObject({ lot_number: 'l', captcha_id: 'GT-ID' });
    expect(urls).toEqual(['https://static.geetest.com/v4/gt4.js']);
    expect(configs[0]).toEqual({ captchaId: 'GT-ID', product: 'bind', language: 'eng' });
  });

  it('§5 SMS captcha needs v4, else unknown_error: Geetest service not work (nothing is loaded)', async () => {
    const urls: string[] = [];
    expect(await reasonOf(runGeetest({ ...v3, purpose: 'sms' }, env(passV3, { urls })))).toBe(
      'unknown_error: Geetest service not work',
    );
    expect(urls).toEqual([]);
  });

  it('§8 the script not loading (3 s) → 60204 Network failure; the provider never ready → 60205', async () => {
    expect(await reasonOf(runGeetest(v3, env(passV3, { loadFails: true })))).toBe('Network failure 60204');
    expect(await reasonOf(runGeetest(v3, env(null)))).toBe('Network failure 60205');
    const neverReady: Script = () => {};
    expect(await reasonOf(runGeetest(v3, env(neverReady)))).toBe('Network failure 60205');
  });

  it('§5 closing the captcha gives verify_first; a provider error carries its code and message', async () => {
    const closes: Script = (_c, captcha) => {
      captcha.handlers.ready!();
      queueMicrotask(() => captcha.handlers.close!());
    };
    expect(await reasonOf(runGeetest(v3, env(closes)))).toBe('verify_first');
    const fails: Script = (_c, captcha) => captcha.handlers.error!({ code: '60101', msg: 'illegal challenge' });
    expect(await reasonOf(runGeetest(v3, env(fails)))).toBe('illegal challenge 60101');
  });

  it('§5 an overlapping attempt is rejected with verify geetest too fast; the next one after it is fine', async () => {
    let finish: () => void = () => {};
    const slow: Script = (config, captcha) => {
      captcha.handlers.ready!();
      finish = () => {
        captcha.validate = { geetest_challenge: config.challenge, geetest_validate: 'v', geetest_seccode: 'v|jordan' };
        captcha.handlers.success!();
      };
    };
    const first = runGeetest({ ...v3, timeoutMs: 1_000 }, env(slow));
    await new Promise((r) => setTimeout(r, 5));
    expect(await reasonOf(runGeetest(v3, env(passV3)))).toBe('verify geetest too fast');
    finish();
    expect(await first).toMatchObject({ geetestSeccode: 'v|jordan' });
    expect(await runGeetest(v3, env(passV3))).toMatchObject({ geetestSeccode: 'val|jordan' });
  });
});
