import { describe, expect, it } from 'vitest';
import { PIXEL_SCRIPT_URLS, PIXEL_VENDOR_NAMES, PIXEL_VENDOR_ORIGINS, pixelVendorsOf } from './pixels';

const none = new URLSearchParams();

describe('§3 pixel vendors allowed on a page (issue 17)', () => {
  it('§3 a vendor is on when the merchant configures its id, the URL names it (field or alias) or the page kept it', () => {
    expect(pixelVendorsOf({ merchant: {}, search: none, cookie: null })).toEqual([]);
    expect(pixelVendorsOf({ merchant: { facebookPixelId: '123' }, search: none, cookie: null })).toEqual(['facebook']);
    expect(pixelVendorsOf({ merchant: {}, search: new URLSearchParams('tiktokPixelId=T1&af_id=A1'), cookie: null })).toEqual(['tiktok', 'appsflyer']);
    expect(pixelVendorsOf({ merchant: {}, search: none, cookie: 'gtag, bigo' })).toEqual(['gtag', 'bigo']);
  });

  it('§3 blank, malformed and unknown values switch nothing on', () => {
    expect(pixelVendorsOf({ merchant: { facebookPixelId: '  ' }, search: new URLSearchParams('gtagId=<script>&fbPixelId='), cookie: 'evil,https://x' })).toEqual([]);
  });

  it('every vendor script URL lies on an origin its script list allows; no wildcard may load a script', () => {
    for (const vendor of PIXEL_VENDOR_NAMES) {
      const origin = new URL(PIXEL_SCRIPT_URLS[vendor]('ID-1')).origin;
      expect(PIXEL_VENDOR_ORIGINS[vendor].script, vendor).toContain(origin);
      for (const o of PIXEL_VENDOR_ORIGINS[vendor].script) expect(o).not.toContain('*');
    }
  });
});
