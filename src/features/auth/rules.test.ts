import { describe, expect, it } from 'vitest';
import {
  AUTO_LOGIN_OFF,
  AUTO_LOGIN_ON,
  autoLoginDestination,
  decodeRememberedPassword,
  encodeRememberedPassword,
  loginFailureOutcome,
  parseRememberedLogin,
  postLoginDestination,
  randomRememberKey,
  rememberAfterLogin,
  shouldAutoLogin,
  type AutoLoginInput,
} from './rules';

const base = {
  password: 'demo1234',
  loginType: 'username' as const,
  passwordExpired: false,
  forcePasswordChange: false,
};

describe('§2 where login goes next', () => {
  it('§2 goes to home by default', () => {
    expect(postLoginDestination(base)).toBe('/m/home');
  });

  it('§2 §5 the default password forces change-password for non-sms login', () => {
    expect(postLoginDestination({ ...base, password: '{secret}' })).toBe('/m/changePsw');
    expect(postLoginDestination({ ...base, password: '{secret}', loginType: 'sms' })).toBe('/m/home');
  });

  it('§2 an expired password goes to change-password only when forced change is on', () => {
    expect(postLoginDestination({ ...base, passwordExpired: true, forcePasswordChange: true })).toBe('/m/changePsw');
    expect(postLoginDestination({ ...base, passwordExpired: true, forcePasswordChange: false })).toBe('/m/home');
  });

  it('returns a guarded visitor to the page asked for, never off-site', () => {
    expect(postLoginDestination({ ...base, redirectUrl: '/m/member/home' })).toBe('/m/member/home');
    expect(postLoginDestination({ ...base, redirectUrl: 'https://evil.example' })).toBe('/m/home');
    expect(postLoginDestination({ ...base, password: '{secret}', redirectUrl: '/m/member/home' })).toBe('/m/changePsw');
  });

  it('§2 §5 auto-login: change-password when due; home from the login or register page; elsewhere the player stays', () => {
    expect(autoLoginDestination('/m/game', { ...base, password: '{secret}' })).toBe('/m/changePsw');
    expect(autoLoginDestination('/m/game', { ...base, passwordExpired: true, forcePasswordChange: true })).toBe(
      '/m/changePsw',
    );
    expect(autoLoginDestination('/m/login', base)).toBe('/m/home');
    expect(autoLoginDestination('/m/register.html', base)).toBe('/m/home');
    expect(autoLoginDestination('/m/game', base)).toBeNull();
    expect(autoLoginDestination('/m/home', base)).toBeNull();
  });
});

describe('§3 remembered login (double base64 with a random key)', () => {
  it('§3 round-trips any password, including non-ASCII ones', () => {
    for (const password of ['demo1234', '{secret}', 'mật khẩu 密码 🔑', 'a']) {
      expect(decodeRememberedPassword(encodeRememberedPassword(password, 'Ab3dEf9h'))).toBe(password);
    }
  });

  it('§3 is base64 of the key followed by base64 of the password', () => {
    const stored = encodeRememberedPassword('demo1234', 'KEY12345');
    expect(atob(stored)).toBe(`KEY12345${btoa('demo1234')}`);
    expect(stored).not.toContain('demo1234');
  });

  it('§3 a random key: the same password is stored differently each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => randomRememberKey()));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{8}$/);
    const [a, b] = [...keys];
    expect(encodeRememberedPassword('demo1234', a!)).not.toBe(encodeRememberedPassword('demo1234', b!));
    expect(() => encodeRememberedPassword('x', 'short')).toThrow();
  });

  it('damaged stored values decode to nothing', () => {
    for (const bad of [
      null,
      42,
      '',
      '!!!',
      btoa('short'),
      btoa('KEY12345'),
      btoa('KEY12345@@@'),
      btoa(`KEY1234!${btoa('pw')}`),
      'x'.repeat(5000),
    ]) {
      expect(decodeRememberedPassword(bad)).toBeNull();
    }
  });

  it('§3 the stored object: type username or sms, username, password, merchant; anything else is dropped', () => {
    const ok = { type: 'username', username: 'player0', password: 'abc', merchant: 'DEMO' };
    expect(parseRememberedLogin(ok)).toEqual(ok);
    expect(parseRememberedLogin({ ...ok, type: 'firebase' })).toBeNull();
    expect(parseRememberedLogin({ ...ok, username: '<img src=x>' })).toBeNull();
    expect(parseRememberedLogin({ ...ok, merchant: undefined })).toBeNull();
    expect(parseRememberedLogin({ ...ok, password: 7 })).toEqual({ ...ok, password: '' });
    expect(parseRememberedLogin('garbage')).toBeNull();
  });

  it('§5 remember-me is kept only when the auto-login setting is on and the player asked for it', () => {
    const input = {
      siteAutoLogin: true,
      rememberMe: true,
      type: 'username' as const,
      username: ' player0 ',
      password: 'demo1234',
      merchant: 'DEMO',
      key: 'Ab3dEf9h',
    };
    const kept = rememberAfterLogin(input);
    expect(kept).toMatchObject({ type: 'username', username: 'player0', merchant: 'DEMO' });
    expect(decodeRememberedPassword(kept!.password)).toBe('demo1234');
    expect(rememberAfterLogin({ ...input, siteAutoLogin: false })).toBeNull();
    expect(rememberAfterLogin({ ...input, rememberMe: false })).toBeNull();
  });
});

