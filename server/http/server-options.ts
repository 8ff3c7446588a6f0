/** What every Fastify instance of the server shares (app.ts, and the dispatcher alone in wps.ts). */
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ClientAbortedError, HttpError } from './errors';

export const FASTIFY_OPTIONS = {
  // Each route names the methods it answers: a HEAD to a call is a 405, as a POST to a page is.
  exposeHeadRoutes: false,
  // A closing server still answers the requests already on their way (app.ts close()).
  return503OnClosing: false,
  logger: false,
} satisfies FastifyServerOptions;

/** The client went away before its request was read (or was cut by the request timeout): nothing failed on our side (issue 11). */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  if (error instanceof ClientAbortedError) return true;
  if (error instanceof HttpError || request.raw.complete) return false;
  return (
    (error as NodeJS.ErrnoException).code === 'ECONNRESET' ||
    request.raw.destroyed ||
    request.raw.socket?.destroyed === true
  );
}

/** Requests of this scope keep their body unread: the handler reads it itself, or never. */
export function passBodyThrough(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
