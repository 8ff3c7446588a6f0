/**
 * Seeding a merchant's data from a file once (install settings, promotions): each merchant not
 * seeded yet gets <dir>/<CODE>.json decoded (none: null), applied in one transaction and marked
 * seeded; after that the database owns the data and a restart does not undo an admin's change. A
 * malformed file stops the start, naming the file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DecodeError } from '../../contract/decode';
import type { Database } from '../db/index';
import type { Merchant } from './load';

/** Which merchants an area has seeded, in its own `<area>_seeded (merchant_code, seeded_at)` table. */
export interface SeededMarks {
  isSeeded(merchantCode: string): boolean;
  /** Marks a merchant seeded at `now`; a merchant marked already keeps its first time. */
  markSeeded(merchantCode: string, now: number): void;
}

/** Issue 36: the seed marks of one area's table (install, member pages, promotions), once for all three. */
export function seededMarks(
  db: Database,
  table: 'install_seeded' | 'member_pages_seeded' | 'promo_seeded',
): SeededMarks {
  return {
    isSeeded: (merchantCode) =>
      db.prepare(`SELECT 1 FROM ${table} WHERE merchant_code = ?`).get(merchantCode) !== undefined,
    markSeeded: (merchantCode, now) =>
      void db.prepare(`INSERT OR IGNORE INTO ${table} (merchant_code, seeded_at) VALUES (?, ?)`).run(merchantCode, now),
  };
}

export interface SeededOnce {
  readonly seeded: SeededMarks;
  transaction(run: () => void): void;
}

export function seedOnce<T>(
  store: SeededOnce,
  merchants: readonly Merchant[],
  now: number,
  source: {
    dir: string;
    decode: (raw: unknown) => T;
    /** False seeds every merchant with no file (null). */
    read?: boolean;
  },
  apply: (merchant: Merchant, seed: T | null, file: string) => void,
): number {
  let seeded = 0;
  for (const merchant of merchants) {
    if (store.seeded.isSeeded(merchant.code)) continue;
    const file = join(source.dir, `${merchant.code}.json`);
    let seed: T | null;
    try {
      seed = source.read !== false && existsSync(file) ? source.decode(JSON.parse(readFileSync(file, 'utf8'))) : null;
    } catch (error) {
      throw new Error(`${file}: ${error instanceof DecodeError ? error.message : String(error)}`);
    }
    store.transaction(() => {
      apply(merchant, seed, file);
      store.seeded.markSeeded(merchant.code, now);
    });
    seeded++;
  }
  return seeded;
}
