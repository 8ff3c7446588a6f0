/**
 * Rate limits (DESIGN rule 8, issue 11 / ASVS 6.3: abuse without collateral damage).
 *
 * Login: failures are counted per account *and client* (the address and device of a login, the
 * session of a password change) since that client's last success, within 15 minutes. The first
 * LOGIN_FREE_FAILURES are free; after that each further attempt must wait a delay that doubles
 * with every failure (LOGIN_BASE_DELAY_MS, 2×, 4× … at most LOGIN_MAX_DELAY_MS). An address that
 * fails LOGIN_FREE_FAILURES_PER_IP times across accounts (password spraying, rotating device ids)
 * is slowed the same way. A stranger's failures never lock the member out: the right password
 * from another address or device is not delayed. Wrong second factors (kind 'factor', possible
 * only with the right password) still count per account: LOGIN_MAX_FACTOR_FAILURES, then a wait.
 * Every 429 TOO_MANY_REQUEST_LOGIN carries Retry-After (seconds).
 *
 * Issue 35 (online guessing across addresses: 10 addresses × 20 failures tried 200 passwords on one
 * account): once an account has LOGIN_ACCOUNT_STEP_UP failures within LOGIN_WINDOW_MS, from any
 * clients, every login to it must carry a solved captcha (step-up, 400 login.captcha.required), even
 * where the merchant's login captcha is off. Nobody is locked out: the member solves it and logs in.
 *
 * Registration: at most REGISTER_MAX_PER_IP (10) attempts per IP per hour, then 429 TOO_MANY_REQUEST_REGISTER.
 * The client does not show codes starting with TOO_MANY_REQUEST (§8); the message is informational.
 */
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_FREE_FAILURES_PER_IP = 20;
export const LOGIN_MAX_FACTOR_FAILURES = 5;
/** Failed passwords on one account, from all clients within LOGIN_WINDOW_MS, before a captcha is asked. */
export const LOGIN_ACCOUNT_STEP_UP = 10;
export const LOGIN_BASE_DELAY_MS = 30_000;
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
export const REGISTER_WINDOW_MS = 60 * 60_000;
export const REGISTER_MAX_PER_IP = 10;

export type AttemptKind = 'password' | 'factor';

/** The client a login attempt comes from: its address and the device id it names. */
export const loginClient = (ip: string, deviceId: string | undefined): string => `${ip}|${deviceId ?? ''}`;
/** A logged-in member's password change counts per session. */
export const sessionClient = (tokenHash: string): string => `session:${tokenHash.slice(0, 32)}`;

