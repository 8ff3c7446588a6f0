import { describe, expect, it } from 'vitest';
import { manifestHref, touchIconHref } from './manifest-link';

describe('§5 the pwa manifest link', () => {
  it('§7 points at /wps/system/manifest.json with merchantCode and time', () => {
    expect(manifestHref({ merchantCode: 'DEMO', pwaTitle: 'Demo Lottery' }, 'v1')).toBe(
      '/wps/system/manifest.json?merchantCode=DEMO&time=v1',
    );
  });
  it('§5 is skipped when the pwa setting is blank', () => {
    expect(manifestHref({ merchantCode: 'LUCKY', pwaTitle: '' }, 'v1')).toBeNull();
    expect(manifestHref({ merchantCode: 'LUCKY', pwaTitle: '   ' }, 'v1')).toBeNull();
  });
});

describe('§3 mobile template apple_touch_icon', () => {
  it("§3 the merchant's icon when set, else the 192 px app icon", () => {
    expect(touchIconHref({ appleTouchIcon: '/m/icons/icon-512.png' })).toBe('/m/icons/icon-512.png');
    expect(touchIconHref({ appleTouchIcon: ' ' })).toBe('/m/icons/icon-192.png');
    expect(touchIconHref({})).toBe('/m/icons/icon-192.png');
  });
});
