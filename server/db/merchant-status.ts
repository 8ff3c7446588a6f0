/**
 * The live maintenance / region-restriction state of a merchant (merchant_status and
 * merchant_restricted_ips). Seeded once from the merchant config, then owned by the database, so
 * operators can change it while the server runs (server/README.md).
 */
import type { Database } from './index';

export interface MerchantStatus {
  maintenance: boolean;
  maintenanceEnd?: number;
  maintenanceDescription?: string;
  regionRestriction: boolean;
}

interface StatusRow {
  maintenance: number;
  maintenance_end: number | null;
  maintenance_description: string | null;
  region_restriction: number;
}

export class MerchantStatusStore {
  private readonly statusStmt;
  private readonly ipStmt;

  constructor(db: Database) {
    this.statusStmt = db.prepare<[string], StatusRow>(
      'SELECT maintenance, maintenance_end, maintenance_description, region_restriction FROM merchant_status WHERE merchant_code = ?',
    );
    this.ipStmt = db.prepare<[string, string], { n: number }>('SELECT 1 AS n FROM merchant_restricted_ips WHERE merchant_code = ? AND ip = ?');
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
}
