/**
 * Issue 34: what the edge reads from the platform, through the contract (contract/endpoints.ts) and
 * nothing else: the site of a host (api.storefrontSite: merchant config, domain list, framed
 * origins), the public game catalogue (api.gameVendors), the lanes (api.gameMatches), the home
 * banners (api.banners), and the second asset manifest the operators publish (§7, a file path). Each answer is decoded by the contract's own decoder and cached:
 *
 * - fresh for FRESH_MS (5 s): served from memory, no call;
 * - then stale: still served at once while one background call refreshes it, up to STALE_MS (10 min)
 *   old (a platform that is down or slow meanwhile changes nothing for the page);
 * - older than that, or never fetched: the page waits for the platform, at most CALL_TIMEOUT_MS (3 s).
 *
 * So a line the platform adds to a merchant's domain list reaches every edge's CSP within 5 s, no
 * restart. The cache holds at most MAX_ENTRIES keys (hosts are the client's Host header: a flood of
 * made-up names evicts the oldest, it never grows the process).
 */
import { Pool } from 'undici';
import { tryDecode } from '../../contract/decode';
import { api, type Endpoint } from '../../contract/endpoints';
import { assetPaths } from '../../contract/asset-paths';
import type { BannerGroup } from '../../contract/ssr';
import type { PageSite } from '../http/static';

export const FRESH_MS = 5_000;
export const STALE_MS = 10 * 60_000;
export const CALL_TIMEOUT_MS = 3_000;
const MAX_ENTRIES = 1_000;
const MOBILE_ASSET_MANIFEST = assetPaths.mobileAssetManifest;

interface Entry<T> {
  value: T;
  at: number;
  refreshing: Promise<T> | null;
}

/** Stale-while-revalidate over a loader; at most one call per key at a time. */
export class SwrCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly freshMs = FRESH_MS,
    private readonly staleMs = STALE_MS,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const entry = this.entries.get(key);
    if (entry && now - entry.at < this.freshMs) return entry.value;
    if (entry && now - entry.at < this.staleMs) {
      entry.refreshing ??= this.fetch(key, load)
        .catch(() => entry.value)
        .finally(() => {
          entry.refreshing = null;
        });
      return entry.value;
    }
    return this.fetch(key, load);
  }

  private fetch(key: string, load: () => Promise<T>): Promise<T> {
    let call = this.pending.get(key);
    if (!call) {
      call = load().then((value) => {
        this.entries.delete(key);
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.set(key, { value, at: this.clock(), refreshing: null });
        return value;
      });
      const done = () => this.pending.delete(key);
      call.then(done, done);
      this.pending.set(key, call);
    }
    return call;
  }
}

export class PlatformError extends Error {}

export interface PlatformClient {
  site(host: string, proto: 'http' | 'https'): Promise<PageSite | null>;
  vendors(merchantCode: string): Promise<unknown>;
  lanes(merchantCode: string): Promise<unknown>;
  banners(merchantCode: string, group: BannerGroup): Promise<unknown>;
  /**
   * The second asset manifest (§7) as the operators published it on the platform: its text, or null
   * when none is published (the platform answers 404); throws when the platform cannot say.
   */
  mobileAssetManifest(): Promise<string | null>;
  /** Issue 32: how many announcements run in the marquee (§9): home reserves its row only then. */
  marqueeCount(merchantCode: string): Promise<number | null>;
  /** One uncached call (readiness): true when the platform answers. */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
}

export function createPlatformClient(platformUrl: string, clock: () => number = Date.now): PlatformClient {
  const base = new URL(platformUrl);
  const pool = new Pool(base.origin, {
    connections: 16,
    keepAliveTimeout: 4_000,
    headersTimeout: CALL_TIMEOUT_MS,
    bodyTimeout: CALL_TIMEOUT_MS,
    connectTimeout: CALL_TIMEOUT_MS,
  });
  const sites = new SwrCache<PageSite>(clock);
  const data = new SwrCache<unknown>(clock);
  const files = new SwrCache<string | null>(clock);

  async function call<T>(
    endpoint: Endpoint<unknown, T>,
    headers: Record<string, string>,
    query: Record<string, string> = {},
  ): Promise<T> {
    const search = new URLSearchParams(query).toString();
    const response = await pool.request({
      method: 'GET',
      path: `${endpoint.path}${search ? `?${search}` : ''}`,
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await response.body.json().catch(() => null)) as { success?: boolean; value?: unknown } | null;
    if (response.statusCode !== 200 || !body?.success)
      throw new PlatformError(`${endpoint.path} answered ${response.statusCode}`);
    const decoded = tryDecode(endpoint.answer, body.value);
    if (!decoded.ok) throw new PlatformError(`${endpoint.path}: ${decoded.error.message}`);
    return decoded.value;
  }

  const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);
  const merchantHeaders = (merchantCode: string) => ({ merchant: merchantCode });

  return {
    site(host, proto) {
      // The platform names the merchant by the Host header, and builds the framed origins from it.
      // §7 domainRoute's lines join the config's (as the page merges them, features/domains): the
      // failover probes both, so the CSP's connect-src allows both. A platform without the call
      // (or failing it) leaves the config's list.
      const headers = { host, 'x-forwarded-proto': proto };
      return orNull(
        sites.get(`${proto}://${host}`, () =>
          Promise.all([
            call(api.storefrontSite, headers),
            call(api.domainRoute, headers).catch(() => ({ domains: [] as string[] })),
          ]).then(([site, route]) => ({
            merchantCode: site.merchantCode,
            config: site.config,
            domainNames: [...new Set([...site.domainNames, ...route.domains])],
            frameOrigins: site.frameOrigins,
          })),
        ),
      );
    },
    vendors: (code) => orNull(data.get(`vendors:${code}`, () => call(api.gameVendors, merchantHeaders(code)))),
    lanes: (code) => orNull(data.get(`lanes:${code}`, () => call(api.gameMatches, merchantHeaders(code)))),
    banners: (code, group) =>
      orNull(
        data.get(`banners:${code}:${group}`, () => call(api.banners, merchantHeaders(code), { groupName: group })),
      ),
    mobileAssetManifest: () =>
      files.get(MOBILE_ASSET_MANIFEST, async () => {
        const response = await pool.request({
          method: 'GET',
          path: MOBILE_ASSET_MANIFEST,
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        const text = await response.body.text();
        if (response.statusCode === 404) return null;
        if (response.statusCode !== 200)
          throw new PlatformError(`${MOBILE_ASSET_MANIFEST} answered ${response.statusCode}`);
        return text;
      }),
    marqueeCount: (code) =>
      orNull(
        data
          .get(`announcements:${code}`, () =>
            call(api.announcements, merchantHeaders(code), { types: '', platform: 'M', category: '' }),
          )
          .then((list) => (list as readonly { marquee: boolean }[]).filter((a) => a.marquee).length),
      ),
    async reachable() {
      try {
        await call(api.ping, {}, {});
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.close(),
  };
}
