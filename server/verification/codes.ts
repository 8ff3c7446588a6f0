/**
 * SMS and email verification codes (§4 second factor: "SMS code send … until expiry") and the dev
 * outbox. A code is 6 random digits, kept only as a salted sha256, valid CODE_TTL_MS, used once,
 * and burnt after MAX_CODE_ATTEMPTS wrong tries. Sending is rate-limited per recipient and per IP.
 * The reference server has no SMS or mail gateway: a "sent" message is written to the outbox table.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';

export type Channel = 'sms' | 'email';

/** How long a code is valid; the client counts down to it (§4, answer expirationTime). */
export const CODE_TTL_MS = 120_000;
export const CODE_DIGITS = 6;
export const MAX_CODE_ATTEMPTS = 5;
/** Sending limits: per recipient and per IP, within SEND_WINDOW_MS. */
export const SEND_WINDOW_MS = 60 * 60_000;
export const MAX_SENDS_PER_RECIPIENT = 5;
export const MAX_SENDS_PER_IP = 20;
/** How many outbox messages the dev endpoint lists at most. */
export const OUTBOX_LIST_LIMIT = 20;

export interface OutboxMessage {
  id: number;
  channel: Channel;
  to: string;
  text: string;
  createdAt: number;
}

const hashCode = (recipient: string, code: string) =>
  createHash('sha256').update(`${recipient}\u0000${code}`).digest('hex');

/** The recipient key of a mobile number: "<dialing code> <number>". */
export const smsRecipient = (dialingCode: string, mobileNum: string) => `${dialingCode} ${mobileNum}`;
export const emailRecipient = (email: string) => email.trim().toLowerCase();

export class VerificationCodes {
  private readonly liveStmt;
  private readonly recipientCountStmt;
  private readonly ipCountStmt;
  private readonly insertStmt;
  private readonly latestStmt;
  private readonly attemptStmt;
  private readonly useStmt;
  private readonly outboxInsertStmt;
  private readonly outboxListStmt;
  private readonly purgeStmt;

  constructor(private readonly db: Database) {
    this.liveStmt = db.prepare<[string, string, string, number], { expires_at: number }>(
      `SELECT expires_at FROM verification_codes WHERE merchant_code = ? AND channel = ? AND recipient = ? AND used_at IS NULL
         AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
    );
    this.recipientCountStmt = db.prepare<[string, string, string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM verification_codes WHERE merchant_code = ? AND channel = ? AND recipient = ? AND created_at > ?',
    );
    this.ipCountStmt = db.prepare<[string, number], { n: number }>(
      'SELECT COUNT(*) AS n FROM verification_codes WHERE ip = ? AND created_at > ?',
    );
    this.insertStmt = db.prepare<[string, string, string, string, string, number, number]>(
      'INSERT INTO verification_codes (merchant_code, channel, recipient, code_hash, ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.latestStmt = db.prepare<[string, string, string, number], { id: number; code_hash: string; attempts: number }>(
      `SELECT id, code_hash, attempts FROM verification_codes WHERE merchant_code = ? AND channel = ? AND recipient = ? AND used_at IS NULL
         AND expires_at > ? ORDER BY created_at DESC LIMIT 1`,
    );
    this.attemptStmt = db.prepare<[number]>('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = ?');
    this.useStmt = db.prepare<[number, number]>(
      'UPDATE verification_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
    );
    this.outboxInsertStmt = db.prepare<[string, string, string, string, number]>(
      'INSERT INTO outbox (merchant_code, channel, recipient, text, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    this.outboxListStmt = db.prepare<
      [string, string | null, string | null, string | null, string | null, number],
      { id: number; channel: Channel; recipient: string; text: string; created_at: number }
    >(
      `SELECT id, channel, recipient, text, created_at FROM outbox WHERE merchant_code = ? AND (? IS NULL OR recipient = ?)
         AND (? IS NULL OR channel = ?) ORDER BY id DESC LIMIT ?`,
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM verification_codes WHERE created_at < ?');
  }

  /**
   * Checks the sending limits, then makes and stores a code. Returns the code (for the message) and
   * its expiry. Callers issue a code for every request, also for a recipient who is nobody's (and
   * then deliver nothing), so the answer cannot tell whether a number or address belongs to a member.
   */
  issue(
    merchantCode: string,
    channel: Channel,
    recipient: string,
    ip: string,
    now: number,
  ): { code: string; expiresAt: number } {
    if ((this.ipCountStmt.get(ip, now - SEND_WINDOW_MS)?.n ?? 0) >= MAX_SENDS_PER_IP) {
      throw new HttpError(
        429,
        'TOO_MANY_REQUEST_VERIFICATION',
        'Too many codes were requested from this network. Please try again later.',
      );
    }
    const live = this.liveStmt.get(merchantCode, channel, recipient, now);
    if (live) {
      throw new HttpError(
        400,
        'verification.too.frequent',
        'A code was sent a moment ago. Please use it or wait until it expires.',
        {
          expirationTime: live.expires_at,
        },
      );
    }
    if (
      (this.recipientCountStmt.get(merchantCode, channel, recipient, now - SEND_WINDOW_MS)?.n ?? 0) >=
      MAX_SENDS_PER_RECIPIENT
    ) {
      throw new HttpError(400, 'verification.limit', 'Too many codes were sent here. Please try again in an hour.');
    }
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    const expiresAt = now + CODE_TTL_MS;
    this.insertStmt.run(merchantCode, channel, recipient, hashCode(recipient, code), ip, now, expiresAt);
    return { code, expiresAt };
  }

  /** True when `code` is the live code of the recipient; the code is then used up. Wrong tries are counted. */
  check(merchantCode: string, channel: Channel, recipient: string, code: string, now: number): boolean {
    return this.db.transaction(() => {
      const row = this.latestStmt.get(merchantCode, channel, recipient, now);
      if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return false;
      const expected = Buffer.from(row.code_hash, 'hex');
      const given = Buffer.from(hashCode(recipient, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        this.attemptStmt.run(row.id);
        return false;
      }
      return this.useStmt.run(now, row.id).changes === 1;
    })();
  }

  /** "Sends" a message: the reference server's outbox. */
  send(merchantCode: string, channel: Channel, recipient: string, text: string, now: number): void {
    this.outboxInsertStmt.run(merchantCode, channel, recipient, text, now);
  }

  outbox(merchantCode: string, to?: string, channel?: Channel): OutboxMessage[] {
    return this.outboxListStmt
      .all(merchantCode, to ?? null, to ?? null, channel ?? null, channel ?? null, OUTBOX_LIST_LIMIT)
      .map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, text: r.text, createdAt: r.created_at }));
  }

  purge(now: number): number {
    return this.purgeStmt.run(now - SEND_WINDOW_MS).changes;
  }
}
