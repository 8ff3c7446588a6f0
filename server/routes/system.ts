/** System calls (§7): status, countries, ping, and the site config (customer service, domains). */
import { randomInt } from 'node:crypto';
import { api } from '../../src/api/contract';
import type { CountriesValue, SiteConfig, SystemStatus } from '../../src/api/entities';
import { CS_PATH_KEY_LENGTH, encodeCsPath } from '../../src/shared/cs-path';
import type { AppDeps } from '../deps';
import { route, type RouteDef } from '../http/route';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh key for one obfuscated customer-service path (§3: the last 8 characters). */
export function randomCsKey(): string {
  let key = '';
  for (let i = 0; i < CS_PATH_KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

export function systemRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.systemStatus, (ctx): SystemStatus => ({ ip: ctx.ip, ...deps.merchantStatus.forVisitor(ctx.merchant.code, ctx.ip) })),

    route(api.systemCountry, (ctx): CountriesValue => {
      const countries = deps.catalogue.countries();
      const preferred = countries.find((c) => c.countryCode === ctx.merchant.defaultCountry);
      return {
        countryCode: ctx.merchant.defaultCountry,
        countryDialingCode: preferred?.countryDialingCode ?? '',
        countries,
      };
    }),

    // Probed cross-origin by the domain failover (§4 domain modal, §7 speed ping): CORS open.
    route(api.ping, () => ({ time: deps.clock() }), { cors: true, merchantOptional: true }),

    route(api.siteConfig, (ctx): SiteConfig => ({
      customerService: ctx.merchant.customerService.map((entry) => ({ ...entry, path: encodeCsPath(entry.path, randomCsKey()) })),
      domainList: ctx.merchant.domainList,
    })),
  ];
}
