/**
 * Game calls (§7): GCSGAME_newGameVendor, GCSGAME_getGameMatchV2, GCS_gameTrialLaunch (and its sync
 * variant) and POST /wps/game/launchGame with every variant (issue 14).
 */
import { withVendorMark } from '../art/files';
import { api, type RequestOf } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { gameNotFound } from './service';
import type { GameRow } from './store';
import { requestOrigin } from '../http/origin';
import { headerOf, requireMember, route, type HttpContext, type RouteDef } from '../http/route';
import { isKnownLanguage } from '../../contract/languages';

type LaunchRequest = RequestOf<'launchGame'>;

/** Which game a §7 launch variant opens: lotto and Vietnamese lotto open a lottery, SEA and vendor games by code. */
export function gameForLaunch(games: readonly GameRow[], body: LaunchRequest): GameRow | undefined {
  const lottery =
    body.launchMode === 'LOTT' ||
    body.prizeMode !== undefined ||
    body.area === 'VN' ||
    body.mode === 'SEA_Tradition_Mobile';
  if (body.gameCode) {
    const game = games.find((g) => g.gameCode === body.gameCode && (!body.vendor || g.vendor === body.vendor));
    return game && (!lottery || game.gameType === 'LOTTERY') ? game : undefined;
  }
  if (lottery) return games.find((g) => g.gameType === 'LOTTERY');
  return undefined;
}

function launchOptions(body: LaunchRequest): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string' || typeof v === 'boolean') out[k] = v;
  return out;
}

/**
 * The language the game page speaks (issue 32): the player's, as the storefront's Language header
 * carries it on the launch, else the launch's own `language`, else the merchant's default.
 */
export function launchLanguage(ctx: HttpContext<unknown>, asked?: string): string {
  const header = headerOf(ctx.headers, 'language')?.trim().toUpperCase();
  if (isKnownLanguage(header)) return header;
  const body = asked?.trim().toUpperCase();
  return isKnownLanguage(body) ? body : ctx.merchant.public.defaultLanguage;
}

export function gameRoutes(deps: AppDeps): RouteDef[] {
  const trial = (ctx: HttpContext<RequestOf<'gameTrialLaunch'>>) => {
    const id = Number(ctx.body.gameId);
    const game = Number.isSafeInteger(id) ? deps.games.store.gameById(ctx.merchant.code, id) : undefined;
    if (!game) throw gameNotFound();
    const gameUrl = deps.games.launch(requestOrigin(ctx.req, deps.trustProxy, ctx.merchant), {
      merchantCode: ctx.merchant.code,
      memberId: ctx.member?.id ?? null,
      game,
      trial: true,
      options: { platform: ctx.body.platform ?? 'MOBILE', language: launchLanguage(ctx) },
    });
    return { gameUrl };
  };
  return [
    // The platform query parameter is accepted; every platform sees the same catalogue here.
    route(api.gameVendors, (ctx) => deps.catalogue.vendors(ctx.merchant.code).map(withVendorMark)),
    route(api.gameMatches, (ctx) => deps.games.lanes(ctx.merchant.code)),
    route(api.gameTrialLaunch, trial),
    route(api.gameTrialLaunchSync, trial),
    route(api.launchGame, (ctx) => {
      const { member } = requireMember(ctx);
      const game = gameForLaunch(deps.games.store.games(ctx.merchant.code), ctx.body);
      if (!game) throw gameNotFound();
      const gameUrl = deps.games.launch(requestOrigin(ctx.req, deps.trustProxy, ctx.merchant), {
        merchantCode: ctx.merchant.code,
        memberId: member.id,
        game,
        trial: false,
        options: { ...launchOptions(ctx.body), language: launchLanguage(ctx, ctx.body.language) },
      });
      return { gameUrl };
    }),
  ];
}
