/**
 * The operator's admin endpoint: change a merchant's platform status while the server runs
 * (maintenance, region restriction, retired lines; §2, §8) and answer a member's chat as an agent.
 * Not a storefront call. Protected by a bearer token: ADMIN_TOKEN, or in development mode the
 * documented default DEV_ADMIN_TOKEN; in production mode without ADMIN_TOKEN it does not exist (404),
 * and the published DEV_ADMIN_TOKEN is refused there even when passed as ADMIN_TOKEN (issue 11).
 * Every address may make ADMIN_RATE_LIMIT calls per minute and ADMIN_FAILURE_LIMIT failed ones per
 * 15 minutes; beyond that 429 with Retry-After (ASVS 6.3: no brute force of the token).
 *
 *   GET   /admin/status            the merchant's status (Merchant header)
 *   PATCH /admin/status            {maintenance?, maintenanceEnd?, maintenanceDescription?,
 *                                   regionRestriction?, restrictedIps?, unavailableHosts?}
 *   GET   /admin/chat?username=    a member's conversation
 *   POST  /admin/chat              {username, text}: an agent's message (unread until the member sees it)
 *   …     /admin/promotions/…      announcements, popups, promotions, banners, promo images and their
 *                                  image files (issue 15): server/promotions/admin.ts
 *   GET/POST /admin/money/…        deposit and withdrawal orders, wallet adjustments (server/money/admin.ts)
 *   …     /admin/install/…         install settings, download links, app releases (issue 13): server/install/admin.ts
 *   …     /admin/push, /admin/push/outbox, /admin/push/tokens, /admin/tracking/events: operator pushes
 *                                  and the tracking events held (issue 17): server/push/admin.ts
 *
 * Answers use the /wps envelope; every input is checked; nothing here is delayed by SERVER_LATENCY_MS.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { arrayOf, bool, numLike, object, optional, str, type Decoder } from '../../contract/decode';
import type { AppDeps } from '../deps';
import { readJsonBody } from '../http/body';
import { ClientAbortedError, decodeRequest, HttpError } from '../http/errors';
import { clientIp } from '../http/client-ip';
import { WindowLimiter } from '../http/rate-limit';
import { INTERNAL_ERROR, sendFailure, sendValue } from '../http/respond';
import { headerOf } from '../http/route';
import type { OperatorStatusPatch } from '../system/status';
import type { Merchant } from '../merchants/load';
import { handlePromotionsAdmin, PROMOTIONS_ADMIN_PREFIX } from '../promotions/admin';
import { createMoneyAdmin, MONEY_ADMIN_PREFIX } from '../money/admin';
import { handleInstallAdmin, isInstallAdminPath } from '../install/admin';
import { handlePushAdmin, PUSH_ADMIN_PATHS } from '../push/admin';

export const ADMIN_PREFIX = '/admin/';
/** The development default (server/README.md); never accepted in production mode. */
export const DEV_ADMIN_TOKEN = 'storefront-dev-admin';
export const MIN_ADMIN_TOKEN_LENGTH = 16;
export const ADMIN_RATE_LIMIT = 60;
export const ADMIN_FAILURE_LIMIT = 10;

/** A field that may be set to a value, cleared with null, or left out. */
function clearable<T>(decoder: Decoder<T>): Decoder<T | null | undefined> {
  return (input, path) => (input === undefined ? undefined : input === null ? null : decoder(input, path));
}

const HOST_ENTRY = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const IP_ENTRY = /^[0-9A-Fa-f:.]{2,45}$/;

const STATUS_FIELDS = [
  'maintenance',
  'maintenanceEnd',
  'maintenanceDescription',
  'regionRestriction',
  'restrictedIps',
  'unavailableHosts',
];
const statusPatch = object({
  maintenance: optional(bool),
  maintenanceEnd: clearable(numLike),
  maintenanceDescription: clearable(str({ max: 2000, trim: true })),
  regionRestriction: optional(bool),
  restrictedIps: optional(arrayOf(str({ min: 2, max: 45, pattern: IP_ENTRY, trim: true }), 10_000)),
  unavailableHosts: optional(arrayOf(str({ min: 1, max: 261, pattern: HOST_ENTRY, trim: true }), 1000)),
});
const agentMessage = object({ username: str({ min: 1, max: 32, trim: true }), text: str({ min: 1, max: 1000 }) });

