/**
 * Rate limits (DESIGN rule 8). Login: after 5 failures for one account (since its last success) or
 * 20 failures from one IP within 15 minutes, further attempts get 429 TOO_MANY_REQUEST_LOGIN.
 * Registration: at most 10 attempts per IP per hour, then 429 TOO_MANY_REQUEST_REGISTER.
 * The client does not show codes starting with TOO_MANY_REQUEST (§8); the message is informational.
 */
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
export const REGISTER_WINDOW_MS = 60 * 60_000;
export const REGISTER_MAX_PER_IP = 10;

export class LoginThrottle {
  private readonly accountFailuresStmt;
  private readonly ipFailuresStmt;
  private readonly recordStmt;
  private readonly purgeStmt;

  constructor(db: Database) {
    this.accountFailuresStmt = db.prepare<[string, string, number, string, string], { n: number }>(
      `SELECT COUNT(*) AS n FROM login_attempts
        WHERE merchant_code = ? AND username_lower = ? AND succeeded = 0
          AND attempted_at > MAX(?, COALESCE((SELECT MAX(attempted_at) FROM login_attempts
                WHERE merchant_code = ? AND username_lower = ? AND succeeded = 1), 0))`,
    );
    this.ipFailuresStmt = db.prepare<[string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM login_attempts WHERE ip = ? AND succeeded = 0 AND attempted_at > ?',
    );
    this.recordStmt = db.prepare<[string, string, string, number, number]>(
      'INSERT INTO login_attempts (merchant_code, username_lower, ip, attempted_at, succeeded) VALUES (?, ?, ?, ?, ?)',
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM login_attempts WHERE attempted_at < ?');
  }

  assertAllowed(merchantCode: string, username: string, ip: string, now: number = Date.now()): void {
    const since = now - LOGIN_WINDOW_MS;
    const user = username.toLowerCase();
    const account = this.accountFailuresStmt.get(merchantCode, user, since, merchantCode, user)?.n ?? 0;
    const fromIp = this.ipFailuresStmt.get(ip, since)?.n ?? 0;
    if (account >= LOGIN_MAX_FAILURES_PER_ACCOUNT || fromIp >= LOGIN_MAX_FAILURES_PER_IP) {
      throw new HttpError(429, 'TOO_MANY_REQUEST_LOGIN', 'Too many failed login attempts. Please wait 15 minutes and try again.');
    }
  }

  record(merchantCode: string, username: string, ip: string, succeeded: boolean, now: number = Date.now()): void {
    this.recordStmt.run(merchantCode, username.toLowerCase(), ip, now, succeeded ? 1 : 0);
  }

  purge(now: number = Date.now()): number {
    return this.purgeStmt.run(now - LOGIN_WINDOW_MS).changes;
  }
}

export class RegisterThrottle {
  private readonly countStmt;
  private readonly recordStmt;
  private readonly purgeStmt;

  constructor(db: Database) {
    this.countStmt = db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM register_attempts WHERE ip = ? AND attempted_at > ?');
    this.recordStmt = db.prepare<[string, string, number]>('INSERT INTO register_attempts (merchant_code, ip, attempted_at) VALUES (?, ?, ?)');
    this.purgeStmt = db.prepare<[number]>('DELETE FROM register_attempts WHERE attempted_at < ?');
  }

  /** Counts this attempt, or refuses it when the IP already made the maximum within the hour. */
  take(merchantCode: string, ip: string, now: number = Date.now()): void {
    const recent = this.countStmt.get(ip, now - REGISTER_WINDOW_MS)?.n ?? 0;
    if (recent >= REGISTER_MAX_PER_IP) {
      throw new HttpError(429, 'TOO_MANY_REQUEST_REGISTER', 'Too many registrations from this network. Please try again later.');
    }
    this.recordStmt.run(merchantCode, ip, now);
  }

  purge(now: number = Date.now()): number {
    return this.purgeStmt.run(now - REGISTER_WINDOW_MS).changes;
  }
}
