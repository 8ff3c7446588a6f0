/**
 * Sessions: a token is 32 random bytes in base64url, given to the client once; only its sha256 is
 * stored. Tokens expire after 7 days and can be revoked (logout).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/index';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,512}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SessionInfo {
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  expiresAt: number;
}

export class Sessions {
  private readonly insertStmt;
  private readonly findStmt;
  private readonly revokeStmt;
  private readonly purgeStmt;
  private readonly revokeOthersStmt;

  constructor(db: Database) {
    this.insertStmt = db.prepare<[string, number, string, string | null, number, number]>(
      'INSERT INTO sessions (token_hash, member_id, merchant_code, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.findStmt = db.prepare<[string, string, number], { member_id: number; expires_at: number }>(
      'SELECT member_id, expires_at FROM sessions WHERE token_hash = ? AND merchant_code = ? AND revoked_at IS NULL AND expires_at > ?',
    );
    this.revokeStmt = db.prepare<[number, string]>(
      'UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at < ?');
    this.revokeOthersStmt = db.prepare<[number, number, string]>(
      'UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND token_hash <> ? AND revoked_at IS NULL',
    );
  }

  /** Creates a session and returns its token (the only time the token exists in clear). */
  create(memberId: number, merchantCode: string, deviceId: string | undefined, now: number = Date.now()): string {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    this.insertStmt.run(hashToken(token), memberId, merchantCode, deviceId ?? null, now, now + SESSION_TTL_MS);
    return token;
  }

  /** The live session of a token for this merchant, or null (unknown, revoked, expired, other merchant). */
  find(token: string, merchantCode: string, now: number = Date.now()): SessionInfo | null {
    if (!TOKEN_PATTERN.test(token)) return null;
    const tokenHash = hashToken(token);
    const row = this.findStmt.get(tokenHash, merchantCode, now);
    return row ? { tokenHash, memberId: row.member_id, merchantCode, expiresAt: row.expires_at } : null;
  }

  revoke(tokenHash: string, now: number = Date.now()): void {
    this.revokeStmt.run(now, tokenHash);
  }

  /** Revokes every live session of the member but one (after a password change); returns how many. */
  revokeOthers(memberId: number, keepTokenHash: string, now: number = Date.now()): number {
    return this.revokeOthersStmt.run(now, memberId, keepTokenHash).changes;
  }

  /** Drops sessions that expired more than a day ago (revoked ones go when they expire). */
  purge(now: number = Date.now()): number {
    return this.purgeStmt.run(now - 24 * 60 * 60 * 1000).changes;
  }
}
