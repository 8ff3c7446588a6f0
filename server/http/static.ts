/**
 * The built storefront (DIST_DIR) under /m/. Files are served as they are; any other page path
 * (and /, /m) gets index.html with the merchant's public config injected (history fallback). The
 * merchant comes from the Host header. Nothing outside DIST_DIR is ever served.
 *
 * Caching: /m/assets/* (content-hashed names) immutable for a year; /m/sw.js and every HTML answer
 * no-store; other files no-cache (revalidated with their ETag).
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCb, constants as zlibConstants, gzip as gzipCb } from 'node:zlib';
import { CONFIG_ELEMENT_ID, CONFIG_PLACEHOLDER, type MerchantConfig } from '../../contract/merchant';
import type { Logger } from '../logger';
import type { Merchant, MerchantRegistry } from '../merchants/load';
import { sendText } from './respond';
import { htmlSecurityHeaders } from './security-headers';
import { chooseLanguage, languageTag, textDirection, type LanguageCode } from '../../contract/languages';
import {
  APP_ELEMENT_ID,
  languageCookieOf,
  ROOT_ELEMENT,
  SSR_ELEMENT_ID,
  type BannerGroup,
  type RenderResult,
  type SsrSeed,
} from '../../contract/ssr';
import { isHttps } from './security-headers';
import type { Renderer } from './ssr';

export const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'The storefront is not built yet: run `npm run build`, then reload this page.\n';

/**
 * The config as a JSON script element. JSON.stringify leaves '<' (a "</script>" inside a value would
 * end the element), U+2028 and U+2029 as they are; all three are escaped.
 */
export function configScript(config: MerchantConfig): string {
  return jsonScript(CONFIG_ELEMENT_ID, config);
}

