import { describe, expect, it } from 'vitest';
import { deviceKindOf } from './device-kind';

const base = {
  userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile',
  standaloneDisplay: false,
  iosStandalone: false,
  maxTouchPoints: 5,
};

describe('§3 device kind (login request device, register method)', () => {
  it('recognises the native app by App…Ver in the user agent (§5)', () => {
    expect(deviceKindOf({ ...base, userAgent: `${base.userAgent} AppShellVer/2.4.39` })).toBe('APP');
  });
  it('§3 WEBCLIP on an iOS home-screen clip, PWA when installed, IPAD on iPads, H5 otherwise', () => {
    expect(deviceKindOf({ ...base, iosStandalone: true })).toBe('WEBCLIP');
    expect(deviceKindOf({ ...base, standaloneDisplay: true })).toBe('PWA');
    expect(deviceKindOf({ ...base, userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe('IPAD');
    expect(
      deviceKindOf({ ...base, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 }),
    ).toBe('IPAD');
    expect(deviceKindOf(base)).toBe('H5');
  });
});
