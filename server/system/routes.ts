/** System calls (§7): status, countries, ping, the site config (customer service, domains) and the customer-service script. */
import { randomInt } from 'node:crypto';
import { api } from '../../contract/endpoints';
import type { CountriesValue, SiteConfig, SystemStatus } from '../../contract/entities';
import { CS_PATH_KEY_LENGTH, encodeCsPath } from '../../contract/cs-path';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { route, type HttpContext, type RouteDef } from '../http/route';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh key for one obfuscated customer-service path (§3: the last 8 characters). */
export function randomCsKey(): string {
  let key = '';
  for (let i = 0; i < CS_PATH_KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** §8: the host the player opened is being retired; the storefront looks for another line. */
export const domainNotAvailable = () =>
  new HttpError(410, 'domain_not_available', 'This address is no longer in service. Please continue on another line.');

/** The merchant's customer-service entries, each path obfuscated with a fresh key (§3). */
function obfuscatedCustomerService(ctx: HttpContext<unknown>) {
  return ctx.merchant.customerService.map((entry) => ({ ...entry, path: encodeCsPath(entry.path, randomCsKey()) }));
}

export function systemRoutes(deps: AppDeps): RouteDef[] {
  const assertLineInService = (ctx: HttpContext<unknown>) => {
    if (deps.merchantStatus.isHostUnavailable(ctx.merchant.code, ctx.req.headers.host)) throw domainNotAvailable();
  };

  return [
    route(api.systemStatus, (ctx): SystemStatus => {
      assertLineInService(ctx);
      return { ip: ctx.ip, ...deps.merchantStatus.forVisitor(ctx.merchant.code, ctx.ip) };
    }),

    route(api.systemCountry, (ctx): CountriesValue => {
      const countries = deps.catalogue.countries();
      const preferred = countries.find((c) => c.countryCode === ctx.merchant.defaultCountry);
      return {
        countryCode: ctx.merchant.defaultCountry,
        countryDialingCode: preferred?.countryDialingCode ?? '',
        countries,
      };
    }),

    // Probed cross-origin by the domain failover (§4 domain modal, §7 speed ping): CORS open. A
    // retired line does not answer it, so it never wins the race (api.speedPing is the same path).
    route(
      api.ping,
      (ctx) => {
        assertLineInService(ctx);
        return { time: deps.clock() };
      },
      { cors: true, merchantOptional: true },
    ),

    route(api.siteConfig, (ctx): SiteConfig => ({
      customerService: obfuscatedCustomerService(ctx),
      domainList: ctx.merchant.domainList,
    })),

    // §7 domainRoute (its answer is not shown in the spec): the lines this merchant routes players to.
    // This server keeps one list, the config's; the storefront merges both (features/domains).
    route(api.domainRoute, (ctx) => ({ domains: ctx.merchant.domainList.map((d) => d.domainName) })),

    // §3 customer-service entries for the member's pages; the storefront merges them with the
    // config call's and restricts them by label (§5). This server keeps one list for both.
    route(api.customerServiceScript, (ctx) => obfuscatedCustomerService(ctx)),
  ];
}
