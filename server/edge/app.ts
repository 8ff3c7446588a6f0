/**
 * Issue 34: the storefront edge. What the storefront owns, and nothing of the platform's: the built
 * files under /m/ (hashed assets immutable for a year, ready for any CDN), the server-rendered pages
 * with the merchant config injected, their security headers and per-merchant CSP; everything else
 * the page calls is forwarded to PLATFORM_URL (proxy.ts). Every piece of data a page is rendered
 * with comes from the platform through the contract (platform.ts), cached; nothing is read from or
 * written to local disk but the build. So any number of edges behind any balancer answer alike.
 *
 *   GET /healthz: the process is up (200).
 *   GET /readyz: the platform answers and the renderer is loaded (200), else 503 with the reason.
 *
 * Logs are JSON lines (Fastify's pino), one per answer, with the request id that the platform
 * receives as X-Request-Id (a well-formed X-Request-Id from a balancer is kept).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from '../logger';
import { assetPaths } from '../../contract/asset-paths';
import { chooseLanguage } from '../../contract/languages';
import { replyJson, replyText } from '../http/respond';
import { HSTS, isHttps, NOSNIFF_ONLY } from '../http/security-headers';
import { createPages, staticFiles } from '../http/static';
import { createRenderer, type Renderer } from '../http/ssr';
import { createPlatformClient, type PlatformClient } from './platform';
import { platformProxy } from './proxy';
import { memoRenderer } from './render-memo';

export interface StartEdgeOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The platform speaking the /wps contract, e.g. http://127.0.0.1:8081. */
  platformUrl: string;
  /** The built storefront (index.html, assets/, sw.js …). */
  distDir: string;
  /** Default dist-ssr/entry-server.js beside distDir. */
  ssrEntry?: string;
  /** Default: on, unless env SERVER_RENDER is '0'. */
  serverRender?: boolean;
  /** Trust X-Forwarded-For / -Proto from a balancer in front. Default: env TRUST_PROXY === '1'. */
  trustProxy?: boolean;
  /** Forward /admin and /__dev to the platform (development only; never in production). */
  forwardOperatorPaths?: boolean;
  /** The platform's answer may take this long (proxy.ts PROXY_TIMEOUT_MS). */
  proxyTimeoutMs?: number;
  /** pino level: 'info' by default, 'silent' for tests. */
  logLevel?: string;
}

