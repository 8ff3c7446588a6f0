/**
 * Issue 35, defect "hostile URLs accepted by admin": the outside probe stored `javascript:`, `data:`,
 * `//evil.example`, `/\evil.example` and ` JaVaScRiPt:` as banner URLs. One rule for every URL an
 * operator sets (contract/operator-url.ts).
 */
import { describe, expect, it } from 'vitest';
import { DecodeError } from './decode';
import { operatorUrl, operatorUrlProblem } from './operator-url';

const HOSTILE = [
  // the probe's payloads
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  ' JaVaScRiPt:alert(1)',
  // and more of their kind
  'JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'javascript\n:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://storefront.example/1',
  'data:image/png;base64,AAAA',
  'https:evil.example',
  'https:/evil.example',
  'https://evil.example\\@storefront.example',
  'https://storefront.example@evil.example/',
  'https://user:pw@evil.example/',
  '\\\\evil.example',
  '/\\/evil.example',
  '//\\evil.example',
  '///evil.example',
  ' https://ok.example',
  'https://ok.example ',
  'https://ok.example/\u2028',
  'https://',
  'https:///path',
  'https://exa mple.com',
  'ftp://files.example/x',
  '/game',
  'm/home',
  '/mfoo',
  '#/m/home',
  '?/m/home',
  '',
];
const FINE = [
  'https://example.com',
  'https://support.example.com/chat/demo?lang=en',
  'https://t.me/demo_lottery_support',
  'HTTPS://Example.COM/Path',
  'http://promo.example/landing#top',
  'https://[2001:db8::1]:8443/x',
  '/m',
  '/m/register',
  '/m/game?vendor=PG&tab=slots',
  '/m/member/benefits#vip',
];

describe('issue 35 defect: hostile URLs accepted by admin', () => {
  it.each(HOSTILE)('refuses %j', (url) => {
    expect(operatorUrlProblem(url)).not.toBeNull();
    expect(() => operatorUrl()(url, 'banners[0].url')).toThrow(DecodeError);
  });

  it.each(FINE)('accepts %j', (url) => {
    expect(operatorUrlProblem(url)).toBeNull();
    expect(operatorUrl()(url)).toBe(url);
  });

  it('http:// only where allowed; paths on this server only for download links; empty only when the field may be unset', () => {
    expect(operatorUrlProblem('http://promo.example', { http: false })).toMatch(/https/);
    expect(operatorUrlProblem('https://promo.example', { http: false })).toBeNull();
    expect(operatorUrlProblem('/download/DEMO/app.apk')).toMatch(/\/m\//);
    expect(operatorUrlProblem('/download/DEMO/app.apk', { paths: 'server' })).toBeNull();
    expect(operatorUrlProblem('//evil.example', { paths: 'server' })).not.toBeNull();
    expect(operatorUrlProblem('/\\evil.example', { paths: 'server' })).not.toBeNull();
    expect(operatorUrlProblem('', { empty: true })).toBeNull();
    expect(operatorUrlProblem(`https://a.example/${'x'.repeat(2048)}`)).toMatch(/2048/);
  });
});
