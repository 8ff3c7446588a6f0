import { describe, expect, it } from 'vitest';
import {
  PIXEL_SCRIPT_FALLBACK_URLS,
  PIXEL_SCRIPT_URLS,
  PIXEL_VENDOR_NAMES,
  PIXEL_VENDOR_ORIGINS,
  pixelVendorsOf,
} from './pixels';

const none = new URLSearchParams();

describe('§3 pixel vendors allowed on a page (issue 17)', () => {
  it('§3 a vendor is on when the merchant configures its id, the URL names it (field or alias) or the page kept it', () => {
    expect(pixelVendorsOf({ merchant: {}, search: none, cookie: null })).toEqual([]);
    expect(pixelVendorsOf({ merchant: { facebookPixelId: '123' }, search: none, cookie: null })).toEqual(['facebook']);
    expect(
      pixelVendorsOf({ merchant: {}, search: new URLSearchParams('tiktokPixelId=T1&af_id=A1'), cookie: null }),
    ).toEqual(['tiktok', 'appsflyer']);
    expect(pixelVendorsOf({ merchant: {}, search: none, cookie: 'gtag, bigo' })).toEqual(['gtag', 'bigo']);
  });

  it('§3 blank, malformed and unknown values switch nothing on', () => {
    expect(
      pixelVendorsOf({
        merchant: { facebookPixelId: '  ' },
        search: new URLSearchParams('gtagId=<script>&fbPixelId='),
        cookie: 'evil,https://x',
      }),
    ).toEqual([]);
  });

  it('every vendor script URL lies on an origin its script list allows; no wildcard may load a script', () => {
    for (const vendor of PIXEL_VENDOR_NAMES) {
      const origin = new URL(PIXEL_SCRIPT_URLS[vendor]('ID-1')).origin;
      expect(PIXEL_VENDOR_ORIGINS[vendor].script, vendor).toContain(origin);
      const fallback = PIXEL_SCRIPT_FALLBACK_URLS[vendor];
      if (fallback) expect(PIXEL_VENDOR_ORIGINS[vendor].script, vendor).toContain(new URL(fallback('ID-1')).origin);
      for (const o of PIXEL_VENDOR_ORIGINS[vendor].script) expect(o).not.toContain('*');
    }
  });

  it('§3 Kwai, Adjust and Bigo load from the URLs of the vendors’ published base codes', () => {
    // Kwai's kwaiq loader: events.js with the pixel id and the queue's name, and its second address.
    expect(PIXEL_SCRIPT_URLS.kwai('K 1')).toBe(
      'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js?sdkid=K%201&lib=kwaiq',
    );
    expect(PIXEL_SCRIPT_FALLBACK_URLS.kwai!('K1')).toBe(
      'https://s16-11187.ap4r.com/kos/s101/nlav11187/pixel/events.js?sdkid=K1&lib=kwaiq',
    );
    // Adjust's web SDK snippet (CDN).
    expect(PIXEL_SCRIPT_URLS.adjust('A1')).toBe('https://cdn.adjust.com/adjust-latest.min.js');
    // Bigo Ads' pixel code (bge / bgdataLayer).
    expect(PIXEL_SCRIPT_URLS.bigo('B1')).toBe('https://api.imotech.video/ad/events.js?pixel_id=B1');
  });
});
