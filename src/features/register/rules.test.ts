import { describe, expect, it } from 'vitest';
import { captureRegistrationInfo, parseRegistrationInfo, registerMethodFor, registerPayload } from './rules';

describe('§3 registration info', () => {
  it('§3 takes affiliateCode and referralCode (or r) from the URL and remembers the first domain', () => {
    expect(captureRegistrationInfo({ affiliateCode: 'AFF1', r: 'REF9' }, {}, 'demo.localhost')).toEqual({
      affiliateCode: 'AFF1', referralCode: 'REF9', originalDomain: 'demo.localhost',
    });
    expect(captureRegistrationInfo({}, { originalDomain: 'first.example' }, 'second.example').originalDomain).toBe('first.example');
  });

  it('drops hostile values from the URL and from storage', () => {
    expect(captureRegistrationInfo({ affiliateCode: '"><script>', referralCode: 'a b' }, {}, 'x')).toEqual({ originalDomain: 'x' });
    expect(parseRegistrationInfo({ affiliateCode: 'ok_1', referralCode: '<b>', originalDomain: 'a/b' })).toEqual({ affiliateCode: 'ok_1' });
    expect(parseRegistrationInfo('garbage')).toEqual({});
  });
});

describe('§3 register payload', () => {
  it('§3 carries method, url, device id, domain, codes, login flag, password and username', () => {
    const payload = registerPayload({
      username: ' newbie ', password: 'pw123456', deviceKind: 'PWA', deviceId: 'd'.repeat(36), href: 'http://localhost/m/register',
      hostname: 'localhost', info: { affiliateCode: 'A', referralCode: 'R' },
    });
    expect(payload).toEqual({
      registerMethod: 'PWA', registerUrl: 'http://localhost/m/register', loginDeviceId: 'd'.repeat(36), isOfficialAppLogin: false,
      domain: 'localhost', referralCode: 'R', affiliateCode: 'A', login: true, password: 'pw123456', username: 'newbie',
    });
  });

  it('§3 registerMethod is APP, H5, WEBCLIP or PWA', () => {
    expect(registerMethodFor('IPAD')).toBe('H5');
    expect(registerMethodFor('H5')).toBe('H5');
    expect(registerMethodFor('WEBCLIP')).toBe('WEBCLIP');
    expect(registerMethodFor('APP')).toBe('APP');
  });
});
