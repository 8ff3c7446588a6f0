// @vitest-environment node
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_ELEMENT_ID, CONFIG_PLACEHOLDER, merchantConfig } from '../../contract/merchant';
import { startTestServer, type TestServer } from '../test/harness';
import { configScript, inlineHeadAssets, safeSegments, withTheme } from './static';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await mkdir(join(server.distDir, 'assets'), { recursive: true });
  await writeFile(join(server.distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(server.distDir, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(join(server.distDir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(join(server.distDir, 'manifest.webmanifest'), '{}');
  await writeFile(join(server.distDir, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(server.distDir, 'asset-manifest.json'), '{"files":{}}');
  // A file next to DIST_DIR that must never be reachable.
  await writeFile(join(server.dir, 'secret.txt'), 'TOP SECRET');
});
afterAll(() => server.stop());

/** A raw request, so the path reaches the server exactly as written (fetch would normalise it). */
function rawGet(path: string, host = '127.0.0.1'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function configIn(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html);
  if (!match) throw new Error('no config element');
  return JSON.parse(match[1]!);
}

describe('history fallback', () => {
  it('§2 page routes get index.html with the merchant config injected, never cached', async () => {
    for (const path of [
      '/m/home',
      '/m/login',
      '/m/member/home',
      '/m/index.html',
      '/m/register.html',
      '/',
      '/m',
      '/m/',
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).not.toContain(CONFIG_PLACEHOLDER);
      expect(merchantConfig(configIn(html))).toMatchObject({ merchantCode: 'DEMO', merchantName: 'Demo Lottery' });
    }
  });

  it("issue 18, issue 32: the page carries the merchant's theme in its head from the first byte", async () => {
    const lucky = (await rawGet('/m/home', 'lucky.localhost:8080')).body;
    const config = configIn(lucky) as { themeColor: string; theme?: { accent?: string } };
    expect(config.themeColor).toMatch(/^#[0-9a-fA-F]{6}$/);
    const theme = /<style id="merchant-theme">([^<]*)<\/style>/.exec(lucky)?.[1] ?? '';
    expect(theme).toContain(
      `--color-brand: ${(config.theme as { brand?: string } | undefined)?.brand ?? config.themeColor.toLowerCase()};`,
    );
    if (config.theme?.accent) expect(theme).toContain(`--color-accent: ${config.theme.accent};`);
    // Nothing but a hex colour is ever written into the stylesheet.
    const hostile = withTheme('<head></head>', { themeColor: '#fff;} body{display:none', theme: { accent: 'red' } });
    expect(hostile).not.toContain('display:none');
    expect(hostile).not.toContain('red');
    expect(withTheme('<head></head>', { themeColor: '#2E7D32', theme: undefined })).toContain(
      '--color-brand: #2e7d32;',
    );
  });

  it('§1 the merchant comes from the Host header; unknown hosts get the default merchant', async () => {
    expect(configIn((await rawGet('/m/home', 'lucky.localhost:8080')).body)).toMatchObject({
      merchantCode: 'LUCKY',
      pwaTitle: '',
    });
    expect(configIn((await rawGet('/m/home', 'demo.localhost')).body)).toMatchObject({ merchantCode: 'DEMO' });
    expect(configIn((await rawGet('/m/home', 'unknown.example')).body)).toMatchObject({ merchantCode: 'DEMO' });
  });

  it('§3 the injected JSON escapes "<" (and U+2028/U+2029) so a value cannot close the script element', () => {
    const config = merchantConfig({
      merchantCode: 'X',
      merchantName: '</script><script>alert(1)</script>\u2028\u2029',
      pwaTitle: 'a$&b',
    });
    const script = configScript(config);
    const inner = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(inner).toContain('\\u003c/script>');
    expect(inner).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(inner)).toEqual(config);
  });

  it('issue 18: the stylesheet and the blocking head script are written into the page, the script allowed by its hash alone', async () => {
    const capture = "window.captured = 'yes';";
    const css = 'body{color:red}';
    const shell = `<!doctype html><html><head><title>S</title>${CONFIG_PLACEHOLDER}<script src="/m/capture.js"></script><link rel="stylesheet" crossorigin href="/m/assets/style-x1.css"><script src="/m/missing.js"></script></head><body><div id="root"></div></body></html>`;
    const inlined = await startTestServer({ indexHtml: shell });
    try {
      await writeFile(join(inlined.distDir, 'capture.js'), capture);
      await mkdir(join(inlined.distDir, 'assets'), { recursive: true });
      await writeFile(join(inlined.distDir, 'assets', 'style-x1.css'), css);
      const response = await inlined.fetch('/m/home');
      const html = await response.text();
      expect(html).toContain(`<script>${capture}</script>`);
      expect(html).toContain(`<style>${css}</style>`);
      expect(html).not.toContain('href="/m/assets/style-x1.css"');
      // A file it cannot read stays as it was.
      expect(html).toContain('<script src="/m/missing.js"></script>');
      const scripts = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]!.split(' ');
      expect(scripts).toContain(`'sha256-${createHash('sha256').update(capture).digest('base64')}'`);
      expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
    } finally {
      await inlined.stop();
    }
  });

  it('issue 18: a head file whose text could end its element early stays a link', () => {
    const shell = '<head><script src="/m/a.js"></script><link rel="stylesheet" href="/m/assets/b.css"></head>';
    const served = inlineHeadAssets(shell, (path) =>
      path === 'a.js' ? 'x="</script><script>alert(1)"' : 'a{}</style><script>',
    );
    expect(served.html).toBe(shell);
    expect(served.scriptHashes).toEqual([]);
  });

  it('§9 without a build, pages answer 503 telling to run npm run build', async () => {
    const unbuilt = await startTestServer({ indexHtml: null });
    try {
      const response = await unbuilt.fetch('/m/home');
      expect(response.status).toBe(503);
      expect(await response.text()).toMatch(/npm run build/);
    } finally {
      await unbuilt.stop();
    }
  });
});

describe('files', () => {
  it('§9 hashed assets are immutable for a year, with their content type', async () => {
    const js = await server.fetch('/m/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await js.text()).toBe('console.log("app")');
    expect((await server.fetch('/m/assets/index-abc123.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
  });

  it('§7 the service worker /m/sw.js is never cached; other files are revalidated', async () => {
    const sw = await server.fetch('/m/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-store');
    expect(sw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const manifest = await server.fetch('/m/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const etag = manifest.headers.get('etag')!;
    expect((await server.fetch('/m/manifest.webmanifest', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await server.fetch('/m/icon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('§4 a missing asset is a 404, not the page', async () => {
    const response = await server.fetch('/m/assets/index-gone999.js');
    expect(response.status).toBe(404);
    expect((await server.fetch('/m/missing-chunk.js')).status).toBe(404);
  });

  it('§7 /mobile/mc/asset-manifest.json is served from DIST_DIR/asset-manifest.json, else 404', async () => {
    const response = await server.fetch('/mobile/mc/asset-manifest.json');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ files: {} });
    await rm(join(server.distDir, 'asset-manifest.json'));
    expect((await server.fetch('/mobile/mc/asset-manifest.json')).status).toBe(404);
  });

  it('§9 paths trying to leave DIST_DIR are refused and never serve the file', async () => {
    for (const path of [
      '/m/../secret.txt',
      '/m/assets/../../secret.txt',
      '/m/..%2fsecret.txt',
      '/m/%2e%2e/secret.txt',
      '/m/..%5csecret.txt',
    ]) {
      const answer = await rawGet(path);
      expect(answer.body, path).not.toContain('TOP SECRET');
      expect(answer.status, path).toBe(400);
    }
    const viaFetch = await server.fetch('/m/%2e%2e/%2e%2e/secret.txt');
    expect(await viaFetch.text()).not.toContain('TOP SECRET');
    expect(safeSegments('/m/a/../b')).toBeNull();
    expect(safeSegments('/m/assets/x.js?v=1')).toEqual(['m', 'assets', 'x.js']);
  });

  it('§2 paths outside /m/ and /wps/ are not pages', async () => {
    expect((await server.fetch('/robots-unknown.txt')).status).toBe(404);
    expect((await server.fetch('/m/home', { method: 'POST' })).status).toBe(405);
  });

  it("issue 15: /favicon.ico is the merchant's icon, not a 404 (a console error on every page)", async () => {
    const icon = await server.fetch('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('compression of text files', () => {
  it('chooses brotli, else gzip, honouring q=0', async () => {
    const { chooseEncoding } = await import('./static');
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });
});

describe('compressed answers', () => {
  const rawEncoded = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: server.port, path, headers: { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('serves scripts brotli- or gzip-compressed to browsers that take it, and plain otherwise', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await rawEncoded('/m/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log("app")');
    const gz = await rawEncoded('/m/assets/index-abc123.js', 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('console.log("app")');
    const plain = await rawEncoded('/m/assets/index-abc123.js', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log("app")');
  });
});

describe('§1 the language preload hint', () => {
  it('reads Accept-Language in order of preference', async () => {
    const { browserLanguagesOf } = await import('./static');
    expect(browserLanguagesOf('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['vi-VN', 'vi', 'en-US', 'en']);
    expect(browserLanguagesOf('en;q=0.2, zh-TW;q=0.9, *')).toEqual(['zh-TW', 'en']);
    expect(browserLanguagesOf('fr;q=0, de')).toEqual(['de']);
    expect(browserLanguagesOf(undefined)).toEqual([]);
  });

  it('§1 hints the chunk of the language the page will most likely choose', async () => {
    await writeFile(
      join(server.distDir, 'build-manifest.json'),
      JSON.stringify({
        'src/i18n/locales/vi.json': { file: 'assets/vi-1a2b.js' },
        'src/i18n/locales/en.json': { file: 'assets/en-3c4d.js' },
      }),
    );
    const vi = await (await server.fetch('/m/home', { headers: { 'Accept-Language': 'vi-VN,vi;q=0.9' } })).text();
    expect(vi).toContain('<link rel="modulepreload" crossorigin href="/m/assets/vi-1a2b.js"></head>');
    const other = await (await server.fetch('/m/home', { headers: { 'Accept-Language': 'de-DE' } })).text();
    expect(other).toContain('href="/m/assets/en-3c4d.js"'); // DEMO's default
  });
});
