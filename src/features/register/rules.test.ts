import { describe, expect, it } from 'vitest';
import {
  captureRegistrationInfo,
  parsePixelTrack,
  parseRegistrationInfo,
  registerMethodFor,
  registerMobilePayload,
  registerPayload,
  suggestedUsername,
} from './rules';

describe('§3 registration info', () => {
  it('§3 takes affiliateCode and referralCode (or r) from the URL and remembers the first domain', () => {
    expect(captureRegistrationInfo({ affiliateCode: 'AFF1', r: 'REF9' }, {}, 'demo.localhost')).toEqual({
      affiliateCode: 'AFF1',
      referralCode: 'REF9',
      originalDomain: 'demo.localhost',
    });
    expect(captureRegistrationInfo({}, { originalDomain: 'first.example' }, 'second.example').originalDomain).toBe(
      'first.example',
    );
  });

  it('drops hostile values from the URL and from storage', () => {
    expect(captureRegistrationInfo({ affiliateCode: '"><script>', referralCode: 'a b' }, {}, 'x')).toEqual({
      originalDomain: 'x',
    });
    expect(parseRegistrationInfo({ affiliateCode: 'ok_1', referralCode: '<b>', originalDomain: 'a/b' })).toEqual({
      affiliateCode: 'ok_1',
    });
    expect(parseRegistrationInfo('garbage')).toEqual({});
  });
});

describe('§3 register payload', () => {
  it('§3 carries method, url, device id, domain, codes, login flag, password and username', () => {
    const payload = registerPayload({
      username: ' newbie ',
      password: 'pw123456',
      deviceKind: 'PWA',
      deviceId: 'd'.repeat(36),
      href: 'http://localhost/m/register',
      hostname: 'localhost',
      info: { affiliateCode: 'A', referralCode: 'R' },
    });
    expect(payload).toEqual({
      registerMethod: 'PWA',
      registerUrl: 'http://localhost/m/register',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      domain: 'localhost',
      referralCode: 'R',
      affiliateCode: 'A',
      login: true,
      password: 'pw123456',
      username: 'newbie',
    });
  });

  it('§3 carries the pixel tracking object and the captcha result when there are any', () => {
    const payload = registerPayload({
      username: 'newbie',
      password: 'pw123456',
      deviceKind: 'APP',
      deviceId: 'd'.repeat(36),
      href: 'http://x/m/register',
      hostname: 'x',
      info: {},
      pixelTrack: { fbp: 'fb.1.2', utm_source: 'push' },
      captcha: { geetestChallenge: 'c', geetestSeccode: 's' },
    });
    expect(payload).toMatchObject({
      registerMethod: 'APP',
      isOfficialAppLogin: true,
      pixelTrack: { fbp: 'fb.1.2', utm_source: 'push' },
      geetestChallenge: 'c',
      geetestSeccode: 's',
    });
  });

  it('§3 §5 the mobile path sends mobileNum and the dialling code; without the password option the default password', () => {
    const input = {
      mobileNum: ' 912 345-678 ',
      countryDialingCode: '84',
      password: 'typed123',
      passwordOption: true,
      deviceKind: 'H5',
      deviceId: 'd'.repeat(36),
      href: 'http://lucky.localhost/m/register',
      hostname: 'lucky.localhost',
      info: { affiliateCode: 'A' },
    };
    expect(registerMobilePayload(input)).toEqual({
      registerMethod: 'H5',
      registerUrl: 'http://lucky.localhost/m/register',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      domain: 'lucky.localhost',
      affiliateCode: 'A',
      login: true,
      password: 'typed123',
      mobileNum: '912345678',
      countryDialingCode: '84',
    });
    expect(registerMobilePayload({ ...input, passwordOption: false }).password).toBe('{secret}');
  });

  it('§3 the pixel tracking object keeps only its own fields with string values', () => {
    expect(parsePixelTrack({ fbc: 'fb.1', gtagId: 'G-1', evil: 'x', kadamId: 42, fbp: 'y'.repeat(600) })).toEqual({
      fbc: 'fb.1',
      gtagId: 'G-1',
    });
    expect(parsePixelTrack({})).toBeNull();
    expect(parsePixelTrack(['fbc'])).toBeNull();
    expect(parsePixelTrack(null)).toBeNull();
  });

  it('§3 registerMethod is APP, H5, WEBCLIP or PWA', () => {
    expect(registerMethodFor('IPAD')).toBe('H5');
    expect(registerMethodFor('H5')).toBe('H5');
    expect(registerMethodFor('WEBCLIP')).toBe('WEBCLIP');
    expect(registerMethodFor('APP')).toBe('APP');
  });
});

describe('§7 autoUsername', () => {
  it('§7 the username the platform offers fills the field', () => {
    expect(suggestedUsername({ userName: ' player1234567 ' }, '')).toBe('player1234567');
    expect(suggestedUsername({ userName: 'player1234567' }, 'mine')).toBe('player1234567');
  });
  it('§7 one the register call would refuse leaves what the player typed', () => {
    expect(suggestedUsername({ userName: 'no spaces!' }, 'mine')).toBe('mine');
    expect(suggestedUsername({ userName: 'abc' }, '')).toBe('');
    expect(suggestedUsername({ userName: 'x'.repeat(33) }, 'mine')).toBe('mine');
  });
});
