/** Game catalogue calls (§7 GCSGAME_newGameVendor). */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { route, type RouteDef } from '../http/route';

export function gameRoutes(deps: AppDeps): RouteDef[] {
  return [
    // The platform query parameter is accepted; every platform sees the same catalogue here.
    route(api.gameVendors, (ctx) => deps.catalogue.vendors(ctx.merchant.code)),
  ];
}
