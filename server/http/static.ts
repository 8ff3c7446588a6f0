/**
 * The built storefront (DIST_DIR) under /m/. Files are served as they are; any other page path
 * (and /, /m) gets index.html with the merchant's public config injected (history fallback). The
 * merchant comes from the Host header. Nothing outside DIST_DIR is ever served.
 *
 * Caching: /m/assets/* (content-hashed names) immutable for a year; /m/sw.js and every HTML answer
 * no-store; other files no-cache (revalidated with their ETag).
 */
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { CONFIG_ELEMENT_ID, CONFIG_PLACEHOLDER, type MerchantConfig } from '../../src/config/merchant';
import type { Logger } from '../logger';
import type { MerchantRegistry } from '../merchants/load';
import { sendText } from './respond';

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
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${json}</script>`;
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
}

export function createStaticHandler({ distDir, merchants, logger }: StaticOptions) {
  const root = resolve(distDir);
  let warnedNoPlaceholder = false;

  async function sendIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let html: string;
    try {
      html = await readFile(join(root, 'index.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      sendText(res, 503, NOT_BUILT);
      return;
    }
    if (!html.includes(CONFIG_PLACEHOLDER) && !warnedNoPlaceholder) {
      warnedNoPlaceholder = true;
      logger.warn(`${join(root, 'index.html')} has no ${CONFIG_PLACEHOLDER}: the merchant config cannot be injected`);
    }
    const body = injectConfig(html, merchants.forHost(req.headers.host).public);
    res.statusCode = 200;
    res.setHeader('Content-Type', CONTENT_TYPES['.html']!);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Serves a file inside DIST_DIR; false when there is none (or it resolves outside DIST_DIR). */
  async function sendFile(req: IncomingMessage, res: ServerResponse, segments: string[], cacheControl: (file: string) => string): Promise<boolean> {
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
      if ((segments.length === 1 && segments[0] === 'sw.js') || extname(file).toLowerCase() === '.html') return 'no-store';
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
