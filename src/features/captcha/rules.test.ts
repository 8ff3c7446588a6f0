import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  compactTrack,
  CaptchaError,
  captchaErrors,
  captchaErrorText,
  captchaNeeded,
  clampPieceX,
  geetestLanguage,
  hasCaptchaResult,
  nextWidgetState,
  v3Fields,
  v4Fields,
  widgetError,
  widgetErrorText,
  type WidgetEvent,
  type WidgetState,
} from './rules';

const config = (register: boolean, login: boolean, sms: boolean) => ({
  register: { captchaEnabled: register, mobileEnabled: true, mobilePasswordOption: true },
  captcha: { provider: 'slider' as const, login, sms },
});

describe('§5 when a captcha is needed', () => {
  it('§5 login, sms and register each follow their display flag', () => {
    expect(captchaNeeded('register', config(true, false, false))).toBe(true);
    expect(captchaNeeded('login', config(true, false, false))).toBe(false);
    expect(captchaNeeded('login', config(false, true, false))).toBe(true);
    expect(captchaNeeded('sms', config(false, false, true))).toBe(true);
    expect(captchaNeeded('sms', config(true, true, false))).toBe(false);
  });

  it('§5 a captcha result is geetestSeccode or geetestValidateV4', () => {
    expect(hasCaptchaResult({ geetestSeccode: 'x|jordan' })).toBe(true);
    expect(hasCaptchaResult({ geetestValidateV4: '{}' })).toBe(true);
    expect(hasCaptchaResult({ geetestChallenge: 'only-the-challenge' })).toBe(false);
    expect(hasCaptchaResult({})).toBe(false);
    expect(hasCaptchaResult(null)).toBe(false);
  });
});

describe('§5 §8 Geetest results and errors', () => {
  it('§3 v3 validate → geetestChallenge + geetestSeccode; v4 → geetestValidateV4 JSON', () => {
    expect(v3Fields({ geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 'v|jordan' })).toEqual({
      geetestChallenge: 'c',
      geetestSeccode: 'v|jordan',
    });
    expect(v3Fields({ geetest_challenge: 'c' })).toBeNull();
    expect(v3Fields(false)).toBeNull();
    const v4 = {
      lot_number: 'l',
      captcha_output: 'o',
      pass_token: 'p',
      gen_time: '1',
      captcha_id: 'i',
      extra: 'dropped',
    };
    expect(JSON.parse(v4Fields(v4)!.geetestValidateV4!)).toEqual({
      lot_number: 'l',
      captcha_output: 'o',
      pass_token: 'p',
      gen_time: '1',
      captcha_id: 'i',
    });
    expect(v4Fields({ ...v4, pass_token: '' })).toBeNull();
  });

  it('§5 §8 the errors carry the spec messages and codes', () => {
    expect(captchaErrors.tooFast().message).toBe('verify geetest too fast');
    expect(captchaErrors.verifyFirst().message).toBe('verify_first');
    expect(captchaErrors.serviceNotWork().message).toBe('unknown_error: Geetest service not work');
    expect([captchaErrors.scriptTimeout().code, captchaErrors.scriptTimeout().message]).toEqual([
      '60204',
      'Network failure',
    ]);
    expect([captchaErrors.providerTimeout().code, captchaErrors.providerTimeout().message]).toEqual([
      '60205',
      'Network failure',
    ]);
  });

  it('§8 what the player is told', () => {
    expect(captchaErrorText(captchaErrors.scriptTimeout())).toEqual({
      key: 'captcha.networkFailure',
      values: { code: '60204' },
    });
    expect(captchaErrorText(captchaErrors.verifyFirst())).toEqual({ key: 'captcha.verifyFirst' });
    expect(captchaErrorText(captchaErrors.tooFast())).toEqual({ key: 'captcha.tooFast' });
    expect(captchaErrorText(captchaErrors.serviceNotWork())).toEqual({ key: 'captcha.serviceNotWork' });
    expect(captchaErrorText(new Error('?'))).toEqual({ key: 'captcha.unknownError' });
  });

  it("issue 33 §8: the Geetest script's own error words never reach the player: its 'service not work' is the §5 text, anything else the translated unknown error with a numeric code", () => {
    expect(captchaErrorText(captchaErrors.provider('error_21', 'unknown_error: Geetest service not work'))).toEqual({
      key: 'captcha.serviceNotWork',
    });
    expect(captchaErrorText(captchaErrors.provider(60101, 'too many tries'))).toEqual({
      key: 'captcha.unknownErrorCode',
      values: { code: '60101' },
    });
    expect(
      captchaErrorText(
        captchaErrors.provider('error_13', "TypeError: Cannot read properties of undefined (reading 'x')"),
      ),
    ).toEqual({ key: 'captcha.unknownError' });
    expect(captchaErrorText(captchaErrors.provider(undefined, ''))).toEqual({ key: 'captcha.unknownError' });
  });

  it("maps §1 languages to the provider's codes", () => {
    expect(geetestLanguage('CN', 'v3')).toBe('zh-cn');
    expect(geetestLanguage('CN', 'v4')).toBe('zho');
    expect(geetestLanguage('VI', 'v4')).toBe('vie');
    expect(geetestLanguage('XX', 'v3')).toBe('en');
  });
});

