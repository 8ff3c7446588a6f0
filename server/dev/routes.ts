/**
 * Development-only calls. app.ts registers them only when the server runs in development mode; in
 * production mode their paths answer 404 not_found like any unknown call.
 *
 * GET /wps/dev/outbox?to=&channel= lists the newest SMS and email messages the server "sent" for
 * the merchant (it has no gateway), so developers and tests can read verification codes. `to` is
 * "<dialing code> <number>" for SMS ("1 2025550101") or the lower-case email.
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { route, type RouteDef } from '../http/route';

export function devRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.devOutbox, (ctx) =>
      deps.codes.outbox(ctx.merchant.code, ctx.body.to?.trim().toLowerCase(), ctx.body.channel),
    ),
  ];
}
