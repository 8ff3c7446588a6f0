/**
 * The /wps dispatcher. For each call, in order: route (404 not_found, 405 method_not_allowed),
 * merchant (400 merchant_unknown), auth (401 customer.not.login), ModuleId (400 module_id_invalid),
 * body (413 payload_too_large, 400 invalid_json), decryption (envelope.ts errors), request decoder
 * (400 invalid_request), handler, and in development the answer decoder (a mismatch is a 500).
 * Unexpected errors are logged and answered 500 internal_error without details.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tryDecode } from '../../contract/decode';
import { openEncryptedBody } from '../crypto/envelope';
import type { AppDeps } from '../deps';
import { readJsonBody } from './body';
import { clientIp } from './client-ip';
import { ClientAbortedError, HttpError } from './errors';
import { INTERNAL_ERROR, sendFailure, sendValue } from './respond';
import { headerOf, notLoggedIn, type HttpContext, type RouteDef } from './route';
import { Router } from './router';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Merchant, Language, Authorization, ModuleId, Device, Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Authorization carries the session token, bare or as "Bearer <token>". */
function tokenOf(req: IncomingMessage): string | undefined {
  const value = headerOf(req.headers, 'authorization')?.trim();
  if (!value) return undefined;
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}

function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  return query;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createWpsHandler(deps: AppDeps, routes: readonly RouteDef[], latencyMs = 0) {
  const router = new Router<RouteDef>();
  for (const def of routes) {
    router.add(def.endpoint.method, def.endpoint.path, def);
    if (def.options.cors) router.add('OPTIONS', def.endpoint.path, def);
  }

  async function run(def: RouteDef, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { endpoint, options } = def;
    if (options.cors) for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }

    const merchantCode = headerOf(req.headers, 'merchant')?.trim();
    const merchant = merchantCode
      ? deps.merchants.byCode(merchantCode)
      : options.merchantOptional
        ? deps.merchants.forHost(req.headers.host)
        : undefined;
    if (!merchant)
      throw new HttpError(400, 'merchant_unknown', 'The Merchant header is missing or names no known merchant.');

    const ctx: HttpContext = {
      req,
      res,
      url,
      query: queryOf(url),
      headers: req.headers,
      merchant,
      ip: clientIp(req, deps.trustProxy),
      body: undefined,
    };

    if (endpoint.auth !== 'none') {
      const token = tokenOf(req);
      const session = token ? deps.sessions.find(token, merchant.code, deps.clock()) : null;
      const member = session ? deps.members.findById(session.memberId) : null;
      if (session && member) {
        ctx.session = session;
        ctx.member = member;
      } else if (endpoint.auth === 'required') {
        throw notLoggedIn();
      }
    }

    if (endpoint.moduleId !== undefined && headerOf(req.headers, 'moduleid') !== endpoint.moduleId) {
      throw new HttpError(400, 'module_id_invalid', `This call needs the ModuleId header ${endpoint.moduleId}.`);
    }

    let input: unknown = endpoint.method === 'GET' ? ctx.query : await readJsonBody(req, endpoint.maxBodyBytes);
    if (endpoint.encrypted)
      input = openEncryptedBody(deps.keys.privateKey, req.headers, input, deps.nonces, deps.clock());
    const decoded = tryDecode(endpoint.request, input);
    if (!decoded.ok) throw new HttpError(400, 'invalid_request', decoded.error.message);
    ctx.body = decoded.value;

    const value = await def.handler(ctx);
    if (deps.mode === 'development') {
      const checked = tryDecode(endpoint.answer, value);
      if (!checked.ok) {
        deps.logger.error(
          `BUG: the answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${checked.error.message}`,
        );
        throw INTERNAL_ERROR;
      }
    }
    sendValue(res, value ?? null);
  }

  return async function handleWps(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      if (latencyMs > 0) {
        await sleep(latencyMs);
        // The caller gave up meanwhile (a losing line of the §4 race, a closing server): no work for no one.
        if (res.destroyed || req.socket.destroyed) return;
      }
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (match.kind === 'not_found') throw new HttpError(404, 'not_found', 'There is no such call.');
      if (match.kind === 'method_not_allowed') {
        res.setHeader('Allow', match.allow.join(', '));
        throw new HttpError(405, 'method_not_allowed', `This call accepts ${match.allow.join(', ')}.`);
      }
      await run(match.handler, req, res, url);
    } catch (error) {
      if (error instanceof ClientAbortedError) {
        deps.logger.info(`${req.method} ${url.pathname}: ${error.message}`);
        res.destroy();
        return;
      }
      if (res.headersSent) {
        deps.logger.error(`${req.method} ${url.pathname} failed after answering`, error);
        return;
      }
      if (error instanceof HttpError) {
        // Refused before its body was read (413, or a header check): the rest is not waited for.
        if (error.status === 413 || !req.complete) res.setHeader('Connection', 'close');
        if (error.errorCode === 'server.busy')
          deps.logger.warn(`${req.method} ${url.pathname} answered 503 server.busy (hash pool full)`);
        else if (error.status >= 500 && error !== INTERNAL_ERROR)
          deps.logger.error(`${req.method} ${url.pathname} answered ${error.status} ${error.errorCode}`);
        sendFailure(res, error);
        return;
      }
      deps.logger.error(`${req.method} ${url.pathname} failed`, error);
      sendFailure(res, INTERNAL_ERROR);
    }
  };
}
