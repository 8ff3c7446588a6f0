/**
 * The demo game provider (issue 14): a small HTTP server of its own on another port, so the game
 * the storefront frames is truly third-party (another origin). Self-contained on purpose: it shares
 * only the database-backed GameStore and the wallet seam with the platform server.
 *
 * Not storefront calls (they are the game page's own):
 * - GET /play/?launch=<token>&lang=<§1 code>: exchanges the single-use, short-lived launch token server-side for a
 *   game session and serves the game page (403 when the token is unknown, used or expired);
 * - GET /play/game.js, /play/game.css: its script and style;
 * - GET /api/state, POST /api/round {ref, stake, picks?} (X-Game-Session): the balance and a round.
 * The page may be framed only by the storefront origin that launched it (frame-ancestors), and it
 * posts messages only to that origin.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from '../http/errors';
import { escapeHtml } from '../http/html-page';
import { plainScript } from '../http/plain-script';
import {
  chooseLanguage,
  intlLocale,
  isKnownLanguage,
  KNOWN_LANGUAGES,
  languageTag,
  textDirection,
  type LanguageCode,
} from '../../contract/languages';
import { browserLanguagesOf } from '../http/static';
import { GAME_TEXT } from './game-text';
import { currencyDigits, currencyDisplayCode, moneyLocale } from '../../contract/currency';
import { sendBody, sendFailure, sendJson } from '../http/respond';
import type { Logger } from '../logger';
import type { MerchantRegistry } from '../merchants/load';
import { BetRefused, kindOf, LOTTERY_PICKS, LOTTERY_POOL, playRound, STAKES, type Random } from './play';
import type { GameSession, GameStore } from './store';
import type { WalletPort } from './wallet-port';

export const GAME_PAGE_PATH = '/play/';
const MAX_BODY_BYTES = 4_096;

const asset = (name: string) => readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8');

export interface GameOriginDeps {
  store: GameStore;
  wallet: WalletPort;
  merchants: MerchantRegistry;
  logger: Logger;
  clock: () => number;
  random?: Random;
}

function csp(parentOrigin: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}

const fail = (res: ServerResponse, status: number, errorCode: string, message: string) =>
  sendFailure(res, new HttpError(status, errorCode, message));

/** The launch URL's query parameter carrying the player's §1 language code (issue 32). */
export const GAME_LANGUAGE_PARAM = 'lang';

/**
 * The language of the page refusing a launch (issue 32), which has no game session to read it from:
 * the launch URL's `lang` (the language the storefront launched in), else the browser's
 * Accept-Language, else the merchant's default (§1 rules, among the merchant's languages when the
 * token tells the merchant, else among all 25).
 */
export function refusedPageLanguage(
  asked: string | null,
  acceptLanguage: string | undefined,
  merchant: { languages: readonly string[]; defaultLanguage: string } | undefined,
): LanguageCode {
  return chooseLanguage({
    stored: asked?.trim().toUpperCase(),
    browserLanguages: browserLanguagesOf(acceptLanguage),
    supported: merchant?.languages ?? KNOWN_LANGUAGES,
    defaultLanguage: merchant?.defaultLanguage ?? 'EN',
  });
}

function refusedPage(language: LanguageCode): string {
  const text = GAME_TEXT[language];
  return `<!doctype html><html lang="${languageTag(language)}" dir="${textDirection(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.linkExpiredTitle)}</title><link rel="stylesheet" href="/play/game.css"></head>
<body><main><h1>${escapeHtml(text.linkExpiredTitle)}</h1><p role="alert">${escapeHtml(text.linkExpired)}</p></main></body></html>`;
}

/** How the page writes money (issue 32): the merchant's symbol on its side, digits and separators of the locale. */
export interface GameMoney {
  locale: string;
  digits: number;
  symbol: string;
  position: 'before' | 'after';
}

/** §9 as the storefront writes money, by the same rules (contract/currency.ts): BRL the Brazilian way, TLB as PHP, else the player's language. */
export function gameMoney(
  currencySettings: { currency: string; currencySymbol: string; currencyPosition: 'before' | 'after' },
  language: LanguageCode,
): GameMoney {
  const code = currencyDisplayCode(currencySettings.currency);
  return {
    locale: moneyLocale(currencySettings.currency, intlLocale(language)),
    digits: currencyDigits(code),
    symbol: currencySettings.currencySymbol.trim() || code,
    position: currencySettings.currencyPosition,
  };
}

function gamePage(
  sessionId: string,
  name: string,
  s: GameSession,
  kind: string,
  language: LanguageCode,
  money: GameMoney,
): string {
  const meta = (n: string, v: string) => `<meta name="${n}" content="${escapeHtml(v)}">`;
  const text = GAME_TEXT[language];
  return `<!doctype html>
<html lang="${languageTag(language)}" dir="${textDirection(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
${meta('game-session', sessionId)}
${meta('game-kind', kind)}
${meta('game-trial', s.trial ? '1' : '0')}
${meta('game-parent-origin', s.parentOrigin)}
${meta('game-money', JSON.stringify(money))}
${meta('game-text', JSON.stringify(text))}
${meta('game-stakes', STAKES.join(','))}
${meta('game-pool', String(LOTTERY_POOL))}
${meta('game-picks', String(LOTTERY_PICKS))}
<title>${escapeHtml(name)}</title>
<link rel="stylesheet" href="/play/game.css">
<script src="/play/game.js" defer></script>
</head>
<body class="${kind}">
<main>
<h1>${escapeHtml(name)}${s.trial ? ` <span class="badge">${escapeHtml(text.trial)}</span>` : ''}</h1>
<p class="balance" aria-live="polite"><span id="balance-label">${escapeHtml(s.trial ? text.demoCredit : text.balance)}</span>: <output id="balance" aria-labelledby="balance-label">…</output></p>
<div id="game"></div>
<p id="result" role="status" aria-live="polite"></p>
<p id="error" role="alert"></p>
</main>
</body>
</html>
`;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown;
}

