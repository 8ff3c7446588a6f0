/** Reading and writing members (the members table). */
import type { ClubLabel } from '../../contract/entities';
import type { Database } from './index';

interface MemberRowRaw {
  id: number;
  merchant_code: string;
  username: string;
  mobile_dialing_code: string | null;
  mobile_num: string | null;
  password_hash: string;
  type: number;
  reg_date: number;
  language: string;
  club_label_json: string | null;
  password_is_default: number;
  password_changed_at: number;
  last_login_at: number | null;
  email: string | null;
}

export interface Member {
  id: number;
  merchantCode: string;
  username: string;
  mobileDialingCode: string | null;
  mobileNum: string | null;
  passwordHash: string;
  type: number;
  regDate: number;
  language: string;
  clubLabel: ClubLabel | null;
  passwordIsDefault: boolean;
  passwordChangedAt: number;
  lastLoginAt: number | null;
  email: string | null;
}

export interface NewMember {
  merchantCode: string;
  username: string;
  mobileDialingCode?: string;
  mobileNum?: string;
  email?: string;
  passwordHash: string;
  passwordIsDefault: boolean;
  type: number;
  regDate: number;
  language: string;
  clubLabel?: ClubLabel;
  passwordChangedAt: number;
  registerMethod?: string;
  referralCode?: string;
  affiliateCode?: string;
  createdAt: number;
}

const COLUMNS = `id, merchant_code, username, mobile_dialing_code, mobile_num, password_hash, type, reg_date, language,
  club_label_json, password_is_default, password_changed_at, last_login_at, email`;

export function toMember(row: MemberRowRaw): Member {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    mobileDialingCode: row.mobile_dialing_code,
    mobileNum: row.mobile_num,
    passwordHash: row.password_hash,
    type: row.type,
    regDate: row.reg_date,
    language: row.language,
    clubLabel: row.club_label_json ? (JSON.parse(row.club_label_json) as ClubLabel) : null,
    passwordIsDefault: row.password_is_default === 1,
    passwordChangedAt: row.password_changed_at,
    lastLoginAt: row.last_login_at,
    email: row.email,
  };
}

/** Raised by insert when a unique rule is broken (a concurrent registration won the race). */
export class DuplicateMemberError extends Error {
  constructor(readonly field: 'username' | 'mobile') {
    super(`duplicate ${field}`);
  }
}

/**
 * Issue 36: a new member (registration by password, or by a social / phone sign-in), read back
 * once inserted; a taken username or mobile throws what `refuse` makes of it (each way in says it
 * with its own 409 code).
 */
export function createMemberOr409(
  members: Members,
  member: NewMember,
  refuse: (field: DuplicateMemberError['field']) => Error,
): Member {
  let id: number;
  try {
    id = members.insert(member);
  } catch (error) {
    if (error instanceof DuplicateMemberError) throw refuse(error.field);
    throw error;
  }
  return members.findById(id)!;
}

export class Members {
  private readonly byUsernameStmt;
  private readonly byIdStmt;
  private readonly byMobileStmt;
  private readonly insertStmt;
  private readonly languageStmt;
  private readonly loginStmt;
  private readonly passwordStmt;
  private readonly byEmailStmt;

  constructor(private readonly db: Database) {
    this.byUsernameStmt = db.prepare<[string, string], MemberRowRaw>(
      `SELECT ${COLUMNS} FROM members WHERE merchant_code = ? AND username_lower = ?`,
    );
    this.byIdStmt = db.prepare<[number], MemberRowRaw>(`SELECT ${COLUMNS} FROM members WHERE id = ?`);
    this.byMobileStmt = db.prepare<[string, string, string], { id: number }>(
      'SELECT id FROM members WHERE merchant_code = ? AND mobile_dialing_code = ? AND mobile_num = ?',
    );
    this.insertStmt =
      db.prepare(`INSERT INTO members (merchant_code, username, username_lower, mobile_dialing_code, mobile_num,
        password_hash, type, reg_date, language, club_label_json, password_is_default, password_changed_at,
        register_method, referral_code, affiliate_code, created_at, email)
      VALUES (@merchantCode, @username, @usernameLower, @mobileDialingCode, @mobileNum, @passwordHash, @type, @regDate,
        @language, @clubLabelJson, @passwordIsDefault, @passwordChangedAt, @registerMethod, @referralCode, @affiliateCode, @createdAt, @email)`);
    this.languageStmt = db.prepare<[string, number]>('UPDATE members SET language = ? WHERE id = ?');
    this.loginStmt = db.prepare<[number, number]>('UPDATE members SET last_login_at = ? WHERE id = ?');
    this.byEmailStmt = db.prepare<[string, string], { id: number }>(
      'SELECT id FROM members WHERE merchant_code = ? AND lower(email) = ?',
    );
    this.passwordStmt = db.prepare<[string, number, number, number]>(
      'UPDATE members SET password_hash = ?, password_is_default = ?, password_changed_at = ? WHERE id = ?',
    );
  }

  findByUsername(merchantCode: string, username: string): Member | null {
    const row = this.byUsernameStmt.get(merchantCode, username.toLowerCase());
    return row ? toMember(row) : null;
  }

  findById(id: number): Member | null {
    const row = this.byIdStmt.get(id);
    return row ? toMember(row) : null;
  }

  usernameTaken(merchantCode: string, username: string): boolean {
    return this.byUsernameStmt.get(merchantCode, username.toLowerCase()) !== undefined;
  }

  mobileTaken(merchantCode: string, dialingCode: string, mobileNum: string): boolean {
    return this.byMobileStmt.get(merchantCode, dialingCode, mobileNum) !== undefined;
  }

  /** Whether a member of this merchant has this email (compared without case). */
  emailTaken(merchantCode: string, email: string): boolean {
    return this.byEmailStmt.get(merchantCode, email.trim().toLowerCase()) !== undefined;
  }

  /** Inserts a member and returns its id; DuplicateMemberError when the username or mobile is taken. */
  insert(member: NewMember): number {
    try {
      const result = this.insertStmt.run({
        merchantCode: member.merchantCode,
        username: member.username,
        usernameLower: member.username.toLowerCase(),
        mobileDialingCode: member.mobileDialingCode ?? null,
        mobileNum: member.mobileNum ?? null,
        passwordHash: member.passwordHash,
        type: member.type,
        regDate: member.regDate,
        language: member.language,
        clubLabelJson: member.clubLabel ? JSON.stringify(member.clubLabel) : null,
        passwordIsDefault: member.passwordIsDefault ? 1 : 0,
        passwordChangedAt: member.passwordChangedAt,
        registerMethod: member.registerMethod ?? null,
        referralCode: member.referralCode ?? null,
        affiliateCode: member.affiliateCode ?? null,
        createdAt: member.createdAt,
        email: member.email ?? null,
      });
      return Number(result.lastInsertRowid);
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      if (code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new DuplicateMemberError(message?.includes('mobile') ? 'mobile' : 'username');
      }
      throw error;
    }
  }

  setLanguage(id: number, language: string): void {
    this.languageStmt.run(language, id);
  }

  /** A new password (change-password): no longer the default one, and its age starts again. */
  setPassword(id: number, passwordHash: string, isDefault: boolean, at: number): void {
    this.passwordStmt.run(passwordHash, isDefault ? 1 : 0, at, id);
  }

  markLogin(id: number, at: number): void {
    this.loginStmt.run(at, id);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn)();
  }
}
