/**
 * Binds a contract endpoint (contract/endpoints.ts) to its handler: `route(api.login, handler)`.
 * The method, path, auth rule, ModuleId, encryption and the request and answer decoders all come
 * from the contract; the dispatcher (wps.ts) enforces them before and after the handler runs.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Endpoint } from '../../contract/endpoints';
import type { SessionInfo } from '../auth/sessions';
import type { Member } from '../db/members';
import type { Merchant } from '../merchants/load';
import { HttpError } from './errors';

export interface HttpContext<B = unknown> {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  merchant: Merchant;
  /** The logged-in member, when the call carried a live token (always set when auth is 'required'). */
  member?: Member;
  session?: SessionInfo;
  ip: string;
  /** The request, decoded by the endpoint's request decoder (decrypted first for encrypted calls). */
  body: B;
}

export interface RouteOptions {
  /** Answer cross-origin callers (Access-Control-Allow-Origin: *) and their preflight. */
  cors?: boolean;
  /** The Merchant header may be missing; the merchant then comes from the Host header. */
  merchantOptional?: boolean;
}

export interface RouteDef {
  endpoint: Endpoint<unknown, unknown>;
  handler: (ctx: HttpContext) => unknown;
  options: RouteOptions;
}

export function route<Req, Res>(
  endpoint: Endpoint<Req, Res>,
  handler: (ctx: HttpContext<Req>) => NoInfer<Res> | Promise<NoInfer<Res>>,
  options: RouteOptions = {},
): RouteDef {
  return { endpoint, handler: handler as (ctx: HttpContext) => unknown, options };
}

export const notLoggedIn = () => new HttpError(401, 'customer.not.login', 'CUSTOMER_NOT_LOGIN');

/** The member of a call whose endpoint has auth 'required' (the dispatcher guarantees it). */
export function requireMember(ctx: HttpContext<unknown>): { member: Member; session: SessionInfo } {
  if (!ctx.member || !ctx.session) throw notLoggedIn();
  return { member: ctx.member, session: ctx.session };
}

/** A single request header as a string (the first one when repeated). */
export function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
