/**
 * Issue 34: the edge's forwarding of the platform's own paths (/wps and the others the page calls)
 * to PLATFORM_URL, with @fastify/reply-from over one kept undici pool:
 *
 * - both bodies stream: the request's is never parsed nor buffered here (the platform applies its
 *   own limits, 413), the answer is piped back as it arrives;
 * - the Host header is the player's (the platform picks the merchant and builds its links from it);
 *   X-Forwarded-For's first entry is the player's address, as server/http/client-ip.ts reads it with
 *   TRUST_PROXY=1 (the edge's own TRUST_PROXY decides whether an X-Forwarded-For it receives, from a
 *   balancer, is kept; without it the header is replaced by the socket's peer, so a client cannot
 *   choose its own address); X-Forwarded-Proto likewise; X-Request-Id is the edge's request id;
 * - hop-by-hop headers (RFC 9110 §7.6.1, and those a Connection header names) are dropped both ways;
 * - a platform that refuses, resets or does not answer within the timeout gives the §8 answers the
 *   page handles: 502 platform_unreachable, 504 platform_timeout, with the {success, message,
 *   errorCode} body. Nothing is retried here (a POST must never be sent twice); a balancer in front
 *   retries connection failures.
 */
import type { IncomingHttpHeaders } from 'node:http';
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, type Dispatcher } from 'undici';
import { replyJson } from '../http/respond';
import { isHttps } from '../http/security-headers';

/** The platform's answer headers may take this long; its body this long between two chunks. */
export const PROXY_TIMEOUT_MS = 30_000;

/** The platform's paths the page (and its links) call: always forwarded. */
export const PLATFORM_PATHS = [
  '/wps',
  '/wps/*',
  // Promotions' images and the merchant's favicon (server/promotions/media.ts), kept by the platform.
  '/media/*',
  '/favicon.ico',
  // The customer-service chat page, the app downloads, the mini-game script and the game art.
  '/chat',
  '/chat/*',
  '/download/*',
  '/mini-game/*',
  '/game-images/*',
  // The merchants' art (server/art/): tiles, vendor marks, payment icons, app icons (issue 32).
  '/art/*',
  // Other files operators publish under /mobile/ (§7's second asset manifest has its own route in
  // app.ts: without a publication it is the edge's own build's).
  '/mobile/*',
];
/**
 * Only when asked (development, `npm start`, the tests): the operator's admin endpoint and the
 * development request counter. In production the admin endpoint is reached on the platform itself,
 * on the operators' network, never through the public edge.
 */
export const OPERATOR_PATHS = ['/admin', '/admin/*', '/__dev/*'];

const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

function withoutHopByHop<T extends IncomingHttpHeaders | Record<string, unknown>>(headers: T): T {
  const out: Record<string, unknown> = { ...headers };
  const named = typeof headers.connection === 'string' ? headers.connection.split(',') : [];
  for (const name of [...HOP_BY_HOP, ...named.map((n) => n.trim().toLowerCase())]) delete out[name];
  return out as T;
}

const peerOf = (request: FastifyRequest) => {
  const ip = request.raw.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
};

export interface ProxyOptions {
  platformUrl: string;
  trustProxy: boolean;
  forwardOperatorPaths: boolean;
  timeoutMs?: number;
}

export async function platformProxy(scope: FastifyInstance, options: ProxyOptions): Promise<void> {
  const timeoutMs = options.timeoutMs ?? PROXY_TIMEOUT_MS;
  const agent = new Agent({
    connections: 256,
    pipelining: 1,
    keepAliveTimeout: 4_000,
    connect: { timeout: 3_000 },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  // A player who leaves before the platform answers (a navigation, a closed tab) makes reply-from
  // destroy the answer's body with no 'error' listener on it (12.6.5, index.js: `res.stream.destroy()`
  // when the request was aborted): undici then emits RequestAbortedError on it and, unheard, it ends
  // the whole process. Every body gets a listener first; a body that is piped to the player keeps
  // its own error handling (Fastify's), this one only keeps a cancelled one from being fatal.
  const request = agent.request.bind(agent) as (
    options: Dispatcher.RequestOptions,
    callback: (error: Error | null, data?: Dispatcher.ResponseData) => void,
  ) => void;
  Object.assign(agent, {
    request: (
      requestOptions: Dispatcher.RequestOptions,
      callback: (error: Error | null, data?: Dispatcher.ResponseData) => void,
    ) =>
      request(requestOptions, (error, data) => {
        data?.body?.on('error', () => undefined);
        callback(error, data);
      }),
  });
  scope.addHook('onClose', async () => agent.close());
  await scope.register(fastifyReplyFrom, {
    base: options.platformUrl,
    disableRequestLogging: true,
    // No retries at all (the default retries a GET answered 503 ten times: maintenance is a 503).
    retryMethods: [],
    undici: agent,
  });
  // Bodies stay streams: handed to the platform as they arrive.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(request.raw.url ?? '/', {
      rewriteRequestHeaders: (_req, headers) => {
        const out = withoutHopByHop(headers);
        const incoming = request.raw.headers;
        out.host = incoming.host ?? '';
        const prior = options.trustProxy ? incoming['x-forwarded-for'] : undefined;
        const priorList = Array.isArray(prior) ? prior.join(', ') : prior;
        out['x-forwarded-for'] = priorList ? `${priorList}, ${peerOf(request)}` : peerOf(request);
        out['x-forwarded-proto'] = isHttps(request.raw, options.trustProxy) ? 'https' : 'http';
        delete out['x-forwarded-host'];
        out['x-request-id'] = request.id;
        return out;
      },
      rewriteHeaders: (headers) => withoutHopByHop(headers),
      onError: (_errorReply, { error }) => {
        const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 502;
        request.log.warn({ err: error, status }, 'platform call failed');
        if (reply.sent || reply.raw.headersSent) {
          reply.raw.destroy();
          return;
        }
        void replyJson(
          reply,
          status,
          status === 504
            ? {
                success: false,
                message: 'The service took too long to answer. Please try again.',
                errorCode: 'platform_timeout',
              }
            : {
                success: false,
                message: 'The service cannot be reached right now. Please try again in a moment.',
                errorCode: 'platform_unreachable',
              },
        );
      },
    });

  const paths = [...PLATFORM_PATHS, ...(options.forwardOperatorPaths ? OPERATOR_PATHS : [])];
  for (const url of paths) scope.all(url, forward);
}