describe('§5 when auto-login runs', () => {
  const remembered = {
    type: 'username' as const,
    username: 'player0',
    password: encodeRememberedPassword('demo1234', 'Ab3dEf9h'),
    merchant: 'DEMO',
  };
  const ok: AutoLoginInput = {
    siteAutoLogin: true,
    storedAutoLogin: AUTO_LOGIN_ON,
    hasSession: false,
    search: {},
    remembered,
    merchantCode: 'DEMO',
    loginCaptchaRequired: false,
  };

  it('§5 runs when every condition holds (no stored setting counts as on)', () => {
    expect(shouldAutoLogin(ok)).toBe(true);
    expect(shouldAutoLogin({ ...ok, storedAutoLogin: null })).toBe(true);
    expect(shouldAutoLogin({ ...ok, search: { affiliateCode: 'A1' } })).toBe(true);
  });

  it('§5 not when the site setting is off, or there is a session or a token', () => {
    expect(shouldAutoLogin({ ...ok, siteAutoLogin: false })).toBe(false);
    expect(shouldAutoLogin({ ...ok, hasSession: true })).toBe(false);
    expect(shouldAutoLogin({ ...ok, search: { token: 'abcdefghijklmnop' } })).toBe(false);
    expect(shouldAutoLogin({ ...ok, search: { tokens: 'abcdefghijklmnop' } })).toBe(false);
  });

  it('§5 not with a redirectUrl or backUrl query', () => {
    expect(shouldAutoLogin({ ...ok, search: { redirectUrl: '/m/member/home' } })).toBe(false);
    expect(shouldAutoLogin({ ...ok, search: { backUrl: '/m/game' } })).toBe(false);
  });

  it('§5 not when the stored merchant differs or the type is sms', () => {
    expect(shouldAutoLogin({ ...ok, merchantCode: 'LUCKY' })).toBe(false);
    expect(shouldAutoLogin({ ...ok, remembered: { ...remembered, type: 'sms' } })).toBe(false);
  });

  it('§8 not when auto-login was turned off (stored 0), without a remembered password, or when login needs a captcha', () => {
    expect(shouldAutoLogin({ ...ok, storedAutoLogin: AUTO_LOGIN_OFF })).toBe(false);
    expect(shouldAutoLogin({ ...ok, remembered: { ...remembered, password: '' } })).toBe(false);
    expect(shouldAutoLogin({ ...ok, remembered: null })).toBe(false);
    expect(shouldAutoLogin({ ...ok, loginCaptchaRequired: true })).toBe(false);
  });
});

describe('§8 what a login failure clears', () => {
  it('§8 login.cred.err and not.exists.user clear the remembered credentials on auto-login failure, silently', () => {
    for (const errorCode of ['login.cred.err', 'not.exists.user']) {
      expect(loginFailureOutcome({ errorCode, answered: true, auto: true })).toEqual({
        remembered: 'clear',
        disableAutoLogin: false,
        report: false,
      });
    }
  });

  it('§8 any other login failure shows the server message and clears the remembered password', () => {
    expect(loginFailureOutcome({ errorCode: 'login.cred.err', answered: true, auto: false })).toEqual({
      remembered: 'clear-password',
      disableAutoLogin: false,
      report: true,
    });
    expect(loginFailureOutcome({ errorCode: 'internal_error', answered: true, auto: true })).toEqual({
      remembered: 'clear-password',
      disableAutoLogin: false,
      report: true,
    });
  });

  it('§8 token_ip_different turns auto-login off (stored value 0)', () => {
    expect(loginFailureOutcome({ errorCode: 'token_ip_different', answered: true, auto: true }).disableAutoLogin).toBe(
      true,
    );
    expect(loginFailureOutcome({ errorCode: 'token_ip_different', answered: true, auto: false }).disableAutoLogin).toBe(
      true,
    );
    expect(AUTO_LOGIN_OFF).toBe('0');
  });

  it('no answer at all (offline, timeout) is not a login failure: nothing remembered is touched', () => {
    expect(loginFailureOutcome({ errorCode: undefined, answered: false, auto: true })).toEqual({
      remembered: 'keep',
      disableAutoLogin: false,
      report: true,
    });
  });
});
