/**
 * The live platform status of a merchant: maintenance, region restriction (merchant_status,
 * merchant_restricted_ips) and the hosts being retired (merchant_unavailable_hosts). Seeded once
 * from the merchant config, then owned by the database, so operators can change it while the server
 * runs: through the admin endpoint (server/admin/admin.ts) or SQL (server/README.md).
 */
import { hostnameOf } from '../merchants/load';
import type { Database } from '../db/index';

export interface MerchantStatus {
  maintenance: boolean;
  maintenanceEnd?: number;
  maintenanceDescription?: string;
  regionRestriction: boolean;
}

/** Everything an operator sees and sets (GET / PATCH /admin/status). */
export interface OperatorStatus {
  maintenance: boolean;
  maintenanceEnd: number | null;
  maintenanceDescription: string | null;
  regionRestriction: boolean;
  restrictedIps: string[];
  unavailableHosts: string[];
}

export type OperatorStatusPatch = Partial<OperatorStatus>;

interface StatusRow {
  maintenance: number;
  maintenance_end: number | null;
  maintenance_description: string | null;
  region_restriction: number;
}

/** "Line2.Example.com:8443" → "line2.example.com:8443"; a host entry names a host, with or without a port. */
export function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

export class MerchantStatusStore {
  private readonly statusStmt;
  private readonly ipStmt;
  private readonly ipsStmt;
  private readonly hostsStmt;
  private readonly hostStmt;

  constructor(private readonly db: Database) {
    this.statusStmt = db.prepare<[string], StatusRow>(
      'SELECT maintenance, maintenance_end, maintenance_description, region_restriction FROM merchant_status WHERE merchant_code = ?',
    );
    this.ipStmt = db.prepare<[string, string], { n: number }>(
      'SELECT 1 AS n FROM merchant_restricted_ips WHERE merchant_code = ? AND ip = ?',
    );
    this.ipsStmt = db.prepare<[string], { ip: string }>(
      'SELECT ip FROM merchant_restricted_ips WHERE merchant_code = ? ORDER BY ip',
    );
    this.hostsStmt = db.prepare<[string], { host: string }>(
      'SELECT host FROM merchant_unavailable_hosts WHERE merchant_code = ? ORDER BY host',
    );
    this.hostStmt = db.prepare<[string, string, string], { n: number }>(
      'SELECT 1 AS n FROM merchant_unavailable_hosts WHERE merchant_code = ? AND host IN (?, ?)',
    );
  }

  /** The status as seen from one IP: region-restricted when the merchant is, or when the IP is listed. */
  forVisitor(merchantCode: string, ip: string): MerchantStatus {
    const row = this.statusStmt.get(merchantCode);
    const status: MerchantStatus = {
      maintenance: row?.maintenance === 1,
      regionRestriction: row?.region_restriction === 1 || this.ipStmt.get(merchantCode, ip) !== undefined,
    };
    if (row?.maintenance_end != null) status.maintenanceEnd = row.maintenance_end;
    if (row?.maintenance_description) status.maintenanceDescription = row.maintenance_description;
    return status;
  }

  /** §8 domain_not_available: the Host header names a host (any port) or host:port the merchant retired. */
  isHostUnavailable(merchantCode: string, hostHeader: string | undefined): boolean {
    const host = normalizeHost(hostHeader ?? '');
    if (!host) return false;
    return this.hostStmt.get(merchantCode, host, hostnameOf(host)) !== undefined;
  }

  forOperator(merchantCode: string): OperatorStatus {
    const row = this.statusStmt.get(merchantCode);
    return {
      maintenance: row?.maintenance === 1,
      maintenanceEnd: row?.maintenance_end ?? null,
      maintenanceDescription: row?.maintenance_description ?? null,
      regionRestriction: row?.region_restriction === 1,
      restrictedIps: this.ipsStmt.all(merchantCode).map((r) => r.ip),
      unavailableHosts: this.hostsStmt.all(merchantCode).map((r) => r.host),
    };
  }

  /** Applies an operator's change in one transaction; fields left out stay as they are. Lists replace the old ones. */
  update(merchantCode: string, patch: OperatorStatusPatch, now: number): OperatorStatus {
    const current = this.forOperator(merchantCode);
    const next = { ...current, ...patch };
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT INTO merchant_status (merchant_code, maintenance, maintenance_end, maintenance_description, region_restriction, updated_at)
           VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (merchant_code) DO UPDATE SET maintenance = excluded.maintenance, maintenance_end = excluded.maintenance_end,
             maintenance_description = excluded.maintenance_description, region_restriction = excluded.region_restriction,
             updated_at = excluded.updated_at`,
        )
        .run(
          merchantCode,
          next.maintenance ? 1 : 0,
          next.maintenanceEnd,
          next.maintenanceDescription,
          next.regionRestriction ? 1 : 0,
          now,
        );
      if (patch.restrictedIps) {
        this.db.prepare('DELETE FROM merchant_restricted_ips WHERE merchant_code = ?').run(merchantCode);
        const insert = this.db.prepare(
          'INSERT OR IGNORE INTO merchant_restricted_ips (merchant_code, ip) VALUES (?, ?)',
        );
        for (const ip of patch.restrictedIps) insert.run(merchantCode, ip.trim());
      }
      if (patch.unavailableHosts) {
        this.db.prepare('DELETE FROM merchant_unavailable_hosts WHERE merchant_code = ?').run(merchantCode);
        const insert = this.db.prepare(
          'INSERT OR IGNORE INTO merchant_unavailable_hosts (merchant_code, host) VALUES (?, ?)',
        );
        for (const host of patch.unavailableHosts) insert.run(merchantCode, normalizeHost(host));
      }
    })();
    return this.forOperator(merchantCode);
  }
}