export function createGameOriginHandler(deps: GameOriginDeps) {
  const script = plainScript(new URL('./public/game.js', import.meta.url));
  const style = asset('game.css');
  const random: Random = deps.random ?? ((n) => randomInt(n));

  function sessionOf(req: IncomingMessage): GameSession | undefined {
    const raw = req.headers['x-game-session'];
    const id = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
    return id ? deps.store.session(id, deps.clock()) : undefined;
  }

  function currencyOf(s: GameSession): string {
    return deps.merchants.byCode(s.merchantCode)?.public.currency ?? 'USD';
  }

  /** The player's language the game was launched in (routes.ts launchLanguage), else the merchant's default. */
  function languageOf(s: GameSession): LanguageCode {
    const asked = s.options.language;
    if (isKnownLanguage(asked)) return asked;
    const fallback = deps.merchants.byCode(s.merchantCode)?.public.defaultLanguage;
    return isKnownLanguage(fallback) ? fallback : 'EN';
  }

  function moneyOf(s: GameSession): GameMoney {
    const merchant = deps.merchants.byCode(s.merchantCode)?.public;
    return gameMoney(merchant ?? { currency: 'USD', currencySymbol: '$', currencyPosition: 'before' }, languageOf(s));
  }

  function balanceOf(s: GameSession): number {
    return s.trial || s.memberId === null ? s.demoBalance : deps.wallet.balance(s.memberId);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Every answer of this origin, whatever its type, is read only as the type it says.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The game page's API is called by the page itself (same origin): no CORS headers are sent.
    if (url.pathname === '/api/state' && req.method === 'GET') {
      const s = sessionOf(req);
      if (!s) return fail(res, 401, 'game.session.invalid', 'This game session has ended. Open the game again.');
      const game = deps.store.gameById(s.merchantCode, s.gameId);
      return sendJson(res, 200, {
        success: true,
        value: { balance: balanceOf(s), currency: currencyOf(s), trial: s.trial, name: game?.name ?? '' },
      });
    }
    if (url.pathname === '/api/round' && req.method === 'POST') {
      const s = sessionOf(req);
      if (!s) return fail(res, 401, 'game.session.invalid', 'This game session has ended. Open the game again.');
      let body: unknown;
      try {
        body = await readJson(req);
      } catch {
        return fail(res, 400, 'bad_request', 'The request could not be read.');
      }
      const input = (typeof body === 'object' && body !== null ? body : {}) as {
        ref?: unknown;
        stake?: unknown;
        picks?: unknown;
      };
      if (typeof input.ref !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(input.ref) || typeof input.stake !== 'number') {
        return fail(res, 400, 'bet.invalid', 'A round needs a reference and a stake.');
      }
      const game = deps.store.gameById(s.merchantCode, s.gameId);
      if (!game) return fail(res, 404, 'game.not.found', 'This game is no longer available.');
      try {
        const result = playRound(
          { store: deps.store, wallet: deps.wallet, random, now: deps.clock() },
          s,
          kindOf(game.gameType),
          {
            ref: input.ref,
            stake: input.stake,
            picks: input.picks,
          },
        );
        return sendJson(res, 200, { success: true, value: result });
      } catch (error) {
        if (error instanceof BetRefused) return fail(res, 400, error.code, error.message);
        throw error;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return fail(res, 405, 'method_not_allowed', 'Not allowed.');
    if (url.pathname === '/play/game.js')
      return sendBody(res, 200, 'text/javascript; charset=utf-8', script, { 'Cache-Control': 'no-cache' });
    if (url.pathname === '/play/game.css')
      return sendBody(res, 200, 'text/css; charset=utf-8', style, { 'Cache-Control': 'no-cache' });
    if (url.pathname === GAME_PAGE_PATH) {
      const token = url.searchParams.get('launch') ?? '';
      const exchanged = /^[A-Za-z0-9_-]{16,64}$/.test(token)
        ? deps.store.exchange(token, deps.clock())
        : ({ ok: false, reason: 'unknown' } as const);
      const noStore = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
      if (!exchanged.ok) {
        const merchant = exchanged.reason === 'unknown' ? undefined : deps.merchants.byCode(exchanged.merchantCode);
        const language = refusedPageLanguage(
          url.searchParams.get(GAME_LANGUAGE_PARAM),
          req.headers['accept-language'],
          merchant?.public,
        );
        return sendBody(res, 403, 'text/html; charset=utf-8', refusedPage(language), {
          ...noStore,
          'Content-Security-Policy': "default-src 'none'; style-src 'self'",
        });
      }
      const s = exchanged.session;
      const game = deps.store.gameById(s.merchantCode, s.gameId);
      const kind = kindOf(game?.gameType ?? '');
      return sendBody(
        res,
        200,
        'text/html; charset=utf-8',
        gamePage(exchanged.sessionId, game?.name ?? 'Game', s, kind, languageOf(s), moneyOf(s)),
        {
          ...noStore,
          'Content-Security-Policy': csp(s.parentOrigin),
        },
      );
    }
    return sendBody(res, 404, 'text/plain; charset=utf-8', 'Not found.\n');
  };
}

export interface RunningGameOrigin {
  port: number;
  close(): Promise<void>;
}

/** Starts the game provider on its own port (0 = a free one). */
export async function startGameOrigin(deps: GameOriginDeps, port: number, host: string): Promise<RunningGameOrigin> {
  const handle = createGameOriginHandler(deps);
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      deps.logger.error(`game origin ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) fail(res, 500, 'internal_error', 'Something went wrong.');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
