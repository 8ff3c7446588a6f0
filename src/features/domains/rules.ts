/**
 * Spec §2 / §4 domain modal: which lines are probed, how the fastest one is found, and where Retry
 * goes. Pure, apart from the timers and probes the caller hands in.
 */
import { DOMAIN_RETRY_PATH, MAX_DOMAINS_PROBED, SPEED_PING_TIMEOUT_MS } from '../../config/constants';

/**
 * A §3 domain list entry as an origin ("https://line2.example.com"), or null when it is not one.
 * A bare host name gets the page's own protocol; only http and https lines are ever probed.
 */
export function domainOrigin(domainName: string, pageProtocol: string): string | null {
  const name = domainName.trim();
  if (!name) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(name)
    ? name
    : `${pageProtocol === 'https:' ? 'https:' : 'http:'}//${name}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * §7 GET /wps/system/domainRoute beside the config call's domain list: the lines of both, each once
 * (names compared without case or a trailing dot), the config's first.
 */
export function lineNames(domainList: readonly string[], domainRoutes: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...domainList, ...domainRoutes]) {
    const key = name.trim().toLowerCase().replace(/\.$/, '');
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(name.trim());
  }
  return out;
}

/**
 * §4: up to 10 random lines of the list. The line the player is on (it just said it is not
 * available) is left out, and a line listed twice counts once. `random` is Math.random in the app.
 */
export function pickDomains(
  domainNames: readonly string[],
  {
    currentOrigin,
    pageProtocol,
    random = Math.random,
    max = MAX_DOMAINS_PROBED,
  }: {
    currentOrigin: string;
    pageProtocol: string;
    random?: () => number;
    max?: number;
  },
): string[] {
  const origins = [
    ...new Set(domainNames.map((n) => domainOrigin(n, pageProtocol)).filter((o): o is string => o !== null)),
  ].filter((o) => o !== currentOrigin);
  // Fisher–Yates: every order equally likely, so each line gets its share of the probes.
  for (let i = origins.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [origins[i], origins[j]] = [origins[j]!, origins[i]!];
  }
  return origins.slice(0, Math.max(0, max));
}

export interface RaceResult {
  origin: string;
  /** From the start of the race to the winning answer. */
  elapsedMs: number;
}

export interface RaceOptions {
  /** The whole race gives up after this long (§9: 10 s). */
  timeoutMs?: number;
  max?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Ends the race early (the modal went away): every probe is cancelled and the answer is null. */
  signal?: AbortSignal;
}

/**
 * §4: pings every line at once; the first to answer is the fastest line. The moment one answers,
 * the probes still running are cancelled (their signals abort). At most 10 lines are probed; when
 * none answers within the timeout, or all fail, the answer is null.
 */
export function raceFastest(
  origins: readonly string[],
  ping: (origin: string, signal: AbortSignal) => Promise<unknown>,
  {
    timeoutMs = SPEED_PING_TIMEOUT_MS,
    max = MAX_DOMAINS_PROBED,
    now = () => performance.now(),
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    signal,
  }: RaceOptions = {},
): Promise<RaceResult | null> {
  const probed = origins.slice(0, max);
  if (probed.length === 0 || signal?.aborted) return Promise.resolve(null);
  const started = now();
  const controllers = probed.map(() => new AbortController());
  return new Promise((resolve) => {
    let settled = false;
    let failures = 0;
    const finish = (result: RaceResult | null, winner = -1) => {
      if (settled) return;
      settled = true;
      clearTimer(timer);
      signal?.removeEventListener('abort', stop);
      // The losers are cancelled; the winner's answer is already complete.
      controllers.forEach((c, i) => {
        if (i !== winner && !c.signal.aborted) c.abort();
      });
      resolve(result);
    };
    const timer = setTimer(() => finish(null), timeoutMs);
    const stop = () => finish(null);
    signal?.addEventListener('abort', stop, { once: true });
    probed.forEach((origin, i) => {
      const controller = controllers[i]!;
      let probe: Promise<unknown>;
      try {
        probe = ping(origin, controller.signal);
      } catch (error) {
        probe = Promise.reject(error);
      }
      probe.then(
        () => finish({ origin, elapsedMs: now() - started }, i),
        () => {
          failures++;
          if (failures === probed.length) finish(null);
        },
      );
    });
  });
}

/**
 * §2: Retry opens /m/index.html on the fastest line, carrying affiliateCode and r (the referral
 * code) when they are known.
 */
export function retryUrl(origin: string, codes: { affiliateCode?: string; referralCode?: string }): string {
  const url = new URL(DOMAIN_RETRY_PATH, origin);
  if (codes.affiliateCode) url.searchParams.set('affiliateCode', codes.affiliateCode);
  if (codes.referralCode) url.searchParams.set('r', codes.referralCode);
  return url.href;
}
