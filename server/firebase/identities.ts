/** Firebase identities linked to members (migration 003): provider + Firebase uid → member. */
import type { Database } from '../db/index';

export class FirebaseIdentities {
  private readonly findStmt;
  private readonly ofMemberStmt;
  private readonly insertStmt;
  private readonly loginStmt;
  private readonly byPhoneStmt;

  constructor(db: Database) {
    this.findStmt = db.prepare<[string, string, string], { member_id: number }>(
      'SELECT member_id FROM firebase_identities WHERE merchant_code = ? AND provider = ? AND uid = ?',
    );
    this.ofMemberStmt = db.prepare<[number, string], { uid: string }>(
      'SELECT uid FROM firebase_identities WHERE member_id = ? AND provider = ?',
    );
    this.insertStmt = db.prepare<[string, string, string, number, string | null, string | null, number, number]>(
      `INSERT INTO firebase_identities (merchant_code, provider, uid, member_id, email, phone_number, linked_at, last_login_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.loginStmt = db.prepare<[number, string, string, string]>(
      'UPDATE firebase_identities SET last_login_at = ? WHERE merchant_code = ? AND provider = ? AND uid = ?',
    );
    // A member's mobile number in E.164 is '+' + dialling code + number.
    this.byPhoneStmt = db.prepare<[string, string], { id: number }>(
      "SELECT id FROM members WHERE merchant_code = ? AND mobile_num IS NOT NULL AND '+' || mobile_dialing_code || mobile_num = ?",
    );
  }

  /** The member an identity is linked to, if any. */
  memberOf(merchantCode: string, provider: string, uid: string): number | null {
    return this.findStmt.get(merchantCode, provider, uid)?.member_id ?? null;
  }

  /** The uid of the member's identity of this provider, if one is linked. */
  uidOf(memberId: number, provider: string): string | null {
    return this.ofMemberStmt.get(memberId, provider)?.uid ?? null;
  }

  /** The member whose mobile number is this E.164 number. */
  memberByPhone(merchantCode: string, e164: string): number | null {
    return this.byPhoneStmt.get(merchantCode, e164)?.id ?? null;
  }

  link(
    merchantCode: string,
    identity: { provider: string; uid: string; email?: string; phoneNumber?: string },
    memberId: number,
    now: number,
  ): void {
    this.insertStmt.run(
      merchantCode,
      identity.provider,
      identity.uid,
      memberId,
      identity.email ?? null,
      identity.phoneNumber ?? null,
      now,
      now,
    );
  }

  markLogin(merchantCode: string, provider: string, uid: string, now: number): void {
    this.loginStmt.run(now, merchantCode, provider, uid);
  }
}
