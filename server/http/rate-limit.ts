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
