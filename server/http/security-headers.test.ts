// @vitest-environment node
/**
 * Issue 17 on top of issue 11's CSP: Firebase Cloud Messaging's registration calls and the §3 pixel
 * vendors are allowed only where the merchant or the visit configured them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FCM_CONNECT_ORIGINS, PIXEL_VENDORS_COOKIE } from '../../contract/pixels';
import { DEFAULT_MERCHANTS_DIR, parseMerchantFile } from '../merchants/load';
import { contentSecurityPolicy } from './security-headers';

const demo = parseMerchantFile('DEMO.json', readFileSync(join(DEFAULT_MERCHANTS_DIR, 'DEMO.json'), 'utf8')).public;
const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('CSP for push and pixels (issue 17)', () => {
  it('§4 FCM registration is reachable only when push tokens come from firebase with a VAPID key', () => {
    const local = directives(
      contentSecurityPolicy({
        config: { ...demo, push: { ...demo.push, tokenSource: 'local', vapidKey: 'BKey' } },
        host: 'localhost',
      }),
    );
    const noKey = directives(
      contentSecurityPolicy({
        config: { ...demo, push: { ...demo.push, tokenSource: 'firebase', vapidKey: '' } },
        host: 'localhost',
      }),
    );
    const fcm = directives(
      contentSecurityPolicy({
        config: { ...demo, push: { ...demo.push, tokenSource: 'firebase', vapidKey: 'BKey' } },
        host: 'localhost',
      }),
    );
    for (const origin of FCM_CONNECT_ORIGINS) {
      expect(local.get('connect-src')).not.toContain(origin);
      expect(noKey.get('connect-src')).not.toContain(origin);
      expect(fcm.get('connect-src')).toContain(origin);
    }
  });

  it('§3 a pixel vendor loads only when the merchant, the URL or the kept cookie configures it; scripts never by wildcard', () => {
    const bare = directives(contentSecurityPolicy({ config: { ...demo, pixels: {} }, host: 'localhost' }));
    expect(bare.get('script-src')!.join(' ')).not.toMatch(
      /facebook|tiktok|googletagmanager|appsflyer|adjust|twitter|bigo|imotech|kwai|ap4r/,
    );
    expect(bare.get('connect-src')!.join(' ')).not.toMatch(
      /facebook|tiktok|google-analytics|appsflyer|adjust|twitter|bigo|imotech|kwai|ap4r/,
    );

    const merchant = directives(
      contentSecurityPolicy({ config: { ...demo, pixels: { gtagId: 'G-1' } }, host: 'localhost' }),
    );
    expect(merchant.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(merchant.get('connect-src')).toContain('https://www.google-analytics.com');
    expect(merchant.get('script-src')).not.toContain('https://connect.facebook.net');

    const url = directives(
      contentSecurityPolicy({
        config: { ...demo, pixels: {} },
        host: 'localhost',
        search: '?facebookPixelId=123&fbclid=X',
      }),
    );
    expect(url.get('script-src')).toContain('https://connect.facebook.net');
    expect(url.get('connect-src')).toContain('https://www.facebook.com');

    const kept = directives(
      contentSecurityPolicy({
        config: { ...demo, pixels: {} },
        host: 'localhost',
        cookie: `a=1; ${PIXEL_VENDORS_COOKIE}=tiktok%2Cbigo`,
      }),
    );
    // Bigo Ads' pixel code loads events.js from api.imotech.video (contract/pixels.ts).
    expect(kept.get('script-src')).toEqual(
      expect.arrayContaining(['https://analytics.tiktok.com', 'https://api.imotech.video']),
    );
    for (const csp of [merchant, url, kept])
      expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});

describe('CSP for the merchant’s image hosts (§3 common store imageCDNs, issue 35)', () => {
  it('§3 allows each image host the merchant listed (an http one too), and no stray entry', () => {
    const plain = directives(contentSecurityPolicy({ config: { ...demo, imageCDNs: [] }, host: 'localhost' }));
    expect(plain.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    const cdn = directives(
      contentSecurityPolicy({
        config: { ...demo, imageCDNs: ['http://127.0.0.1:4790/img/', 'https://img.example.com', 'x; script-src *'] },
        host: 'localhost',
      }),
    );
    expect(cdn.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://127.0.0.1:4790',
      'https://img.example.com',
    ]);
    expect(cdn.get('script-src')!.join(' ')).not.toContain('*');
  });
});
