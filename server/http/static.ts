/**
 * The built storefront (DIST_DIR) under /m/. Files are served as they are by @fastify/static,
 * text from the build's brotli / gzip copies (scripts/precompress.ts), else compressed by
 * @fastify/compress; any other page path (and /, /m) gets index.html with the
 * merchant's public config injected (history fallback). The merchant comes from the Host header.
 * Nothing outside DIST_DIR is ever served.
 *
 * Caching: /m/assets/* (content-hashed names) immutable for a year; /m/sw.js and every HTML answer
 * no-store; other files no-cache (revalidated with their ETag).
 */
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { CONFIG_ELEMENT_ID, CONFIG_PLACEHOLDER, type MerchantConfig } from '../../contract/merchant';
import { themeCss } from '../../contract/theme';
import type { Logger } from '../logger';
import type { Merchant, MerchantRegistry } from '../merchants/load';
import { replyText } from './respond';
import { htmlSecurityHeaders, isHttps } from './security-headers';
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
const PLATFORM_UNREACHABLE = 'The storefront cannot reach its platform right now. Please try again in a moment.\n';
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

const HEAD_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/m\/(assets\/[\w.-]+\.css)"[^>]*>/g;
/** A classic script with no other attribute: it blocks the parser, and so the first paint. */
const HEAD_SCRIPT = /<script src="\/m\/([\w.-]+\.js)"><\/script>/g;

/**
 * Issue 18 (first contentful paint): the stylesheet and the blocking scripts the shell's head names
 * are written into the page itself, so the first paint waits for no second request (Lighthouse
 * counted 150 ms for the stylesheet and 300 ms for public/install-capture.js on a slow line). The
 * CSP allows each inline script by its hash (scriptHashes), and no other. A file that cannot be read,
 * or whose text could end its element early, stays a link.
 */
export function inlineHeadAssets(
  html: string,
  read: (path: string) => string | null,
): { html: string; scriptHashes: string[] } {
  const scriptHashes: string[] = [];
  const inlined = html
    .replace(HEAD_STYLESHEET, (link, path: string) => {
      const css = read(path);
      return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    })
    .replace(HEAD_SCRIPT, (tag, path: string) => {
      const script = read(path);
      if (script === null || /<\/script|<!--/i.test(script)) return tag;
      scriptHashes.push(`'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`);
      return `<script>${script}</script>`;
    });
  return { html: inlined, scriptHashes };
}

/**
 * The merchant's theme (issue 32, contract/theme.ts) in the page's head from its first byte, after
 * the app's stylesheet (the same tokens, so the theme wins): the stylesheet's defaults (another
 * merchant's red) never paint first, on any rendered page or the precached shell. Written as the
 * server writes the app's stylesheet (issue 18, no request before the first paint); only #hex
 * colours are ever written (the contract's pattern, checked again by themeCss).
 */
