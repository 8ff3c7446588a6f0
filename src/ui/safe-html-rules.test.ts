import { describe, expect, it } from 'vitest';
import { isForbiddenAttribute, safeImageSource, safeLink } from './safe-html-rules';

const origin = 'https://shop.example';

describe('safeLink: server HTML links (DESIGN rule 12, §5 popup links)', () => {
  it('§5: a link starting with http opens externally', () => {
    expect(safeLink('https://promo.example/a?b=1', origin)).toEqual({
      kind: 'external',
      href: 'https://promo.example/a?b=1',
    });
    expect(safeLink('HTTP://promo.example', origin)).toEqual({ kind: 'external', href: 'http://promo.example/' });
  });

  it('§5: other links navigate inside the app, as same-origin paths', () => {
    expect(safeLink('/m/activity?id=7', origin)).toEqual({ kind: 'internal', href: '/m/activity?id=7' });
    expect(safeLink('m/rewardCenter#top', origin)).toEqual({ kind: 'internal', href: '/m/rewardCenter#top' });
    expect(safeLink('?tab=2', origin)).toEqual({ kind: 'internal', href: '/?tab=2' });
  });

  it('keeps mailto and tel as hand-offs', () => {
    expect(safeLink('mailto:help@shop.example', origin)?.kind).toBe('contact');
    expect(safeLink('tel:+6612345', origin)?.kind).toBe('contact');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'blob:https://shop.example/uuid',
    'file:///etc/passwd',
    'intent://x#Intent;end',
    '',
    '   ',
  ])('drops the unsafe target %j', (href) => {
    expect(safeLink(href, origin)).toBeNull();
  });

  it('treats protocol-relative and backslash hosts as leaving the app, never as internal', () => {
    expect(safeLink('//evil.example/x', origin)).toEqual({ kind: 'external', href: 'https://evil.example/x' });
    expect(safeLink('/\\evil.example/x', origin)?.kind).toBe('external');
    expect(safeLink('\\\\evil.example', origin)?.kind).toBe('external');
  });

  it('answers null for a missing href', () => {
    expect(safeLink(null, origin)).toBeNull();
    expect(safeLink(undefined, origin)).toBeNull();
  });
});

describe('safeImageSource: images the page and its CSP allow', () => {
  it('keeps same-origin, http(s), blob and raster data images', () => {
    expect(safeImageSource('/promo/a.png', origin)).toBe('https://shop.example/promo/a.png');
    expect(safeImageSource('https://cdn.example/a.webp', origin)).toBe('https://cdn.example/a.webp');
    expect(safeImageSource('data:image/png;base64,iVBOR', origin)).toBe('data:image/png;base64,iVBOR');
  });
  it.each(['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html,x', 'vbscript:x', '', null])(
    'drops %j',
    (src) => expect(safeImageSource(src, origin)).toBeNull(),
  );
});

describe('isForbiddenAttribute', () => {
  it('removes every event handler and the attributes that reach outside the content', () => {
    for (const a of [
      'onerror',
      'ONLOAD',
      'onanimationstart',
      'srcdoc',
      'formaction',
      'xlink:href',
      'id',
      'name',
      'target',
    ]) {
      expect(isForbiddenAttribute(a)).toBe(true);
    }
    for (const a of ['href', 'src', 'alt', 'class', 'title', 'style']) expect(isForbiddenAttribute(a)).toBe(false);
  });
});
