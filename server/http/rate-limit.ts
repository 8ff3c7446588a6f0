/**
 * A small in-memory sliding-window limiter, keyed by whatever the caller names (an address, an
 * address and a device). Used where a hit must cost nothing (no database write): the admin
 * endpoint, the hash pool's admission. Entries expire on their own; the map is bounded.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts a hit for `key`; returns 0 when allowed, else the seconds until the next one is. */
  take(key: string, now: number = Date.now()): number {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.delete(key);
    if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
    this.hits.set(key, recent);
    return 0;
  }
}

/**
 * A quota of units (stored rows, not calls) per key in fixed windows: `remaining` says how many a
 * key may still spend in its current window, `spend` takes them. In memory and bounded like
 * WindowLimiter: a restart forgets the windows (what they bound, the tracking table, has its own cap).
 */
export class QuotaWindow {
  private readonly used = new Map<string, { start: number; n: number }>();

  constructor(
    readonly quota: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  private current(key: string, now: number): { start: number; n: number } | undefined {
    const entry = this.used.get(key);
    return entry && entry.start + this.windowMs > now ? entry : undefined;
  }

  remaining(key: string, now: number = Date.now()): number {
    return Math.max(0, this.quota - (this.current(key, now)?.n ?? 0));
  }

  spend(key: string, n: number, now: number = Date.now()): void {
    if (n <= 0) return;
    const entry = this.current(key, now) ?? { start: now, n: 0 };
    entry.n += n;
    this.used.delete(key);
    if (this.used.size >= this.maxKeys) this.used.delete(this.used.keys().next().value!);
    this.used.set(key, entry);
  }

  /** Seconds until the key's window starts afresh (at least 1). */
  retryAfter(key: string, now: number = Date.now()): number {
    const entry = this.current(key, now);
    return entry ? Math.max(1, Math.ceil((entry.start + this.windowMs - now) / 1000)) : 1;
  }
}