function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Blocks rendering until the element with the id `root` is parsed (HTML's `<link rel=expect>`). */
const RENDER_BLOCKING_ROOT = '<link rel="expect" href="#root" blocking="render">';

/**
 * Issue 18: the shell with a server-rendered page in its root, the page's title and language, and
 * the data block that lets the page hydrate it (contract/ssr.ts). Everything rendered is escaped by
 * React; the title and the JSON are escaped here.
 */
export function injectRendered(html: string, rendered: Extract<RenderResult, { kind: 'page' }>): string {
  const language = rendered.seed.language;
  const seed: SsrSeed = rendered.seed;
  return (
    deferAppScripts(html)
      .replace(/<html(?:\s[^>]*)?>/, () => `<html lang="${languageTag(language)}" dir="${textDirection(language)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(rendered.title)}</title>`)
      // The first paint waits until the whole rendered root has been parsed (`rel=expect`): a browser
      // may otherwise paint a part of it while still parsing, and what is parsed next (the home
      // header's links after its language button) moves what was painted: a layout shift.
      .replace('</head>', () => `${RENDER_BLOCKING_ROOT}${jsonScript(SSR_ELEMENT_ID, seed)}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>`)
  );
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;
const MODULE_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/g;

/**
 * Issue 18: a rendered page is painted from its HTML, so the app's module scripts (and their
 * preloads) wait until that paint: they move into the JSON block `storefront-app`, which
 * public/app-boot.js turns back into scripts one frame after the first paint. The stylesheet and the
 * page's images get the network first on a slow line, and no script runs before the page shows.
 */
export function deferAppScripts(html: string): string {
  const preloads: string[] = [];
  const modules: string[] = [];
  const without = html
    .replace(MODULE_PRELOAD, (_, href: string) => {
      preloads.push(href);
      return '';
    })
    .replace(MODULE_SCRIPT, (_, src: string) => {
      modules.push(src);
      return '';
    });
  if (modules.length === 0) return html;
  return without.replace(
    '</head>',
    // The guard first (defer keeps the order): it holds taps until the app has hydrated the page.
    () =>
      `${jsonScript(APP_ELEMENT_ID, { preloads, modules })}<script src="/m/hydration-guard.js" defer></script><script src="/m/app-boot.js" defer></script></head>`,
  );
}

export function injectConfig(html: string, config: MerchantConfig): string {
  // A replacer function, so '$' sequences in the JSON are not read as replacement patterns.
  return html.replace(CONFIG_PLACEHOLDER, () => configScript(config));
}

/** Splits the raw request path into decoded segments; null when it tries to leave its folder. */
export function safeSegments(rawUrl: string): string[] | null {
  const rawPath = rawUrl.split('?')[0]!.split('#')[0]!;
  if (!rawPath.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.split('/').slice(1)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '..' || segment === '.' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

export interface StaticOptions {
  distDir: string;
  merchants: MerchantRegistry;
  logger: Logger;
  /** Issue 18: renders the first HTML of a page; without it the browser renders every page. */
  renderer?: Renderer;
  /** The merchant's public game catalogue (GET gameVendors), for the rendered pages. */
  vendors?: (merchantCode: string) => unknown;
  /** The merchant's public game lanes (GET gameMatches), for the rendered pages. */
  lanes?: (merchantCode: string) => unknown;
  /** The merchant's public home banners of one §9 group (GET banners), for the rendered pages. */
  banners?: (merchantCode: string, group: BannerGroup) => unknown;
  trustProxy?: boolean;
  /**
   * The third-party origins a page of this request may frame (the game provider's, issue 14): the
   * CSP's frame-src and child-src allow them.
   */
  frameOrigins?: (req: IncomingMessage, merchant: Merchant) => readonly string[];
}

const brotliCompress = promisify(brotliCompressCb);
const gzip = promisify(gzipCb);

/** The languages of an Accept-Language header, most wanted first. */
export function browserLanguagesOf(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag)
    .slice(0, 10);
}

/** Text worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.webmanifest', '.map']);
type Encoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip; null for neither (or a refusal such as br;q=0). */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

const compressedCache = new Map<string, Promise<Buffer>>();
const MAX_CACHED_FILES = 500;

function compressed(file: string, version: string, encoding: Encoding): Promise<Buffer> {
  const key = `${encoding}:${file}:${version}`;
  let body = compressedCache.get(key);
  if (!body) {
    body = readFile(file).then((raw) =>
      encoding === 'br'
        ? brotliCompress(raw, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : gzip(raw, { level: 9 }),
    );
    body.catch(() => compressedCache.delete(key));
    if (compressedCache.size >= MAX_CACHED_FILES) compressedCache.delete(compressedCache.keys().next().value!);
    compressedCache.set(key, body);
  }
  return body;
}

export function createStaticHandler({
  distDir,
  merchants,
  logger,
  frameOrigins,
  renderer,
  vendors,
  lanes,
  banners,
  trustProxy = false,
}: StaticOptions) {
  const root = resolve(distDir);
  let warnedNoPlaceholder = false;
  // The renderer's first render loads and compiles its code: done at start, not on a player's time.
  if (renderer) {
    const config = merchants.forHost(undefined).public;
    void renderer.render({
      url: '/m/home',
      origin: 'http://localhost',
      config,
      language: chooseLanguage({
        stored: null,
        browserLanguages: [],
        supported: config.languages,
        defaultLanguage: config.defaultLanguage,
      }),
      vendors: [],
      lanes: [],
      banners: { m_popup1: [], m_popup2: [] },
    });
  }
  let buildManifest: { version: number; chunks: Promise<Record<string, { file: string }> | null> } | null = null;

  /** Vite's build manifest, read again whenever a new build replaced it. */
  async function chunksByModule(): Promise<Record<string, { file: string }> | null> {
    const path = join(root, 'build-manifest.json');
    let version = -1;
    try {
      version = statSync(path).mtimeMs;
    } catch {
      // not built, or built without a manifest
    }
    if (buildManifest?.version !== version) {
      const chunks =
        version < 0
          ? Promise.resolve(null)
          : readFile(path, 'utf8').then(
              (t) => JSON.parse(t) as Record<string, { file: string }>,
              () => null,
            );
      buildManifest = { version, chunks };
    }
    return buildManifest.chunks;
  }

  /**
   * A preload hint for the texts of the language the page will choose (§1: the language cookie the
   * page keeps beside its stored choice, else Accept-Language): the page's start then waits for no
   * extra round trip. A wrong guess costs one small unused download.
   */
  async function languagePreload(language: LanguageCode): Promise<string> {
    const manifest = await chunksByModule();
    if (!manifest) return '';
    const chunk = manifest[`src/i18n/locales/${language.toLowerCase()}.json`]?.file;
    return chunk && /^assets\/[\w.-]+\.js$/.test(chunk)
      ? `<link rel="modulepreload" crossorigin href="/m/${chunk}">`
      : '';
  }

  /**
   * The shell's HTML, kept in memory and read again only when a new build replaced it: a page answer
   * never waits for the file system (whose thread pool a burst of work may be holding, issue 11).
   * A synchronous stat costs microseconds and needs no pool thread.
   */
  let shell: { mtimeMs: number; size: number; html: string } | null = null;
  function shellHtml(): string | null {
    const file = join(root, 'index.html');
    let info;
    try {
      info = statSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      shell = null;
      return null;
    }
    if (!shell || shell.mtimeMs !== info.mtimeMs || shell.size !== info.size) {
      shell = { mtimeMs: info.mtimeMs, size: info.size, html: readFileSync(file, 'utf8') };
    }
    return shell.html;
  }

  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const html = shellHtml();
    if (html === null) {
      sendText(res, 503, NOT_BUILT);
      return;
    }
    if (!html.includes(CONFIG_PLACEHOLDER) && !warnedNoPlaceholder) {
      warnedNoPlaceholder = true;
      logger.warn(`${join(root, 'index.html')} has no ${CONFIG_PLACEHOLDER}: the merchant config cannot be injected`);
    }
    const merchant = merchants.forHost(req.headers.host);
    const config = merchant.public;
    const language = chooseLanguage({
      stored: languageCookieOf(req.headers.cookie),
      browserLanguages: browserLanguagesOf(req.headers['accept-language']),
      supported: config.languages,
      defaultLanguage: config.defaultLanguage,
    });
    const preload = await languagePreload(language);
    let body = injectConfig(html, config).replace('</head>', `${preload}</head>`);
    // Issue 18: the page itself, rendered in the merchant's configuration and the §1 language, with
    // public data only (no session ever reaches the server's renderer).
    const rendered = renderer
      ? await renderer.render({
          url: req.url ?? '/',
          origin: `${isHttps(req, trustProxy) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
          config,
          language,
          vendors: vendors?.(merchant.code) ?? [],
          lanes: lanes?.(merchant.code) ?? [],
          banners: {
            m_popup1: banners?.(merchant.code, 'm_popup1') ?? [],
            m_popup2: banners?.(merchant.code, 'm_popup2') ?? [],
          },
        })
      : null;
    if (rendered?.kind === 'page') body = injectRendered(body, rendered);
    const domainNames = merchant.domainList.map((d) => d.domainName);
    // Issue 17: a pixel id in the URL or the page's pixel cookie allows that vendor (contract/pixels.ts).
    const queryAt = req.url?.indexOf('?') ?? -1;
    const search = queryAt >= 0 ? req.url!.slice(queryAt) : '';
    const policy = htmlSecurityHeaders({
      config,
      host: req.headers.host,
      domainNames,
      search,
      cookie: req.headers.cookie,
      frameOrigins: frameOrigins?.(req, merchant),
    });
    for (const [name, value] of Object.entries(policy)) res.setHeader(name, value);
    res.statusCode = 200;
    res.setHeader('Content-Type', CONTENT_TYPES['.html']!);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Serves a file inside DIST_DIR; false when there is none (or it resolves outside DIST_DIR). */
  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    segments: string[],
    cacheControl: (file: string) => string,
  ): Promise<boolean> {
    if (segments.some((s) => s === '' || s.startsWith('.'))) return false;
    const path = join(root, ...segments);
    if (!path.startsWith(root + sep)) return false;
    let info;
    let real: string;
    try {
      info = await stat(path);
      real = await realpath(path);
    } catch {
      return false;
    }
    if (!info.isFile() || !real.startsWith((await realpath(root)) + sep)) return false;

    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControl(path));
    res.setHeader('ETag', etag);
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    res.statusCode = 200;
    const encoding = COMPRESSIBLE.has(extname(path).toLowerCase())
      ? chooseEncoding(req.headers['accept-encoding'])
      : null;
    if (encoding) {
      // Text is compressed once per file version and kept: a cheap phone on a slow line gets a third
      // of the bytes (hashed assets never change; others carry their mtime in the key).
      const body = await compressed(real, etag, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }
    res.setHeader('Content-Length', info.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    await new Promise<void>((done) => {
      const stream = createReadStream(real);
      stream.on('error', (error) => {
        logger.error(`reading ${real} failed`, error);
        res.destroy();
        done();
      });
      res.on('close', done);
      stream.pipe(res);
    });
    return true;
  }

  function cacheControlFor(segments: string[]) {
    return (file: string): string => {
      if (segments[0] === 'assets') return IMMUTABLE;
      if ((segments.length === 1 && segments[0] === 'sw.js') || extname(file).toLowerCase() === '.html')
        return 'no-store';
      return 'no-cache';
    };
  }

  return async function handleStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, 'Method not allowed.\n');
      return;
    }
    const segments = safeSegments(req.url ?? '/');
    if (!segments) {
      sendText(res, 400, 'Bad path.\n');
      return;
    }
    const path = segments.filter((s, i) => s !== '' || i < segments.length - 1);

    if (path.length === 0 || (path.length === 1 && path[0] === 'm')) return sendIndex(req, res);

    if (path.join('/') === 'mobile/mc/asset-manifest.json') {
      if (!(await sendFile(req, res, ['asset-manifest.json'], () => 'no-cache'))) sendText(res, 404, 'Not found.\n');
      return;
    }

    if (path[0] === 'm') {
      const rest = path.slice(1);
      if (rest.length === 1 && rest[0] === 'index.html') return sendIndex(req, res);
      if (await sendFile(req, res, rest, cacheControlFor(rest))) return;
      // A missing asset is a 404 (never HTML in place of a script); any other path is a page.
      const ext = extname(rest[rest.length - 1] ?? '').toLowerCase();
      if (rest[0] === 'assets' || (ext !== '' && ext !== '.html' && ext in CONTENT_TYPES)) {
        sendText(res, 404, 'Not found.\n');
        return;
      }
      return sendIndex(req, res);
    }

    sendText(res, 404, 'Not found.\n');
  };
}
