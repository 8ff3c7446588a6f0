/**
 * The domain modal's calls (§2 domain_not_available): the site config (its line list and
 * customer-service entries) and the speed ping of one line. Plain functions, not queries: the
 * modal is a status screen, shown before and without the data layer. The HTTP client loads lazily.
 */
import { loadHttpClient } from '../../api/client';
import type { CustomerServiceEntry } from '../../../contract/entities';
import { lineNames } from './rules';

/**
 * The lines and customer-service entries to offer; none when the config cannot be had. The lines
 * are the config's domain list and the platform's domain routes (§7 GET /wps/system/domainRoute),
 * asked at once; either may fail alone.
 */
export async function fetchDomainConfig(): Promise<{
  customerService: readonly CustomerServiceEntry[];
  domainNames: readonly string[];
}> {
  const http = await loadHttpClient();
  const [config, routes] = await Promise.all([
    http.call('siteConfig', {}).catch(() => ({ customerService: [], domainList: [] })),
    http.call('domainRoute', {}).catch(() => ({ domains: [] })),
  ]);
  return {
    customerService: config.customerService,
    domainNames: lineNames(
      config.domainList.map((d) => d.domainName),
      routes.domains,
    ),
  };
}

/**
 * A line's speed ping (§7), against that origin, once the client is loaded: each ping then leaves
 * at once when called, so the race's probes all leave together. Each probe awaiting the client on
 * its own sent them out one by one, 2 ms apart or more while the page was busy: a line probed
 * last started behind for nothing (issue 18, the fastest line).
 */
export async function linePinger(): Promise<(origin: string, signal: AbortSignal) => Promise<unknown>> {
  const http = await loadHttpClient();
  return (origin, signal) => http.call('speedPing', { speed: Date.now() }, { baseUrl: origin, signal });
}