describe('§4 the verification widget', () => {
  const run = (events: WidgetEvent[], from: WidgetState = 'loading') => events.reduce(nextWidgetState, from);

  it('§4 loading, then waiting when ready, then success on solve or error on failure', () => {
    expect(run(['ready'])).toBe('waiting');
    expect(run(['ready', 'solve'])).toBe('success');
    expect(run(['ready', 'fail'])).toBe('error');
    expect(run(['fail'])).toBe('error');
  });

  it('§4 close or reset returns to waiting; retry returns to loading', () => {
    expect(run(['close'], 'success')).toBe('waiting');
    expect(run(['reset'], 'error')).toBe('waiting');
    expect(run(['close'], 'waiting')).toBe('waiting');
    expect(run(['retry'], 'error')).toBe('loading');
    expect(run(['retry', 'ready'], 'success')).toBe('waiting');
  });

  it('ignores events that do not apply', () => {
    expect(run(['solve'])).toBe('loading');
    expect(run(['ready'], 'success')).toBe('success');
    expect(run(['solve'], 'error')).toBe('error');
    expect(run(['close'])).toBe('loading');
  });

  it('§8 its error is the provider message plus the numeric code, else unknown error', () => {
    const slider = new ApiError(
      'business',
      '/wps/captcha/slider/verify',
      400,
      '60500',
      'The piece is not in the right place.',
    );
    expect(widgetError(slider)).toEqual({ message: 'The piece is not in the right place.', code: '60500' });
    expect(widgetErrorText(widgetError(slider))).toEqual({
      key: 'captcha.providerError',
      values: { message: 'The piece is not in the right place.', code: '60500' },
    });
    expect(widgetError(new ApiError('business', '/x', 400, 'captcha.invalid', 'text'))).toEqual({
      message: null,
      code: null,
    });
    expect(widgetError(new ApiError('network', '/x', undefined, undefined, undefined))).toEqual({
      message: null,
      code: null,
    });
    expect(widgetError(new CaptchaError('network', '60204', 'Network failure'))).toEqual({
      message: 'Network failure',
      code: '60204',
    });
    expect(widgetErrorText({ message: null, code: '60501' })).toEqual({
      key: 'captcha.unknownErrorCode',
      values: { code: '60501' },
    });
    expect(widgetErrorText({ message: null, code: null })).toEqual({ key: 'captcha.unknownError' });
  });

  it('the piece stays inside the picture', () => {
    expect(clampPieceX(300, 280, 44)).toBe(236);
    expect(clampPieceX(-5, 280, 44)).toBe(0);
    expect(clampPieceX(100.6, 280, 44)).toBe(101);
    expect(clampPieceX(Number.NaN, 280, 44)).toBe(0);
  });
});

describe('issue 35 slider captcha: the drag sent to the server', () => {
  it('keeps every sample up to the limit, else the first, the last and an even spread', () => {
    const track = Array.from({ length: 1000 }, (_, i) => [i * 3, Math.floor(i / 5), i % 3] as [number, number, number]);
    expect(compactTrack(track.slice(0, 10), 200)).toEqual(track.slice(0, 10));
    const sent = compactTrack(track, 200);
    expect(sent).toHaveLength(200);
    expect(sent[0]).toEqual(track[0]);
    expect(sent.at(-1)).toEqual(track.at(-1));
    expect(sent.every((s, i) => i === 0 || s[0] > sent[i - 1]![0])).toBe(true);
  });
});
