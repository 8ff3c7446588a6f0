/**
 * Tracking events of the §7 event report call, stored once per id (issue 17): a retry, a
 * duplicate from the worker and a sendBeacon copy all count once. Ids are kept at least 30 days
 * (TRACKING_ID_RETENTION_MS), longer than the device keeps an unsent event (§9 heartbeat 30 days),
 * so a late retry still finds its id.
 *
 * Issue 35 (tracking flood): the table never holds more than TRACKING_MAX_ROWS events, whatever
 * arrives: past it the oldest received are pruned first (the per-address and per-device quotas of
 * tracking/routes.ts make reaching it take many addresses; only a flood that big can cut an id's
 * 30 days short).
 */
import type { WireEvent } from '../../contract/tracking-wire';
import type { Database } from '../db/index';

export const TRACKING_ID_RETENTION_MS = 35 * 24 * 60 * 60 * 1000;
/** At most this many events are stored, all merchants together (about 250 bytes each: ≈ 125 MB). */
export const TRACKING_MAX_ROWS = 500_000;

export interface StoredEvent {
  id: string;
  eventName: string;
  eventValue: string;
  domain: string;
  affiliateCode: string;
  channels: string[];
  memberId: number | null;
  time: number;
  receivedAt: number;
}

export class TrackingStore {
  /** Rows held, counted once on first use and kept up to date by record and purge. */
  private rows: number | null = null;

  constructor(
    private readonly db: Database,
    readonly maxRows: number = TRACKING_MAX_ROWS,
  ) {}

  private count(): number {
    this.rows ??= this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM tracking_events').get()?.n ?? 0;
    return this.rows;
  }

  /** The ids among `ids` this merchant already holds (a retry: acknowledged, costs no quota). */
  known(merchantCode: string, ids: readonly string[]): Set<string> {
    if (ids.length === 0) return new Set();
    const rows = this.db
      .prepare<string[], { event_id: string }>(
        `SELECT event_id FROM tracking_events WHERE merchant_code = ? AND event_id IN (${ids.map(() => '?').join(',')})`,
      )
      .all(merchantCode, ...ids);
    return new Set(rows.map((r) => r.event_id));
  }

  /** Stores the events not seen before; answers how many were new. */
  record(merchantCode: string, events: readonly WireEvent[], memberId: number | null, now: number): number {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO tracking_events
         (merchant_code, event_id, event_name, event_value, domain, affiliate_code, channels, member_id, happened_at, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const before = this.count();
    let added = 0;
    this.db.transaction(() => {
      for (const e of events) {
        added += insert.run(
          merchantCode,
          e.id,
          e.eventName,
          e.eventValue,
          e.domain,
          e.affiliateCode,
          JSON.stringify(e.channels),
          memberId,
          e.time,
          now,
        ).changes;
      }
    })();
    if (added > 0) {
      this.rows = before + added;
      if (this.rows > this.maxRows) this.pruneOldest(this.rows - this.maxRows);
    }
    return added;
  }

  /** Drops the `n` events received first (issue 35: storage stays bounded whatever arrives). */
  private pruneOldest(n: number): void {
    const removed = this.db
      .prepare(
        `DELETE FROM tracking_events WHERE (merchant_code, event_id) IN
           (SELECT merchant_code, event_id FROM tracking_events ORDER BY received_at, happened_at LIMIT ?)`,
      )
      .run(n).changes;
    this.rows = this.count() - removed;
  }

  list(merchantCode: string, limit = 5000): StoredEvent[] {
    return this.db
      .prepare<[string, number], Record<string, string | number | null>>(
        `SELECT event_id, event_name, event_value, domain, affiliate_code, channels, member_id, happened_at, received_at
           FROM tracking_events WHERE merchant_code = ? ORDER BY happened_at, event_id LIMIT ?`,
      )
      .all(merchantCode, limit)
      .map((r) => ({
        id: String(r.event_id),
        eventName: String(r.event_name),
        eventValue: String(r.event_value),
        domain: String(r.domain),
        affiliateCode: String(r.affiliate_code),
        channels: JSON.parse(String(r.channels)) as string[],
        memberId: r.member_id === null ? null : Number(r.member_id),
        time: Number(r.happened_at),
        receivedAt: Number(r.received_at),
      }));
  }

  purge(now: number): number {
    const removed = this.db
      .prepare('DELETE FROM tracking_events WHERE received_at < ?')
      .run(now - TRACKING_ID_RETENTION_MS).changes;
    this.rows = null;
    return removed;
  }
}