export interface RunningEdge {
  url: string;
  port: number;
  /** Stops accepting, answers what is in flight (at most drainMs), then closes. */
  close(drainMs?: number): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** How long a closing edge waits for the requests in flight (SIGTERM). */
export const DRAIN_MS = 10_000;
/**
 * How long an idle client connection stays open: longer than a balancer's own idle timeout (60 s on
 * the common ones), so that the balancer, not the edge, closes an idle connection. With Node's 5 s,
 * a request sent on a connection as the edge closed it was lost ("socket hang up", a 502 behind a
 * balancer); a client that keeps connections open (the browser tests' API client) met the same race.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Fastify's pino logger as the Logger of the shared page code. */
function loggerOf(app: FastifyInstance): Logger {
  return {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
    error: (message, error) => app.log.error({ err: error }, message),
  };
}

export async function startEdge(options: StartEdgeOptions): Promise<RunningEdge> {
  const host = options.host ?? '127.0.0.1';
  const trustProxy = options.trustProxy ?? process.env.TRUST_PROXY === '1';
  const platform: PlatformClient = createPlatformClient(options.platformUrl);
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', base: { service: 'storefront-edge' } },
    // One line per answer of our own (onResponse below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    exposeHeadRoutes: false,
    // A closing edge still answers what reaches it on open connections (the drain).
    return503OnClosing: false,
    requestTimeout: 30_000,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: { requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: KEEP_ALIVE_MS },
  });
  const logger = loggerOf(app);

  const renderer: Renderer | undefined =
    (options.serverRender ?? process.env.SERVER_RENDER !== '0')
      ? memoRenderer(
          createRenderer(options.ssrEntry ?? join(options.distDir, '..', 'dist-ssr', 'entry-server.js'), logger),
        )
      : undefined;
  /** Loaded and compiled once with the platform's default merchant (a warm-up render), for /readyz. */
  let rendererReady: Promise<boolean> | null = null;
  const warmRenderer = (): Promise<boolean> => {
    if (!renderer) return Promise.resolve(true);
    rendererReady ??= platform.site('localhost', 'http').then(async (site) => {
      if (!site) {
        rendererReady = null;
        return false;
      }
      const result = await renderer.render({
        url: '/m/home',
        origin: 'http://localhost',
        config: site.config,
        language: chooseLanguage({
          stored: null,
          browserLanguages: [],
          supported: site.config.languages,
          defaultLanguage: site.config.defaultLanguage,
        }),
        vendors: [],
        lanes: [],
        banners: { m_popup1: [], m_popup2: [] },
      });
      if (result === null) rendererReady = null;
      return result !== null;
    });
    return rendererReady;
  };
  // The render entry (a large module) loads while the platform starts, not after it answers.
  void renderer?.load?.();
  void warmRenderer();

  await app.register(fastifyHelmet, NOSNIFF_ONLY);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (isHttps(request.raw, trustProxy)) reply.raw.setHeader('Strict-Transport-Security', HSTS);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'answered',
    );
  });
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'request failed');
    if (reply.raw.headersSent) reply.raw.destroy();
    else void replyText(reply, 500, 'Something went wrong.\n');
  });

  // Nothing of the edge's own takes a body: one that comes is left unread (the proxy's scope streams its own).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  let draining = false;
  app.get('/healthz', async (_request, reply) => replyJson(reply, 200, { status: 'up' }));
  app.get('/readyz', async (_request, reply) => {
    if (draining) return replyJson(reply, 503, { status: 'draining' });
    const [reachable, rendered] = await Promise.all([platform.reachable(), warmRenderer()]);
    if (!reachable) return replyJson(reply, 503, { status: 'platform unreachable' });
    if (!rendered) return replyJson(reply, 503, { status: 'renderer not loaded' });
    return replyJson(reply, 200, { status: 'ready' });
  });

  // §7's second asset manifest: the operators' publication is the platform's; without one, this
  // edge's own build's (never the platform's disk: the platform may run another build, or none). A
  // platform that cannot say answers 502, never 404: a missing manifest counts as empty, and a
  // changed hash would announce an update that is not one (src/shared/update-check.ts).
  app.route({
    method: ['GET', 'HEAD'],
    url: assetPaths.mobileAssetManifest,
    handler: async (request, reply) => {
      let text: string | null;
      try {
        text =
          (await platform.mobileAssetManifest()) ??
          (await readFile(join(options.distDir, 'asset-manifest.json'), 'utf8').catch(() => null));
      } catch (error) {
        request.log.warn({ err: error }, 'platform call failed');
        return replyJson(reply, 502, {
          success: false,
          message: 'The service cannot be reached right now. Please try again in a moment.',
          errorCode: 'platform_unreachable',
        });
      }
      if (text === null) return replyText(reply, 404, 'Not found.\n');
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(text);
    },
  });

  await app.register(platformProxy, {
    platformUrl: options.platformUrl,
    trustProxy,
    forwardOperatorPaths: options.forwardOperatorPaths ?? false,
    timeoutMs: options.proxyTimeoutMs,
  });
  await app.register(staticFiles, { distDir: options.distDir });
  const page = createPages({
    distDir: options.distDir,
    logger,
    renderer,
    trustProxy,
    site: (req) => platform.site(req.headers.host ?? 'localhost', isHttps(req, trustProxy) ? 'https' : 'http'),
    vendors: (code) => platform.vendors(code),
    lanes: (code) => platform.lanes(code),
    banners: (code, group) => platform.banners(code, group),
    marqueeCount: (code) => platform.marqueeCount(code),
  });
  app.setNotFoundHandler(page);

  await app.listen({ port: options.port, host });
  const port = (app.server.address() as AddressInfo).port;
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close(drainMs = DRAIN_MS) {
      closing ??= (async () => {
        draining = true;
        // Requests in flight are answered; past drainMs, their connections are cut.
        const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
        cut.unref();
        await app.close();
        clearTimeout(cut);
        await platform.close();
      })();
      return closing;
    },
  };
}
