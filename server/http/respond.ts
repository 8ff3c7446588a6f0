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

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
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
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
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
