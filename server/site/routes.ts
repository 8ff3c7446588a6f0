/**
 * Issue 34: the call the storefront edge (server/edge/) makes to answer a page: the merchant of the
 * request's Host header as this platform runs it (its public config with the emulator and push
 * settings applied at start), its §3 domain list and the origins its pages may frame. The edge never
 * reads a merchant file or a database of its own.
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { requestOrigin } from '../http/origin';
import { route, type RouteDef } from '../http/route';

export function storefrontRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(
      api.storefrontSite,
      (ctx) => {
        const origin = deps.games.gameOrigin(requestOrigin(ctx.req, deps.trustProxy, ctx.merchant));
        return {
          merchantCode: ctx.merchant.code,
          config: ctx.merchant.public,
          domainNames: ctx.merchant.domainList.map((d) => d.domainName),
          frameOrigins: origin ? [origin] : [],
        };
      },
      { merchantOptional: true },
    ),
  ];
}
