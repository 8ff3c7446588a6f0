/** Issue 36: one seededMarks(db, table) for the three areas seeded once per merchant (install, member pages, promotions). */
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/index';
import { seededMarks } from './seed-once';

describe('seededMarks (issue 36)', () => {
  const db = new BetterSqlite3(':memory:');
  migrate(db);

  for (const table of ['install_seeded', 'member_pages_seeded', 'promo_seeded'] as const) {
    it(`${table}: a merchant is seeded once marked, others not; a second mark keeps the first time`, () => {
      const marks = seededMarks(db, table);
      expect(marks.isSeeded('DEMO')).toBe(false);
      marks.markSeeded('DEMO', 1000);
      expect(marks.isSeeded('DEMO')).toBe(true);
      expect(marks.isSeeded('ACE')).toBe(false);
      marks.markSeeded('DEMO', 2000);
      expect(db.prepare(`SELECT seeded_at FROM ${table} WHERE merchant_code = ?`).get('DEMO')).toEqual({
        seeded_at: 1000,
      });
    });
  }

  it('each area keeps its own marks', () => {
    const install = seededMarks(db, 'install_seeded');
    const promo = seededMarks(db, 'promo_seeded');
    install.markSeeded('LUCKY', 1);
    expect(install.isSeeded('LUCKY')).toBe(true);
    expect(promo.isSeeded('LUCKY')).toBe(false);
  });
});
