/** Read-only reference data: countries and each merchant's game vendors. */
import type { Database } from '../db/index';

export interface CountryRow {
  countryCode: string;
  countryDialingCode: string;
}

export interface VendorRow {
  vendor: string;
  displayName: string;
  gameType: string;
  ordinal: number;
}

export class Catalogue {
  private readonly countriesStmt;
  private readonly dialingStmt;
  private readonly vendorsStmt;

  constructor(db: Database) {
    this.countriesStmt = db.prepare<[], CountryRow>(
      'SELECT country_code AS countryCode, dialing_code AS countryDialingCode FROM countries ORDER BY name',
    );
    this.dialingStmt = db.prepare<[string], { n: number }>(
      'SELECT 1 AS n FROM countries WHERE dialing_code = ? LIMIT 1',
    );
    this.vendorsStmt = db.prepare<[string], VendorRow>(
      `SELECT vendor, display_name AS displayName, game_type AS gameType, ordinal
         FROM game_vendors WHERE merchant_code = ? ORDER BY ordinal, vendor`,
    );
  }

  countries(): CountryRow[] {
    return this.countriesStmt.all();
  }

  isKnownDialingCode(dialingCode: string): boolean {
    return this.dialingStmt.get(dialingCode) !== undefined;
  }

  vendors(merchantCode: string): VendorRow[] {
    return this.vendorsStmt.all(merchantCode);
  }
}