export function withTheme(html: string, config: Pick<MerchantConfig, 'themeColor' | 'theme'>): string {
  const css = themeCss(config);
  if (/<\/style/i.test(css)) return html;
  return html.replace('</head>', () => `<style id="merchant-theme">${css}</style></head>`);
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

/**
 * What a page answer needs of the request's merchant: the reference platform reads it from its own
 * registry; the storefront edge asks the platform for it (issue 34, api.storefrontSite).
 */
export interface PageSite {
  merchantCode: string;
  config: MerchantConfig;
  /** The §3 domain list: the failover probes these lines (CSP connect-src). */
  domainNames: readonly string[];
  /** Third-party origins the page may frame (CSP frame-src, child-src). */
  frameOrigins: readonly string[];
}

export interface PagesOptions {
  distDir: string;
  /** The platform's own merchants (the page's site read from them); or `site` instead. */
  merchants?: MerchantRegistry;
  /** Issue 34: the request's site from elsewhere (the edge asks the platform); null answers 503. */
  site?: (req: IncomingMessage) => Promise<PageSite | null>;
  logger: Logger;
  /** Issue 18: renders the first HTML of a page; without it the browser renders every page. */
  renderer?: Renderer;
  /** The merchant's public game catalogue (GET gameVendors), for the rendered pages. */
  vendors?: (merchantCode: string) => unknown;
  /** The merchant's public game lanes (GET gameMatches), for the rendered pages. */
  lanes?: (merchantCode: string) => unknown;
  /** The merchant's public home banners of one §9 group (GET banners), for the rendered pages. */
  banners?: (merchantCode: string, group: BannerGroup) => unknown;
  /** Issue 32: how many announcements run in the merchant's marquee (§9), so home reserves its row only then. */
  marqueeCount?: (merchantCode: string) => number | null | Promise<number | null>;
  // (Each of the four may answer a promise: the edge's come from the platform's cache.)
  trustProxy?: boolean;
  /**
   * The third-party origins a page of this request may frame (the game provider's, issue 14): the
   * CSP's frame-src and child-src allow them.
   */
  frameOrigins?: (req: IncomingMessage, merchant: Merchant) => readonly string[];
}

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

type Encoding = 'br' | 'gzip';

/**
 * Brotli when the browser takes it, else gzip; null for neither (or a refusal such as br;q=0).
 * @fastify/compress then compresses with the one chosen here (staticFiles).
 */
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

/** The page answers: every request no route serves ends here (app.ts), as the old history fallback did. */
export function createPages({
  distDir,
  merchants,
  site,
  logger,
  frameOrigins,
  renderer,
  vendors,
  lanes,
  banners,
  marqueeCount,
  trustProxy = false,
}: PagesOptions) {
  const root = resolve(distDir);
  let warnedNoPlaceholder = false;
  const siteOf =
    site ??
    (async (req: IncomingMessage): Promise<PageSite | null> => {
      if (!merchants) return null;
      const merchant = merchants.forHost(req.headers.host);
      return {
        merchantCode: merchant.code,
        config: merchant.public,
        domainNames: merchant.domainList.map((d) => d.domainName),
        frameOrigins: frameOrigins?.(req, merchant) ?? [],
      };
    });
  // The renderer's first render loads and compiles its code: done at start, not on a player's time
  // (the edge, which has no merchant before the platform answers, warms it up itself).
  if (renderer && merchants) {
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
  const pageBodies = new WeakMap<object, { html: string; config: MerchantConfig; preload: string; body: string }>();
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
  let shell: { mtimeMs: number; size: number; html: string; scriptHashes: string[] } | null = null;
  const readDistFile = (path: string): string | null => {
    const segments = safeSegments(`/${path}`);
    if (!segments || !servable(root, segments)) return null;
    try {
      return readFileSync(join(root, ...segments), 'utf8');
    } catch {
      return null;
    }
  };
  function shellHtml(): { html: string; scriptHashes: string[] } | null {
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
      const inlined = inlineHeadAssets(readFileSync(file, 'utf8'), readDistFile);
      shell = { mtimeMs: info.mtimeMs, size: info.size, ...inlined };
    }
    return shell;
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const shellNow = shellHtml();
    if (shellNow === null) return replyText(reply, 503, NOT_BUILT);
    const { html, scriptHashes } = shellNow;
    if (!html.includes(CONFIG_PLACEHOLDER) && !warnedNoPlaceholder) {
      warnedNoPlaceholder = true;
      logger.warn(`${join(root, 'index.html')} has no ${CONFIG_PLACEHOLDER}: the merchant config cannot be injected`);
    }
    const req = request.raw;
    const merchant = await siteOf(req);
    if (!merchant) return replyText(reply, 503, PLATFORM_UNREACHABLE);
    const config = merchant.config;
    const language = chooseLanguage({
      stored: languageCookieOf(req.headers.cookie),
      browserLanguages: browserLanguagesOf(req.headers['accept-language']),
      supported: config.languages,
      defaultLanguage: config.defaultLanguage,
    });
    let body: string;
    // Issue 18: the page itself, rendered in the merchant's configuration and the §1 language, with
    // public data only (no session ever reaches the server's renderer).
    const code = merchant.merchantCode;
    const data = renderer
      ? await Promise.all([
          vendors?.(code),
          lanes?.(code),
          banners?.(code, 'm_popup1'),
          banners?.(code, 'm_popup2'),
          marqueeCount?.(code),
        ])
      : null;
    const rendered =
      renderer && data
        ? await renderer.render({
            url: req.url ?? '/',
            origin: `${isHttps(req, trustProxy) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
            config,
            language,
            vendors: data[0] ?? [],
            lanes: data[1] ?? [],
            banners: { m_popup1: data[2] ?? [], m_popup2: data[3] ?? [] },
            ...(typeof data[4] === 'number' ? { marqueeCount: data[4] } : {}),
          })
        : null;
    // The language's texts are hinted unless the rendered page hydrates with the texts in its data
    // block and fetches the file after (issue 18: JS loaded before the page is interactive).
    const preload =
      rendered?.kind !== 'page' || rendered.textsBeforeHydration === 'whole' ? await languagePreload(language) : '';
    // A render the renderer handed out before (the edge's, render-memo.ts) was put into this shell
    // with this config already: the page is that same text, written once (issue 34, 200 at once).
    const kept = rendered?.kind === 'page' ? pageBodies.get(rendered) : undefined;
    if (kept && kept.html === html && kept.config === config && kept.preload === preload) body = kept.body;
    else {
      body = injectConfig(html, config);
      // Issue 32: the merchant's theme after the app's stylesheet.
      body = withTheme(body, config);
      if (preload) body = body.replace('</head>', `${preload}</head>`);
      if (rendered?.kind === 'page') body = injectRendered(body, rendered);
      if (rendered?.kind === 'page') pageBodies.set(rendered, { html, config, preload, body });
    }
    const domainNames = merchant.domainNames;
    // Issue 17: a pixel id in the URL or the page's pixel cookie allows that vendor (contract/pixels.ts).
    const queryAt = req.url?.indexOf('?') ?? -1;
    const search = queryAt >= 0 ? req.url!.slice(queryAt) : '';
    const policy = htmlSecurityHeaders({
      config,
      host: req.headers.host,
      domainNames,
      search,
      cookie: req.headers.cookie,
      frameOrigins: merchant.frameOrigins,
      scriptHashes,
    });
    return reply
      .code(200)
      .headers(policy)
      .header('Content-Type', CONTENT_TYPES['.html']!)
      .header('Cache-Control', 'no-store')
      .send(body);
  }

  /** What no route served: a page, or 404 / 405 / 400 as plain text. */
  return async function page(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return replyText(reply.header('Allow', 'GET, HEAD'), 405, 'Method not allowed.\n');
    const segments = safeSegments(request.raw.url ?? '/');
    if (!segments) return replyText(reply, 400, 'Bad path.\n');
    const path = segments.filter((s, i) => s !== '' || i < segments.length - 1);
    if (path.length === 0 || (path.length === 1 && path[0] === 'm')) return sendIndex(request, reply);
    if (path[0] !== 'm') return replyText(reply, 404, 'Not found.\n');
    // Under /m/ and no file (staticFiles served it otherwise): a missing asset is a 404 (never HTML
    // in place of a script); any other path is a page.
    const rest = path.slice(1);
    const ext = extname(rest[rest.length - 1] ?? '').toLowerCase();
    if (rest[0] === 'assets' || (ext !== '' && ext !== '.html' && ext in CONTENT_TYPES))
      return replyText(reply, 404, 'Not found.\n');
    return sendIndex(request, reply);
  };
}

/** The files of DIST_DIR under /m/ that may be served as they are (not index.html: it is a page). */
function servable(root: string, segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.some((s) => s === '' || s.startsWith('.'))) return false;
  if (segments.length === 1 && segments[0] === 'index.html') return false;
  try {
    // A link inside DIST_DIR pointing outside it is never followed. Synchronous, as the shell's
    // stat: a page path (no such file) is told at once, without waiting for the file system's
    // thread pool, which a burst of work may be holding (issue 11).
    return realpathSync(join(root, ...segments)).startsWith(realpathSync(root) + sep);
  } catch {
    return false; // no such file: the page answer decides
  }
}

function cacheControlFor(segments: readonly string[]): string {
  if (segments[0] === 'assets') return IMMUTABLE;
  if ((segments.length === 1 && segments[0] === 'sw.js') || extname(segments.at(-1) ?? '').toLowerCase() === '.html')
    return 'no-store';
  return 'no-cache';
}

/**
 * Text worth compressing; images and fonts are compressed already. Not HTML: the only HTML is the
 * page answer (index.html is never served as a file), which stays as it always was, uncompressed.
 */
const COMPRESSIBLE = /^(?:text\/(?!html)|application\/(?:json|manifest\+json)|image\/svg\+xml)/;

/**
 * DIST_DIR's files under /m/ (@fastify/static, ETag revalidation) and their compression
 * (@fastify/compress: brotli, else gzip, for text). Files it does not have go to the page answer.
 */
export async function staticFiles(scope: FastifyInstance, { distDir }: { distDir: string }): Promise<void> {
  const root = resolve(distDir);
  const segmentsOf = (request: FastifyRequest) => (safeSegments(request.raw.url ?? '/') ?? []).slice(1);

  scope.addHook('onRequest', async (request, reply) => {
    if (!safeSegments(request.raw.url ?? '/')) return replyText(reply, 400, 'Bad path.\n');
    const headers = request.raw.headers;
    // Our choice of encoding, made once: compress follows it (and sends identity when it is null).
    headers['accept-encoding'] = chooseEncoding(headers['accept-encoding']) ?? 'identity';
    // A conditional request is answered by its validator (304 when the ETag matches); the client's
    // Cache-Control: no-cache, which fetch adds to it, asks caches to revalidate, as this does.
    if (headers['if-none-match'] !== undefined) delete headers['cache-control'];
  });
  // Before compress reads it: the content type and caching of our own table.
  scope.addHook('onSend', async (request, reply, payload) => {
    // Only file answers (they carry an ETag): page answers of files not found keep their own headers.
    if (!reply.hasHeader('ETag')) return payload;
    const segments = segmentsOf(request);
    reply.header(
      'Content-Type',
      CONTENT_TYPES[extname(segments.at(-1) ?? '').toLowerCase()] ?? 'application/octet-stream',
    );
    reply.header('Cache-Control', cacheControlFor(segments));
    return payload;
  });
  await scope.register(fastifyCompress, {
    global: true,
    threshold: 0,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      },
    },
    zlibOptions: { level: 6 },
  });
  // After compress's own onSend (a route hook, added by its onRoute): Vary as we always wrote it.
  scope.addHook('onRoute', (route) => {
    const fixVary: onSendHookHandler = async (_request, reply, payload) => {
      const vary = reply.getHeader('Vary');
      if (vary === 'accept-encoding' || (vary === undefined && reply.hasHeader('Content-Encoding')))
        reply.header('Vary', 'Accept-Encoding');
      return payload;
    };
    route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), fixVary];
  });
  await scope.register(fastifyStatic, {
    root,
    prefix: '/m/',
    wildcard: true,
    index: false,
    redirect: false,
    dotfiles: 'deny',
    etag: true,
    lastModified: false,
    cacheControl: false,
    acceptRanges: false,
    decorateReply: false,
    // The build's .br and .gz copies (scripts/precompress.ts), served as they are.
    preCompressed: true,
    allowedPath: (_pathname, _root, request) => servable(root, segmentsOf(request)),
  });
}
