/**
 * The reference platform server: the /wps API over SQLite, and the built storefront under /m/.
 * `startServer` is what server/main.ts runs and what the tests start (port 0 = a free port).
 */
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { DbNonceStore } from './auth/nonces';
import { Sessions } from './auth/sessions';
import { LoginThrottle, RegisterThrottle } from './auth/throttle';
import { HashPool } from './crypto/hash-pool';
import { createPasswordHasher, SCRYPT_N, type PasswordHasher } from './crypto/passwords';
import { loadOrCreateRsaKeys } from './crypto/rsa-keys';
import { CaptchaService } from './captcha/captcha';
import { Catalogue } from './games/catalogue';
import { ChatStore } from './chat/store';
import { openDatabase, type Database } from './db/index';
import { MerchantStatusStore } from './system/status';
import { Members } from './db/members';
import { FirebaseIdentities } from './firebase/identities';
import { createFirebaseVerifier, type FirebaseVerifier } from './firebase/verifier';
import { SecondFactorStore } from './auth/second-factor';
import { VerificationCodes } from './verification/codes';
import { seedDatabase } from './db/seed';
import { PushStore } from './push/store';
import { TrackingStore } from './tracking/store';
import { createPushSender } from './push/sender';
import type { AppDeps, ServerMode } from './deps';
import { HttpError } from './http/errors';
import { replyFailure, replyJson, replyText } from './http/respond';
import { HSTS, isHttps, NOSNIFF_ONLY } from './http/security-headers';
import { FASTIFY_OPTIONS, isClientAbort, passBodyThrough } from './http/server-options';
import { createPages, staticFiles } from './http/static';
import { createRenderer } from './http/ssr';
import { requestOrigin } from './http/origin';
import { DEV_REQUESTS_PATH, pwaRoutes, RequestCounter } from './http/pwa';
import { wpsPlugin } from './http/wps';
import { consoleLogger, type Logger } from './logger';
import { DEFAULT_MERCHANTS_DIR, loadMerchants } from './merchants/load';
import { adminTokenFor, createAdminHandler } from './admin/admin';
import { createChatPageHandler } from './chat/chat-page';
import { captchaRoutes } from './captcha/routes';
import { chatRoutes } from './chat/routes';
import { devRoutes } from './dev/routes';
import { firebaseRoutes } from './firebase/routes';
import { gameRoutes } from './games/routes';
import { memberRoutes } from './member/routes';
import { sessionRoutes } from './auth/routes';
import { systemRoutes } from './system/routes';
import { storefrontRoutes } from './site/routes';
import { verificationRoutes } from './verification/routes';
import { pushRoutes } from './push/routes';
import { trackingRoutes } from './tracking/routes';
import { createGameAssetsHandler } from './games/assets';
import { createArtHandler, withVendorMark } from './art/files';
import { startGameOrigin, type RunningGameOrigin } from './games/game-origin';
import { GamesService } from './games/service';
import { GameStore } from './games/store';
import { walletPortOver } from './games/wallet-port';
import { createMediaHandler } from './promotions/media';
import { promotionRoutes } from './promotions/routes';
import { seedPromotions } from './promotions/seed';
import { PromotionsStore } from './promotions/store';
import { memberPagesRoutes } from './member-pages/routes';
import { seedMemberPages } from './member-pages/seed';
import { MemberPagesStore } from './member-pages/store';
import { ledgerRewardWallet } from './member-pages/wallet-port';
import { moneyRoutes } from './money/routes';
import { Wallets } from './money/ledger';
import { MoneyService } from './money/service';
import { createDownloadHandler } from './install/download';
import { installRoutes } from './install/routes';
import { seedInstall } from './install/seed';
import { InstallStore } from './install/store';

export type { Database } from './db/index';

