/**
 * Seeds the database from the merchant configs on every start, idempotently: rows are inserted
 * when missing and never overwritten (a seeded member whose password or language changed keeps
 * it; a merchant status changed in the database stays changed).
 */
import { DEFAULT_PASSWORD } from '../../contract/constants';
import type { PasswordHasher } from '../crypto/passwords';
import type { Merchant } from '../merchants/load';
import { COUNTRIES } from './countries';
import type { Database } from './index';
import { Members } from './members';
import { SecondFactorStore } from '../auth/second-factor';
import { normalizeHost } from '../system/status';

const DAY_MS = 24 * 60 * 60 * 1000;
/** §9: game ordinals step by 100. */
export const VENDOR_ORDINAL_STEP = 100;

function seedCatalogue(db: Database, merchants: readonly Merchant[], now: number): void {
  const country = db.prepare<[string, string, string]>(
    'INSERT OR IGNORE INTO countries (country_code, dialing_code, name) VALUES (?, ?, ?)',
  );
  const status = db.prepare<[string, number, number | null, string | null, number, number]>(
    `INSERT OR IGNORE INTO merchant_status (merchant_code, maintenance, maintenance_end, maintenance_description, region_restriction, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const restrictedIp = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO merchant_restricted_ips (merchant_code, ip) VALUES (?, ?)',
  );
  const unavailableHost = db.prepare<[string, string]>(
    'INSERT OR IGNORE INTO merchant_unavailable_hosts (merchant_code, host) VALUES (?, ?)',
  );
  const vendor = db.prepare<[string, string, string, string, number]>(
    'INSERT OR IGNORE INTO game_vendors (merchant_code, vendor, display_name, game_type, ordinal) VALUES (?, ?, ?, ?, ?)',
  );
  const game = db.prepare<[string, string, string, string, string]>(
    'INSERT OR IGNORE INTO games (merchant_code, vendor, game_code, name, game_type) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const c of COUNTRIES) country.run(c.code, c.dialingCode, c.name);
    for (const merchant of merchants) {
      const s = merchant.status;
      const inserted = status.run(
        merchant.code,
        s.maintenance ? 1 : 0,
        s.maintenanceEnd ?? null,
        s.maintenanceDescription ?? null,
        s.regionRestriction ? 1 : 0,
        now,
      ).changes;
      // The restricted IPs and retired hosts belong to the status row: seeded with it, then owned by the database.
      if (inserted) {
        for (const ip of s.restrictedIps) restrictedIp.run(merchant.code, ip);
        for (const host of s.unavailableHosts) unavailableHost.run(merchant.code, normalizeHost(host));
      }
      merchant.vendors.forEach((v, i) => {
        vendor.run(merchant.code, v.vendor, v.displayName, v.gameType, (i + 1) * VENDOR_ORDINAL_STEP);
        for (const g of v.games) game.run(merchant.code, v.vendor, g.gameCode, g.name, v.gameType);
      });
    }
  })();
}

async function seedMembers(
  db: Database,
  merchants: readonly Merchant[],
  passwords: PasswordHasher,
  now: number,
): Promise<number> {
  const members = new Members(db);
  const secondFactor = new SecondFactorStore(db);
  let created = 0;
  for (const merchant of merchants) {
    for (const seed of merchant.members) {
      if (members.usernameTaken(merchant.code, seed.username)) continue;
      const passwordHash = await passwords.hash(seed.password);
      // Checked again after the await: another start may have seeded it meanwhile.
      if (members.usernameTaken(merchant.code, seed.username)) continue;
      const id = members.insert({
        merchantCode: merchant.code,
        username: seed.username,
        mobileDialingCode: seed.mobileDialingCode,
        mobileNum: seed.mobileNum,
        email: seed.email,
        passwordHash,
        passwordIsDefault: seed.password === DEFAULT_PASSWORD,
        type: seed.type,
        regDate: now - seed.regDaysAgo * DAY_MS,
        language: seed.language ?? merchant.public.defaultLanguage,
        clubLabel: seed.clubLabel,
        passwordChangedAt: now - seed.passwordChangedDaysAgo * DAY_MS,
        registerMethod: 'SEED',
        createdAt: now,
      });
      if (seed.secondFactor) secondFactor.set(id, seed.secondFactor);
      created++;
    }
  }
  return created;
}

/** Returns how many members were created (0 on a restart). */
export async function seedDatabase(
  db: Database,
  merchants: readonly Merchant[],
  passwords: PasswordHasher,
  now: number = Date.now(),
): Promise<number> {
  seedCatalogue(db, merchants, now);
  return seedMembers(db, merchants, passwords, now);
}