function decode<T>(decoder: Decoder<T>, input: unknown, known?: readonly string[]): T {
  if (known && typeof input === 'object' && input !== null) {
    const unknown = Object.keys(input).filter((k) => !known.includes(k));
    if (unknown.length > 0) throw new HttpError(400, 'invalid_request', `${unknown[0]}: not a field of this call`);
  }
  return decodeRequest(decoder, input);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token the admin endpoint accepts, or null when it is switched off. */
export function adminTokenFor(mode: 'development' | 'production', configured: string | undefined): string | null {
  const token = configured?.trim();
  if (token) {
    if (token.length < MIN_ADMIN_TOKEN_LENGTH)
      throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
    if (mode !== 'development' && token === DEV_ADMIN_TOKEN) {
      throw new Error('ADMIN_TOKEN is the published development token: choose a secret one for production');
    }
    return token;
  }
  return mode === 'development' ? DEV_ADMIN_TOKEN : null;
}

export function createAdminHandler(deps: AppDeps, token: string | null) {
  const expected = token ? digest(token) : null;
  const runMoneyAdmin = createMoneyAdmin(deps, decode);
  const calls = new WindowLimiter(ADMIN_RATE_LIMIT, 60_000);
  const failures = new WindowLimiter(ADMIN_FAILURE_LIMIT, 15 * 60_000);

  function throttled(retryAfter: number): HttpError {
    return new HttpError(
      429,
      'TOO_MANY_REQUEST_ADMIN',
      `Too many admin calls. Try again in ${retryAfter} s.`,
      undefined,
      { 'Retry-After': String(retryAfter) },
    );
  }

  function authorize(req: IncomingMessage, ip: string): void {
    const value = headerOf(req.headers, 'authorization')?.trim() ?? '';
    const given = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : '';
    if (!expected || !given || !timingSafeEqual(digest(given), expected)) {
      const wait = failures.take(ip, deps.clock());
      if (wait > 0) throw throttled(wait);
      throw new HttpError(401, 'admin.unauthorized', 'The admin token is missing or wrong.');
    }
  }

  function merchantOf(req: IncomingMessage): Merchant {
    const code = headerOf(req.headers, 'merchant')?.trim();
    const merchant = code ? deps.merchants.byCode(code) : undefined;
    if (!merchant)
      throw new HttpError(400, 'merchant_unknown', 'The Merchant header is missing or names no known merchant.');
    return merchant;
  }

  function memberOf(merchant: Merchant, username: string) {
    const member = deps.members.findByUsername(merchant.code, username);
    if (!member) throw new HttpError(404, 'not.exists.user', `No member ${username} at ${merchant.code}.`);
    return member;
  }

  async function run(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const pushAction = PUSH_ADMIN_PATHS.includes(path);
    const isModule =
      path === PROMOTIONS_ADMIN_PREFIX ||
      path.startsWith(`${PROMOTIONS_ADMIN_PREFIX}/`) ||
      path.startsWith(MONEY_ADMIN_PREFIX) ||
      isInstallAdminPath(path) ||
      pushAction;
    if (!isModule && path !== '/admin/status' && path !== '/admin/chat')
      throw new HttpError(404, 'not_found', 'There is no such call.');
    // Every admin call, the feature modules' included, is rate-limited and authorised the same way.
    const ip = clientIp(req, deps.trustProxy);
    const wait = calls.take(ip, deps.clock());
    if (wait > 0) throw throttled(wait);
    authorize(req, ip);
    if (path === PROMOTIONS_ADMIN_PREFIX || path.startsWith(`${PROMOTIONS_ADMIN_PREFIX}/`)) {
      return handlePromotionsAdmin(deps, merchantOf(req), req, res, url);
    }
    if (isInstallAdminPath(path)) {
      return handleInstallAdmin(deps, merchantOf(req), req, res, url);
    }
    if (path.startsWith(MONEY_ADMIN_PREFIX)) return runMoneyAdmin(req, res, url, merchantOf(req));
    const merchant = merchantOf(req);
    // Issue 17: pushes and tracking events (server/push/admin.ts).
    if (pushAction) return handlePushAdmin(deps, req, res, url, { merchant, decode, memberOf });
    if (path === '/admin/status') {
      if (method === 'GET') return sendValue(res, deps.merchantStatus.forOperator(merchant.code));
      if (method === 'PATCH') {
        const patch = decode(statusPatch, await readJsonBody(req), STATUS_FIELDS) as OperatorStatusPatch;
        const next = deps.merchantStatus.update(merchant.code, patch, deps.clock());
        deps.logger.info(`admin: status of ${merchant.code} is now ${JSON.stringify(next)}`);
        return sendValue(res, next);
      }
      res.setHeader('Allow', 'GET, PATCH');
    } else {
      if (method === 'GET') {
        const member = memberOf(merchant, url.searchParams.get('username') ?? '');
        return sendValue(res, { messages: deps.chat.history(member.id), unReadCount: deps.chat.unread(member.id) });
      }
      if (method === 'POST') {
        const { username, text } = decode(agentMessage, await readJsonBody(req), ['username', 'text']);
        return sendValue(res, deps.chat.add(memberOf(merchant, username).id, 'agent', text, deps.clock()));
      }
      res.setHeader('Allow', 'GET, POST');
    }
    throw new HttpError(405, 'method_not_allowed', `This call does not accept ${method}.`);
  }

  return async function handleAdmin(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname !== '/admin' && !url.pathname.startsWith(ADMIN_PREFIX)) return false;
    try {
      if (!expected) throw new HttpError(404, 'not_found', 'There is no such call.');
      await run(req, res, url);
    } catch (error) {
      if (error instanceof HttpError) sendFailure(res, error);
      else if (error instanceof ClientAbortedError) {
        deps.logger.info(`${req.method} ${url.pathname}: ${error.message}`);
        res.destroy();
      } else {
        deps.logger.error(`${req.method} ${url.pathname} failed`, error);
        sendFailure(res, INTERNAL_ERROR);
      }
    }
    return true;
  };
}
