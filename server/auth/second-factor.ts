/**
 * Per-member second-factor settings (§3 second-factor request, §8 login_verify_required) and the
 * addresses each member has verified from.
 */
import type { VerifyRequiredFlags } from '../../contract/entities';
import type { Database } from '../db/index';

export const SECOND_FACTOR_METHODS = ['payeeName', 'sms', 'ga', 'email'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export interface SecondFactorSettings {
  methods: SecondFactorMethod[];
  payeeName: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
}

interface Row {
  methods: string;
  payee_name: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
}

const isMethod = (m: string): m is SecondFactorMethod => (SECOND_FACTOR_METHODS as readonly string[]).includes(m);

/** The §8 login_verify_required value: a flag per method. */
export function flagsOf(methods: readonly SecondFactorMethod[]): VerifyRequiredFlags {
  return {
    email: methods.includes('email'),
    ga: methods.includes('ga'),
    sms: methods.includes('sms'),
    payeeName: methods.includes('payeeName'),
  };
}

export class SecondFactorStore {
  private readonly getStmt;
  private readonly setStmt;
  private readonly stepStmt;
  private readonly knownStmt;
  private readonly rememberStmt;

  constructor(db: Database) {
    this.getStmt = db.prepare<[number], Row>(
      'SELECT methods, payee_name, totp_secret, totp_last_step FROM member_second_factor WHERE member_id = ?',
    );
    this.setStmt = db.prepare<[number, string, string | null, string | null]>(
      `INSERT INTO member_second_factor (member_id, methods, payee_name, totp_secret) VALUES (?, ?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET methods = excluded.methods, payee_name = excluded.payee_name, totp_secret = excluded.totp_secret`,
    );
    // Only ever moves forward, so two requests racing with the same code cannot both pass.
    this.stepStmt = db.prepare<[number, number, number]>(
      'UPDATE member_second_factor SET totp_last_step = ? WHERE member_id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
    );
    this.knownStmt = db.prepare<[number, string], { n: number }>(
      'SELECT 1 AS n FROM member_known_ips WHERE member_id = ? AND ip = ?',
    );
    this.rememberStmt = db.prepare<[number, string, number]>(
      'INSERT INTO member_known_ips (member_id, ip, verified_at) VALUES (?, ?, ?) ON CONFLICT (member_id, ip) DO UPDATE SET verified_at = excluded.verified_at',
    );
  }

  /** The member's settings; null when the member has no second factor. */
  settingsFor(memberId: number): SecondFactorSettings | null {
    const row = this.getStmt.get(memberId);
    if (!row) return null;
    const methods = row.methods
      .split(',')
      .map((m) => m.trim())
      .filter(isMethod);
    if (methods.length === 0) return null;
    return { methods, payeeName: row.payee_name, totpSecret: row.totp_secret, totpLastStep: row.totp_last_step };
  }

  set(
    memberId: number,
    settings: { methods: readonly SecondFactorMethod[]; payeeName?: string; totpSecret?: string },
  ): void {
    this.setStmt.run(memberId, settings.methods.join(','), settings.payeeName ?? null, settings.totpSecret ?? null);
  }

  /** Records that a TOTP step was used; false when it (or a later one) already was. */
  useTotpStep(memberId: number, step: number): boolean {
    return this.stepStmt.run(step, memberId, step).changes === 1;
  }

  isKnownIp(memberId: number, ip: string): boolean {
    return this.knownStmt.get(memberId, ip) !== undefined;
  }

  rememberIp(memberId: number, ip: string, now: number): void {
    this.rememberStmt.run(memberId, ip, now);
  }
}
