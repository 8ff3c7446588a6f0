/**
 * The /wps dispatcher, a Fastify plugin: one Fastify route per contract endpoint
 * (`route(api.x, handler)`, route.ts). For each call, in order: route (404 not_found, 405
 * method_not_allowed), merchant (400 merchant_unknown), auth (401 customer.not.login), ModuleId
 * (400 module_id_invalid) — all before the body is read — then the body, read by Fastify within
 * the endpoint's limit (413 payload_too_large, 400 invalid_json), decryption (envelope.ts errors),
 * request decoder (400 invalid_request), handler, and in development the answer decoder (a mismatch
 * is a 500). Unexpected errors are logged and answered 500 internal_error without details.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { tryDecode } from '../../contract/decode';
import { openEncryptedBody } from '../crypto/envelope';
import type { AppDeps } from '../deps';
import { MAX_BODY_BYTES } from './body';
import { clientIp } from './client-ip';
import { ClientAbortedError, HttpError } from './errors';
import type { RequestCounter } from './pwa';
import { INTERNAL_ERROR, replyFailure, replyValue } from './respond';
import { headerOf, notLoggedIn, type HttpContext, type RouteDef } from './route';
import { FASTIFY_OPTIONS, isClientAbort, passBodyThrough } from './server-options';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Merchant, Language, Authorization, ModuleId, Device, Content-Type',
  'Access-Control-Max-Age': '600',
  // The speed ping (§7) exists to be timed: the page racing the lines may read each answer's
  // connection, request and first-byte times (Resource Timing), not only its start and end.
  'Timing-Allow-Origin': '*',
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

/** The parsed JSON body; an empty body reads as {} (for calls whose request has no fields). */
function jsonOf(body: unknown): unknown {
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : '';
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

const isFastifyClientError = (error: unknown) => {
  const { code, statusCode } = error as FastifyError;
  return (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  );
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A connection's first request arrives with it: one that comes more than this long after its
 * connection was opened (a connection opened ahead of use) counts from its own handling.
 */
const ARRIVED_WITH_CONNECTION_MS = 50;

/**
 * The artificial latency still to wait before a request is handled (ms): it counts from the
 * request's arrival, which for a connection's first request is the connection's. Lines sharing one
 * process (the failover tests, the benchmark's ten lines) handle one another's fresh connections
 * one after another, about 1.5 ms each on two cores; counted from its own handling, the §4 race's
 * winner also waited behind the losers (5–7 ms, issue 18), a queue ten separate servers do not
 * have. A later request on a connection (`connectedAt` undefined) counts from now.
 */
export function latencyLeft(latencyMs: number, connectedAt: number | undefined, now: number): number {
  const since = connectedAt === undefined ? 0 : now - connectedAt;
  return since <= ARRIVED_WITH_CONNECTION_MS ? Math.max(0, latencyMs - since) : latencyMs;
}

const urlOf = (request: FastifyRequest) => new URL(request.raw.url ?? '/', 'http://localhost');

export interface WpsOptions {
  deps: AppDeps;
  routes: readonly RouteDef[];
  /** Artificial delay before every answer (failover tests). */
  latencyMs?: number;
  /** Development: counts every /wps request (pwa.ts RequestCounter). */
  requests?: RequestCounter | null;
}

/** The /wps API: register on the server's Fastify instance (not wrapped: its hooks stay its own). */
export async function wpsPlugin(
  scope: FastifyInstance,
  { deps, routes, latencyMs = 0, requests = null }: WpsOptions,
): Promise<void> {
  const contexts = new WeakMap<FastifyRequest, HttpContext>();
  const methodsByPath = new Map<string, string[]>();

  // Every body is read as bytes within the route's bodyLimit, whatever its Content-Type; the
  // handler parses it (an empty body is {}), so a missing or odd Content-Type changes nothing.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // When each connection was accepted, until its first request is handled (latencyLeft).
  const connectedAt = new WeakMap<object, number>();
  if (latencyMs > 0) scope.server.on('connection', (socket: object) => connectedAt.set(socket, performance.now()));

  scope.addHook('onRequest', async (request, reply) => {
    requests?.count(urlOf(request));
    if (latencyMs > 0) {
      const socket = request.raw.socket;
      const left = latencyLeft(latencyMs, connectedAt.get(socket), performance.now());
      connectedAt.delete(socket);
      await sleep(left);
      // The caller gave up meanwhile (a losing line of the §4 race, a closing server): no work for no one.
      if (reply.raw.destroyed || request.raw.socket.destroyed) {
        reply.hijack();
        return;
      }
    }
  });

  scope.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const method = request.method;
    const path = urlOf(request).pathname;
    if (isClientAbort(error, request)) {
      deps.logger.info(`${method} ${path}: ${new ClientAbortedError().message}`);
      reply.hijack();
      request.raw.destroy();
      return;
    }
    if (reply.raw.headersSent) {
      deps.logger.error(`${method} ${path} failed after answering`, error);
      return;
    }
    const known =
      error instanceof HttpError
        ? error
        : (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? tooLarge()
          : // Fastify refusing a request it cannot read (a Content-Type that is no media type, a body
            // shorter than its Content-Length): the caller's fault, never a 500.
            isFastifyClientError(error)
            ? new HttpError(400, 'invalid_request', 'The request could not be read.')
            : null;
    if (known) {
      // Refused before its body was read (413, or a header check): the rest is not waited for.
      if (known.status === 413 || !request.raw.complete) reply.header('Connection', 'close');
      if (known.errorCode === 'server.busy')
        deps.logger.warn(`${method} ${path} answered 503 server.busy (hash pool full)`);
      else if (known.status >= 500 && known !== INTERNAL_ERROR)
        deps.logger.error(`${method} ${path} answered ${known.status} ${known.errorCode}`);
      return replyFailure(reply, known);
    }
    deps.logger.error(`${method} ${path} failed`, error);
    return replyFailure(reply, INTERNAL_ERROR);
  });

  for (const def of routes) {
    const { endpoint, options } = def;
    const methods = options.cors ? [endpoint.method, 'OPTIONS'] : [endpoint.method];
    methodsByPath.set(endpoint.path, [...(methodsByPath.get(endpoint.path) ?? []), ...methods]);
    scope.route({
      method: methods,
      url: endpoint.path,
      bodyLimit: endpoint.maxBodyBytes ?? MAX_BODY_BYTES,
      // The checks that need no body run before it is read.
      preParsing: async (request, reply) => {
        if (options.cors) reply.headers(CORS_HEADERS);
        if (request.method === 'OPTIONS') return;
        const req = request.raw;
        const merchantCode = headerOf(req.headers, 'merchant')?.trim();
        const merchant = merchantCode
          ? deps.merchants.byCode(merchantCode)
          : options.merchantOptional
            ? deps.merchants.forHost(req.headers.host)
            : undefined;
        if (!merchant)
          throw new HttpError(400, 'merchant_unknown', 'The Merchant header is missing or names no known merchant.');

        const url = urlOf(request);
        const ctx: HttpContext = {
          req,
          res: reply.raw,
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
        contexts.set(request, ctx);
      },
      handler: async (request, reply) => {
        if (request.method === 'OPTIONS') return reply.code(204).send();
        const ctx = contexts.get(request)!;
        let input: unknown = endpoint.method === 'GET' ? ctx.query : jsonOf(request.body);
        if (endpoint.encrypted)
          input = openEncryptedBody(deps.keys.privateKey, request.raw.headers, input, deps.nonces, deps.clock());
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
        return replyValue(reply, value ?? null);
      },
    });
  }

  // Any other /wps path or method: answered without reading the body.
  await scope.register(async (rest) => {
    passBodyThrough(rest);
    const unknownCall = async (request: FastifyRequest, reply: FastifyReply) => {
      const allow = methodsByPath.get(urlOf(request).pathname);
      if (!allow) throw new HttpError(404, 'not_found', 'There is no such call.');
      reply.header('Allow', allow.join(', '));
      throw new HttpError(405, 'method_not_allowed', `This call accepts ${allow.join(', ')}.`);
    };
    rest.all('/wps', unknownCall);
    rest.all('/wps/*', unknownCall);
  });
}

/** The dispatcher alone on a Fastify instance of its own, as a Node request handler (server/http/wps.test.ts). */
export function createWpsHandler(deps: AppDeps, routes: readonly RouteDef[], latencyMs = 0) {
  const app = Fastify(FASTIFY_OPTIONS);
  void app.register(wpsPlugin, { deps, routes, latencyMs });
  const ready = app.ready();
  return async function handleWps(req: IncomingMessage, res: ServerResponse, _url: URL): Promise<void> {
    await ready;
    app.routing(req, res);
  };
}