export interface StartServerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Holds storefront.sqlite and the RSA private key. */
  dataDir: string;
  /** The built storefront (index.html, assets/, sw.js …). */
  distDir: string;
  /**
   * 'production' skips the answer self-check and disables dev-only calls. Default 'production'
   * (issue 11: secure by default); 'development' is an explicit opt-in and binds to loopback only.
   */
  mode?: ServerMode;
  /** Artificial delay before every /wps answer (failover tests). Default 0. */
  latencyMs?: number;
  /** Default server/merchants. */
  merchantsDir?: string;
  /** Honour X-Forwarded-For for the client IP. Default: env TRUST_PROXY === '1'. */
  trustProxy?: boolean;
  /** scrypt N for new password hashes. Default 16384; tests may lower it to run fast. */
  scryptCost?: number;
  /** Threads hashing passwords (crypto/hash-pool.ts). Default: cores − 1, 1 to 4. */
  hashWorkers?: number;
  /** Hashes waiting or running at most; beyond, 503 server.busy with Retry-After. Default 64. */
  hashMaxInFlight?: number;
  /** Receiving a whole request may take this long (slow-body clients, issue 11). Default 30 s. */
  requestTimeoutMs?: number;
  /** Receiving a request's headers may take this long. Default 10 s. */
  headersTimeoutMs?: number;
  /** Default: timestamped console output. */
  logger?: Logger;
  /**
   * Verifies Firebase ID tokens (issue 5). Default: firebase-admin, against the Auth Emulator when
   * FIREBASE_AUTH_EMULATOR_HOST is set (development mode only), else against Google's keys.
   */
  firebaseVerifier?: FirebaseVerifier;
  /**
   * The operator admin endpoint's bearer token (/admin/…, server/admin/admin.ts). Default: env
   * ADMIN_TOKEN; without one, the documented development token in development mode, and no admin
   * endpoint at all in production mode.
   */
  adminToken?: string;
  /**
   * Seed the merchants' install settings, download links and app releases (issue 13). Default: env
   * SEED_INSTALL_PROMPTS !== '0'. The browser tests turn it off (playwright.config.ts) so no download
   * bar or install dialog appears on other features' pages; tests/e2e/install.spec.ts sets its own.
   */
  seedInstallPrompts?: boolean;
  /**
   * The demo game provider's port (server/games/game-origin.ts, issue 14): games are served on
   * another origin so the storefront frames a truly third-party page. 0 picks a free port;
   * undefined (the default) runs without it, and launches answer 503 game.unavailable.
   */
  gamesPort?: number;
  /**
   * Seed the merchants' popups and promo image popup (issue 15). Default: env SEED_POPUPS !== '0'.
   * The browser tests turn it off (playwright.config.ts) so no modal covers other features' pages.
   */
  seedPopups?: boolean;
  /**
   * The server renderer built from src/entry-server.tsx (issue 18). Default: dist-ssr/entry-server.js
   * beside distDir; when it is missing, pages are rendered by the browser alone.
   */
  ssrEntry?: string;
  /**
   * Issue 34: the platform serves the storefront's pages and files itself (its own DIST_DIR under
   * /m/, rendered pages, the storefront's own second asset manifest). Default: on, unless env
   * SERVE_PAGES is '0'. Off behind a storefront edge (`npm start`, the browser tests): then nothing
   * the page receives can come from the platform's disk (every /m/ path answers 404 here).
   */
  servePages?: boolean;
  /**
   * Answer public pages with server-rendered HTML (issue 18). Default: on, unless env SERVER_RENDER is
   * '0' (then every page is the plain shell the browser renders).
   */
  serverRender?: boolean;
  /**
   * Issue 17: the push request overlay asks on its own after login (merchant push.ask). Default: env
   * PUSH_ASK !== '0'. The browser tests turn it off (playwright.config.ts); tests/e2e/push.spec.ts
   * turns it on for its own server.
   */
  pushAsk?: boolean;
  /**
   * Registrations allowed per client address per hour (auth/throttle.ts). Default REGISTER_MAX_PER_IP.
   * The browser tests raise it: the whole suite registers its members from one loopback address.
   */
  registerMaxPerIp?: number;
  /** Issue 35: tracking events stored at most (tracking/store.ts). Default TRACKING_MAX_ROWS. */
  trackingMaxRows?: number;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:8080 */
  url: string;
  port: number;
  /** The game provider's port, when it runs (options.gamesPort). */
  gamesPort: number | null;
  db: Database;
  close(): Promise<void>;
}

