// @vitest-environment node
/**
 * Issue 18 at the server's edge: the page HTML carries what the renderer rendered, with the §1
 * language (the Language cookie first, then Accept-Language), escaped title and data block; the
 * renderer is handed public inputs only, never the request's cookies or credentials (DESIGN rule
 * 11); a renderer that fails leaves the page to the browser.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { languageCookieOf } from '../../contract/ssr';

// A stand-in renderer: it shows what it was handed, and fails on /m/broken.
const STUB = `export async function render(req) {
  if (req.url.startsWith('/m/broken')) throw new Error('boom');
  if (req.url.startsWith('/m/guarded')) return { kind: 'client', reason: 'redirect' };
  const seen = JSON.stringify({ keys: Object.keys(req).sort(), url: req.url, origin: req.origin, language: req.language, vendors: req.vendors.length });
  return { kind: 'page', html: '<p id="seen">' + seen.replace(/</g, '&lt;') + '</p>', title: 'T </title><script>x</script>', seed: { page: '/m/home', language: req.language, queries: [{ key: ['k'], data: '</script><script>alert(1)</script>' }] }, textsBeforeHydration: req.url.startsWith('/m/login') ? 'whole' : 'page' };
}`;

let server: TestServer;
beforeAll(async () => {
  const dir = join((await import('node:os')).tmpdir(), `storefront-ssr-stub-${process.pid}-${Date.now()}.mjs`);
  await writeFile(dir, STUB);
  server = await startTestServer({ ssrEntry: dir, serverRender: true });
});
afterAll(() => server.stop());

const seenIn = (html: string) =>
  JSON.parse(/<p id="seen">(.*?)<\/p>/.exec(html)![1]!.replace(/&lt;/g, '<')) as Record<string, unknown>;

describe('server-rendered pages (issue 18)', () => {
  it('puts the rendered page into the root, with lang, dir, an escaped title and an escaped data block', async () => {
    const html = await (await server.fetch('/m/home', { headers: { 'Accept-Language': 'ar' } })).text();
    expect(html).toMatch(/<div id="root"><p id="seen">/);
    expect(html).toContain('lang="ar" dir="rtl"');
    expect(html).toContain('<title>T &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<script type="application/json" id="storefront-ssr">');
  });

  it('no layout shift: the first paint waits until the whole rendered root is parsed; the plain shell is not held', async () => {
    // A browser may paint a page it is still parsing: the home header's language button was painted
    // alone and pushed aside by the header's links parsed a moment later (CLS 0.0004).
    const html = await (await server.fetch('/m/home')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#root" blocking="render">');
    for (const path of ['/m/guarded', '/m/broken'])
      expect(await (await server.fetch(path)).text(), path).not.toContain('rel="expect"');
  });

  it('DESIGN rule 11: hands the renderer public inputs only, whatever the request carries', async () => {
    const html = await (
      await server.fetch('/m/game?x=1', {
        headers: {
          Authorization: 'SECRET-TOKEN',
          Cookie: 'MC_LANGUAGE=VI; session=SECRET-COOKIE',
          'Accept-Language': 'ja',
        },
      })
    ).text();
    const seen = seenIn(html);
    expect(seen).toMatchObject({
      keys: ['banners', 'config', 'lanes', 'language', 'marqueeCount', 'origin', 'url', 'vendors'],
      url: '/m/game?x=1',
      language: 'VI',
    });
    expect(seen.vendors).toBeGreaterThan(0);
    expect(html).not.toMatch(/SECRET/);
  });

  it('§1 the Language cookie wins over Accept-Language; a language the merchant lacks falls back', async () => {
    expect(
      seenIn(await (await server.fetch('/m/home', { headers: { 'Accept-Language': 'th' } })).text()).language,
    ).toBe('TH');
    expect(
      seenIn(
        await (
          await server.fetch('/m/home', { headers: { Cookie: 'MC_LANGUAGE=ZZ', 'Accept-Language': 'th' } })
        ).text(),
      ).language,
    ).toBe('TH');
    expect(languageCookieOf('a=1; MC_LANGUAGE=PT-BR')).toBe('PT-BR');
    expect(languageCookieOf(undefined)).toBeNull();
  });

  it('a page the renderer leaves to the browser, or fails on, is the plain shell', async () => {
    for (const path of ['/m/guarded', '/m/broken']) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });

  it('§1 hints the language file only to a page that needs it before hydrating (issue 18, JS before interactive)', async () => {
    await writeFile(
      join(server.distDir, 'build-manifest.json'),
      JSON.stringify({ 'src/i18n/locales/en.json': { file: 'assets/en-3c4d.js' } }),
    );
    const hint = '<link rel="modulepreload" crossorigin href="/m/assets/en-3c4d.js">';
    // The home page hydrates with the texts its render used: the file comes after, unhinted.
    expect(await (await server.fetch('/m/home')).text()).not.toContain(hint);
    // A page rendered inside the data layer waits for the whole file; a page left to the browser needs it.
    expect(await (await server.fetch('/m/login')).text()).toContain(hint);
    expect(await (await server.fetch('/m/guarded')).text()).toContain(hint);
  });
});
