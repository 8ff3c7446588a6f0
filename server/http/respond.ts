/**
 * Writing answers. Every /wps answer is the §7 envelope: {success: true, value} or
 * {success: false, message, errorCode} (§3 error body), JSON, never cached.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';

export const INTERNAL_ERROR = new HttpError(
  500,
  'internal_error',
  'Something went wrong on our side. Please try again later.',
);

/** An answer of any type with its length and these headers (a page, script or style served by hand). */
export function sendBody(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendBody(res, status, 'application/json; charset=utf-8', JSON.stringify(body), { 'Cache-Control': 'no-store' });
}

export function sendValue(res: ServerResponse, value: unknown): void {
  sendJson(res, 200, { success: true, value });
}

export function sendFailure(res: ServerResponse, error: HttpError): void {
  const body: Record<string, unknown> = { success: false, message: error.message, errorCode: error.errorCode };
  if (error.value !== undefined) body.value = error.value;
  for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
  sendJson(res, error.status, body);
}

export function sendText(res: ServerResponse, status: number, text: string, cacheControl = 'no-store'): void {
  sendBody(res, status, 'text/plain; charset=utf-8', text, { 'Cache-Control': cacheControl });
}

/** The same answers through Fastify's reply (wps.ts, pwa.ts, static.ts). */
export function replyJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify(body));
}

export function replyValue(reply: FastifyReply, value: unknown): FastifyReply {
  return replyJson(reply, 200, { success: true, value });
}

export function replyFailure(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: Record<string, unknown> = { success: false, message: error.message, errorCode: error.errorCode };
  if (error.value !== undefined) body.value = error.value;
  reply.headers(error.headers ?? {});
  return replyJson(reply, error.status, body);
}

export function replyText(reply: FastifyReply, status: number, text: string, cacheControl = 'no-store'): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header('Cache-Control', cacheControl)
    .send(text);
}