/** 127.0.0.0/8, ::1 and localhost: addresses nobody else can reach. */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(?:\.\d{1,3}){3}$/.test(h) || /^::ffff:127(?:\.\d{1,3}){3}$/.test(h);
}

/** Receiving a whole request may take this long, its headers this long (issue 11). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;

/** Housekeeping of expired nonces, sessions and throttle rows. */
const PURGE_INTERVAL_MS = 10 * 60_000;

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const mode = options.mode ?? 'production';
  const logger = options.logger ?? consoleLogger;
  if (mode === 'development' && !isLoopback(host)) {
    throw new Error(
      `development mode serves the dev outbox and the published admin token: it binds to loopback only, not ${host} (STOREFRONT_MODE=production for a reachable server)`,
    );
  }

  const merchants = loadMerchants(options.merchantsDir ?? DEFAULT_MERCHANTS_DIR);
  const firebase = options.firebaseVerifier ?? createFirebaseVerifier();
  if (firebase.mode === 'emulator') {
    if (mode === 'production') {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is set: the Auth Emulator accepts unsigned tokens, so production mode refuses it',
      );
    }
    // The pages sign in against the same emulator (contract/merchant.ts firebaseAuthEmulatorHost).
    for (const merchant of merchants.merchants)
      merchant.public = { ...merchant.public, firebaseAuthEmulatorHost: firebase.emulatorHost };
    logger.info(`Firebase sign-in uses the Auth Emulator at ${firebase.emulatorHost}`);
  }
  // Issue 17: which push-token implementation the pages use (README, "Push notifications").
  const envSource = process.env.PUSH_TOKEN_SOURCE;
  const tokenSource: 'firebase' | 'local' =
    envSource === 'firebase' || envSource === 'local' ? envSource : mode === 'production' ? 'firebase' : 'local';
  const pushAsk = options.pushAsk ?? process.env.PUSH_ASK !== '0';
  for (const merchant of merchants.merchants) {
    merchant.public = {
      ...merchant.public,
      push: { ...merchant.public.push, tokenSource, ask: merchant.public.push.ask && pushAsk },
    };
  }
  const db = openDatabase(options.dataDir);
  // Workers start on first use: nothing to stop if the start fails before.
  const passwords: PasswordHasher = createPasswordHasher(options.scryptCost ?? SCRYPT_N, {
    pool: new HashPool(options.hashWorkers, options.hashMaxInFlight),
  });
  try {
    const keys = await loadOrCreateRsaKeys(options.dataDir);
    const created = await seedDatabase(db, merchants.merchants, passwords);
    if (created > 0) logger.info(`Seeded ${created} member(s) from the merchant configs`);
    const promotions = new PromotionsStore(db);
    const promotionsSeeded = seedPromotions(promotions, merchants.merchants, Date.now(), {
      popups: options.seedPopups ?? process.env.SEED_POPUPS !== '0',
    });
    if (promotionsSeeded > 0) logger.info(`Seeded the promotions of ${promotionsSeeded} merchant(s)`);

    const wallets = new Wallets(db, (code) => merchants.byCode(code)?.public.currency ?? '');
    const money = new MoneyService(db, wallets, merchants, { autoConfirm: mode === 'development', clock: Date.now });
    const members = new Members(db);
    const seededWallets = money.seed((merchantCode, username) => members.findByUsername(merchantCode, username));
    if (seededWallets > 0) logger.info(`Seeded ${seededWallets} wallet(s) from the merchant configs`);
    // Issue 16: a claimed reward is credited to the wallet's ledger, once (its key names the reward).
    const memberPages = new MemberPagesStore(db, ledgerRewardWallet(wallets));
    const memberPagesSeeded = seedMemberPages(db, memberPages, members, merchants.merchants, Date.now());
    if (memberPagesSeeded > 0) logger.info(`Seeded the member pages of ${memberPagesSeeded} merchant(s)`);

    const install = new InstallStore(db);
    const installSeeded = seedInstall(install, merchants.merchants, Date.now(), {
      prompts: options.seedInstallPrompts ?? process.env.SEED_INSTALL_PROMPTS !== '0',
    });
    if (installSeeded > 0) logger.info(`Seeded the install prompts of ${installSeeded} merchant(s)`);

    const pushStore = new PushStore(db);
    const deps: AppDeps = {
      db,
      install,
      merchants,
      keys,
      nonces: new DbNonceStore(db),
      members,
      wallets,
      money,
      sessions: new Sessions(db),
      catalogue: new Catalogue(db),
      merchantStatus: new MerchantStatusStore(db),
      loginThrottle: new LoginThrottle(db),
      registerThrottle: new RegisterThrottle(db, options.registerMaxPerIp),
      secondFactor: new SecondFactorStore(db),
      codes: new VerificationCodes(db),
      captcha: new CaptchaService(db),
      chat: new ChatStore(db),
      games: new GamesService(new GameStore(db), walletPortOver(wallets), Date.now),
      passwords,
      firebase,
      identities: new FirebaseIdentities(db),
      push: pushStore,
      pushSender: createPushSender(pushStore, Date.now),
      tracking: new TrackingStore(db, options.trackingMaxRows),
      promotions,
      memberPages,
      mode,
      logger,
      trustProxy: options.trustProxy ?? process.env.TRUST_PROXY === '1',
      clock: Date.now,
    };

    const wpsRoutes = [
      ...sessionRoutes(deps),
      ...memberRoutes(deps),
      ...firebaseRoutes(deps),
      ...systemRoutes(deps),
      ...storefrontRoutes(deps),
      ...gameRoutes(deps),
      ...verificationRoutes(deps),
      ...captchaRoutes(deps),
      ...chatRoutes(deps),
      ...promotionRoutes(deps),
      ...moneyRoutes(deps),
      ...installRoutes(deps),
      ...pushRoutes(deps),
      ...trackingRoutes(deps),
      ...memberPagesRoutes(deps),
      // Never in production mode: the dev outbox shows the codes the server "sent".
      ...(mode === 'development' ? devRoutes(deps) : []),
    ];
    const servePages = options.servePages ?? process.env.SERVE_PAGES !== '0';
    const pages = createPages({
      distDir: options.distDir,
      merchants,
      logger,
      renderer:
        servePages && (options.serverRender ?? process.env.SERVER_RENDER !== '0')
          ? createRenderer(options.ssrEntry ?? join(options.distDir, '..', 'dist-ssr', 'entry-server.js'), logger)
          : undefined,
      vendors: (merchantCode) => deps.catalogue.vendors(merchantCode).map(withVendorMark),
      lanes: (merchantCode) => deps.games.lanes(merchantCode),
      banners: (merchantCode, group) => promotions.banners(merchantCode, group),
      marqueeCount: (merchantCode) =>
        promotions.announcements(merchantCode, { types: '', category: '' }).filter((a) => a.marquee).length,
      trustProxy: deps.trustProxy,
      // The game page frames the demo game provider (issue 14): the CSP allows its origin, and only it.
      frameOrigins: (req, merchant) => {
        const origin = deps.games.gameOrigin(requestOrigin(req, deps.trustProxy, merchant));
        return origin ? [origin] : [];
      },
    });
    const page = servePages
      ? pages
      : async (_request: FastifyRequest, reply: FastifyReply) => replyText(reply, 404, 'Not found.\n');
    const requests = mode === 'development' ? new RequestCounter() : null;
    // The feature modules that answer on Node's own request and response (they read their bodies themselves).
    const features = [
      createAdminHandler(deps, adminTokenFor(mode, options.adminToken ?? process.env.ADMIN_TOKEN)),
      createChatPageHandler(deps),
      createDownloadHandler(deps),
      createGameAssetsHandler(),
      createArtHandler(),
      createMediaHandler(deps),
    ];

    const trustProxy = deps.trustProxy;
    const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const headersTimeout = Math.min(options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout);
    const app = Fastify({
      ...FASTIFY_OPTIONS,
      // A slow-body or slow-header client is cut off instead of holding a socket for Node's 300 s.
      requestTimeout,
      keepAliveTimeout: 5_000,
      http: {
        requestTimeout,
        headersTimeout,
        keepAliveTimeout: 5_000,
        connectionsCheckingInterval: Math.min(1_000, headersTimeout),
      },
      // A path that is not even valid percent-encoding: answered as any other unknown path.
      frameworkErrors: (error, request, reply) => {
        if (error.code === 'FST_ERR_BAD_URL') {
          const path = request.url.split('?')[0]!;
          if (path === '/wps' || path.startsWith('/wps/'))
            return void replyFailure(reply, new HttpError(404, 'not_found', 'There is no such call.'));
          return void others(request, reply);
        }
        logger.error(`${request.method} ${request.url} failed`, error);
        return void replyText(reply, 500, 'Something went wrong.\n');
      },
    });

    // Every answer: nosniff (helmet, nothing else of its defaults: the HTML answers carry their own
    // per-merchant policy, security-headers.ts); HSTS whenever the request came over https.
    await app.register(fastifyHelmet, NOSNIFF_ONLY);
    app.addHook('onRequest', async (request, reply) => {
      if (isHttps(request.raw, trustProxy)) reply.raw.setHeader('Strict-Transport-Security', HSTS);
    });
    app.setErrorHandler((error, request, reply) => {
      const path = request.url.split('?')[0];
      if (isClientAbort(error, request)) {
        logger.info(`${request.method} ${path}: the client closed the connection before sending its whole request`);
        reply.hijack();
        request.raw.destroy();
        return;
      }
      logger.error(`${request.method} ${path} failed`, error);
      if (reply.raw.headersSent) reply.raw.destroy();
      else void replyText(reply, 500, 'Something went wrong.\n');
    });
    app.setNotFoundHandler(page);

    await app.register(pwaRoutes, {
      merchants,
      dataDir: options.dataDir,
      distDir: servePages ? options.distDir : undefined,
    });
    await app.register(wpsPlugin, { deps, routes: wpsRoutes, latencyMs: options.latencyMs ?? 0, requests });
    if (requests) app.all(DEV_REQUESTS_PATH, async (_request, reply) => replyJson(reply, 200, requests.snapshot()));
    if (servePages) await app.register(staticFiles, { distDir: options.distDir });

    /** Everything else: a feature module's path (admin, chat page, downloads, game assets, media), else the page answer. */
    async function others(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
      const url = new URL(request.raw.url ?? '/', 'http://localhost');
      for (const handle of features) {
        if (await handle(request.raw, reply.raw, url)) {
          reply.hijack();
          return undefined;
        }
      }
      return page(request, reply);
    }
    await app.register(async (scope) => {
      passBodyThrough(scope);
      scope.all('*', others);
    });

    await app.ready();
    const server = app.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });

    let games: RunningGameOrigin | null = null;
    if (options.gamesPort !== undefined) {
      try {
        games = await startGameOrigin(
          { store: deps.games.store, wallet: deps.games.wallet, merchants, logger, clock: deps.clock },
          options.gamesPort,
          host,
        );
      } catch (error) {
        await app.close();
        throw error;
      }
      deps.games.gamesPort = games.port;
    }

    const purge = setInterval(() => {
      try {
        const now = Date.now();
        deps.nonces.purge(now);
        deps.sessions.purge(now);
        deps.loginThrottle.purge(now);
        deps.registerThrottle.purge(now);
        deps.codes.purge(now);
        deps.captcha.purge(now);
        deps.chat.purge(now);
        deps.tracking.purge(now);
        deps.games.store.purge(now);
      } catch (error) {
        logger.error('housekeeping failed', error);
      }
    }, PURGE_INTERVAL_MS);
    purge.unref();

    const port = (server.address() as AddressInfo).port;
    const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      gamesPort: games?.port ?? null,
      db,
      close() {
        closing ??= new Promise<void>((resolve) => {
          clearInterval(purge);
          void games?.close();
          // Idle connections close at once; requests still running get a moment to finish, then their connections are cut.
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
          void app.close().then(() => {
            db.close();
            void passwords.close();
            if (!options.firebaseVerifier) void firebase.close();
            resolve();
          });
        });
        return closing;
      },
    };
  } catch (error) {
    db.close();
    await passwords.close();
    if (!options.firebaseVerifier) await firebase.close();
    throw error;
  }
}
