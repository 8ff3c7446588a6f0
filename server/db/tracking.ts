/**
 * Tracking events of the §7 event report call, stored once per id (issue 17): a retry, a
 * duplicate from the worker and a sendBeacon copy all count once. Ids are kept at least 30 days
 * (TRACKING_ID_RETENTION_MS), longer than the device keeps an unsent event (§9 heartbeat 30 days),
 * so a late retry still finds its id.
 */
import type { WireEvent } from '../../contract/tracking-wire';
import type { Database } from './index';

export const TRACKING_ID_RETENTION_MS = 35 * 24 * 60 * 60 * 1000;

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
  constructor(private readonly db: Database) {}

  /** Stores the events not seen before; answers how many were new. */
  record(merchantCode: string, events: readonly WireEvent[], memberId: number | null, now: number): number {
    const insert = this.db.prepare(
      `INSERT OR IGNORE INTO tracking_events
         (merchant_code, event_id, event_name, event_value, domain, affiliate_code, channels, member_id, happened_at, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
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
    return added;
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
    return this.db.prepare('DELETE FROM tracking_events WHERE received_at < ?').run(now - TRACKING_ID_RETENTION_MS)
      .changes;
  }
}
