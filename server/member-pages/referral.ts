/**
 * Issue 16: a member's referral code (made on first use), its switch and the invited count.
 */
import { randomInt } from 'node:crypto';
import type { ReferralInfo } from '../../contract/member-pages';
import type { Database } from '../db/index';
import type { ActionKeys } from './keys';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERRAL_CODE_LENGTH = 8;

export class ReferralStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
  ) {}

  enabled(memberId: number): boolean {
    return (
      this.db
        .prepare<[number], { enabled: number }>('SELECT enabled FROM member_referral WHERE member_id = ?')
        .get(memberId)?.enabled === 1
    );
  }

  /** The member's referral code (made on first use), switch and invited count. */
  info(memberId: number, merchantCode: string): ReferralInfo {
    let row = this.db
      .prepare<[number], { code: string; enabled: number }>(
        'SELECT code, enabled FROM member_referral WHERE member_id = ?',
      )
      .get(memberId);
    if (!row) {
      this.set(memberId, merchantCode, null, false);
      row = this.db
        .prepare<[number], { code: string; enabled: number }>(
          'SELECT code, enabled FROM member_referral WHERE member_id = ?',
        )
        .get(memberId)!;
    }
    const invited = this.db
      .prepare<[string, string], { n: number }>(
        'SELECT COUNT(*) AS n FROM members WHERE merchant_code = ? AND referral_code = ?',
      )
      .get(merchantCode, row.code)!.n;
    return { code: row.code, enabled: row.enabled === 1, invitedCount: invited };
  }

  /** Sets a member's code (a new random one when null and none exists) and switch. */
  set(memberId: number, merchantCode: string, code: string | null, enabled: boolean): void {
    this.keys.transaction(() => {
      const existing = this.db
        .prepare<[number], { code: string }>('SELECT code FROM member_referral WHERE member_id = ?')
        .get(memberId);
      let chosen = code ?? existing?.code;
      for (let attempt = 0; !chosen && attempt < 20; attempt++) {
        const candidate = Array.from(
          { length: REFERRAL_CODE_LENGTH },
          () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
        ).join('');
        const taken = this.db
          .prepare('SELECT 1 FROM member_referral WHERE merchant_code = ? AND code = ?')
          .get(merchantCode, candidate);
        if (!taken) chosen = candidate;
      }
      if (!chosen) throw new Error('no free referral code');
      this.db
        .prepare(
          `INSERT INTO member_referral (member_id, merchant_code, code, enabled) VALUES (?, ?, ?, ?)
           ON CONFLICT (member_id) DO UPDATE SET code = excluded.code, enabled = excluded.enabled`,
        )
        .run(memberId, merchantCode, chosen, enabled ? 1 : 0);
    });
  }
}