/** The wait after `failures` failures when `free` are free: 0, or the doubling delay. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_BASE_DELAY_MS * 2 ** Math.min(failures - free, 20), LOGIN_MAX_DELAY_MS);
}

export const tooManyLogins = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(
    429,
    'TOO_MANY_REQUEST_LOGIN',
    `Too many failed login attempts. Please try again in ${seconds} s.`,
    undefined,
    {
      'Retry-After': String(seconds),
    },
  );
};

interface Failures {
  n: number;
  last: number | null;
}

export class LoginThrottle {
  private readonly clientFailuresStmt;
  private readonly ipFailuresStmt;
  private readonly factorFailuresStmt;
  private readonly recordStmt;
  private readonly purgeStmt;

  constructor(db: Database) {
    this.clientFailuresStmt = db.prepare<[string, string, string, number, string, string, string], Failures>(
      `SELECT COUNT(*) AS n, MAX(attempted_at) AS last FROM login_attempts
        WHERE merchant_code = ? AND username_lower = ? AND client_key = ? AND succeeded = 0 AND kind = 'password'
          AND attempted_at > MAX(?, COALESCE((SELECT MAX(attempted_at) FROM login_attempts
                WHERE merchant_code = ? AND username_lower = ? AND client_key = ? AND succeeded = 1), 0))`,
    );
    this.ipFailuresStmt = db.prepare<[string, number], Failures>(
      "SELECT COUNT(*) AS n, MAX(attempted_at) AS last FROM login_attempts WHERE ip = ? AND succeeded = 0 AND kind = 'password' AND attempted_at > ?",
    );
    this.factorFailuresStmt = db.prepare<[string, string, number, string, string], Failures>(
      `SELECT COUNT(*) AS n, MAX(attempted_at) AS last FROM login_attempts
        WHERE merchant_code = ? AND username_lower = ? AND succeeded = 0 AND kind = 'factor'
          AND attempted_at > MAX(?, COALESCE((SELECT MAX(attempted_at) FROM login_attempts
                WHERE merchant_code = ? AND username_lower = ? AND succeeded = 1), 0))`,
    );
    this.recordStmt = db.prepare<[string, string, string, string, string, number, number]>(
      'INSERT INTO login_attempts (merchant_code, username_lower, ip, client_key, kind, attempted_at, succeeded) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM login_attempts WHERE attempted_at < ?');
    this.accountFailuresStmt = db.prepare<[string, string, number], { n: number }>(
      "SELECT COUNT(*) AS n FROM login_attempts WHERE merchant_code = ? AND username_lower = ? AND succeeded = 0 AND kind = 'password' AND attempted_at > ?",
    );
  }

  private readonly accountFailuresStmt;

  /** Issue 35: whether this account's failures from all clients now call for a captcha (step-up). */
  needsStepUp(merchantCode: string, username: string, now: number = Date.now()): boolean {
    const n = this.accountFailuresStmt.get(merchantCode, username.toLowerCase(), now - LOGIN_WINDOW_MS)?.n ?? 0;
    return n >= LOGIN_ACCOUNT_STEP_UP;
  }

  /** Throws 429 TOO_MANY_REQUEST_LOGIN with Retry-After while this client (or address) must wait. */
  assertAllowed(merchantCode: string, username: string, ip: string, client: string, now: number = Date.now()): void {
    const since = now - LOGIN_WINDOW_MS;
    const user = username.toLowerCase();
    const waits = [
      this.waitOf(
        this.clientFailuresStmt.get(merchantCode, user, client, since, merchantCode, user, client),
        LOGIN_FREE_FAILURES,
        now,
      ),
      this.waitOf(this.ipFailuresStmt.get(ip, since), LOGIN_FREE_FAILURES_PER_IP, now),
      this.waitOf(
        this.factorFailuresStmt.get(merchantCode, user, since, merchantCode, user),
        LOGIN_MAX_FACTOR_FAILURES,
        now,
      ),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyLogins(wait);
  }

  private waitOf(failures: Failures | undefined, free: number, now: number): number {
    if (!failures || failures.last === null) return 0;
    const delay = delayAfter(failures.n, free);
    return delay === 0 ? 0 : Math.max(0, failures.last + delay - now);
  }

  record(
    merchantCode: string,
    username: string,
    ip: string,
    client: string,
    succeeded: boolean,
    now: number = Date.now(),
    kind: AttemptKind = 'password',
  ): void {
    this.recordStmt.run(merchantCode, username.toLowerCase(), ip, client, kind, now, succeeded ? 1 : 0);
  }

  purge(now: number = Date.now()): number {
    return this.purgeStmt.run(now - LOGIN_WINDOW_MS - LOGIN_MAX_DELAY_MS).changes;
  }
}

export class RegisterThrottle {
  private readonly countStmt;
  private readonly recordStmt;
  private readonly purgeStmt;

  constructor(
    db: Database,
    private readonly maxPerIp: number = REGISTER_MAX_PER_IP,
  ) {
    this.countStmt = db.prepare<[string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM register_attempts WHERE ip = ? AND attempted_at > ?',
    );
    this.recordStmt = db.prepare<[string, string, number]>(
      'INSERT INTO register_attempts (merchant_code, ip, attempted_at) VALUES (?, ?, ?)',
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM register_attempts WHERE attempted_at < ?');
  }

  /** Counts this attempt, or refuses it when the IP already made the maximum within the hour. */
  take(merchantCode: string, ip: string, now: number = Date.now()): void {
    const recent = this.countStmt.get(ip, now - REGISTER_WINDOW_MS)?.n ?? 0;
    if (recent >= this.maxPerIp) {
      throw new HttpError(
        429,
        'TOO_MANY_REQUEST_REGISTER',
        'Too many registrations from this network. Please try again later.',
      );
    }
    this.recordStmt.run(merchantCode, ip, now);
  }

  purge(now: number = Date.now()): number {
    return this.purgeStmt.run(now - REGISTER_WINDOW_MS).changes;
  }
}
