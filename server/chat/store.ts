/**
 * The demo chat service behind CBS_launchChat (§3, §7): one conversation per member, stored in
 * SQLite. A launch hands out a ticket (32 random bytes; only its sha256 is kept) that the chat page
 * uses instead of the storefront's token. An agent's message stays unread (§3 value.unReadCount)
 * until the member's chat page has shown it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';

/** How long a chat URL stays usable. */
export const CHAT_TICKET_TTL_MS = 2 * 60 * 60_000;
export const CHAT_TEXT_MAX = 1000;
/** A member may send this many messages per CHAT_SEND_WINDOW_MS. */
export const CHAT_SEND_LIMIT = 20;
export const CHAT_SEND_WINDOW_MS = 60_000;
/** The chat page shows the newest messages, at most this many. */
export const CHAT_HISTORY_LIMIT = 200;

export type ChatSender = 'member' | 'agent';

export interface ChatMessage {
  id: number;
  sender: ChatSender;
  text: string;
  createdAt: number;
}

export interface ChatTicket {
  memberId: number;
  merchantCode: string;
}

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Message text as stored: trimmed, control characters other than line breaks removed, 1 to 1000 characters. */
export function cleanChatText(text: unknown): string {
  if (typeof text !== 'string') throw new HttpError(400, 'invalid_request', 'text: expected a string');
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .trim();
  if (clean.length === 0) throw new HttpError(400, 'invalid_request', 'text: the message is empty');
  if (clean.length > CHAT_TEXT_MAX)
    throw new HttpError(400, 'invalid_request', `text: at most ${CHAT_TEXT_MAX} characters`);
  return clean;
}

export class ChatStore {
  private readonly insertTicketStmt;
  private readonly findTicketStmt;
  private readonly insertMessageStmt;
  private readonly historyStmt;
  private readonly unreadStmt;
  private readonly markReadStmt;
  private readonly recentSendsStmt;
  private readonly purgeStmt;

  constructor(db: Database) {
    this.insertTicketStmt = db.prepare<[string, number, string, string, number, number]>(
      'INSERT INTO chat_tickets (ticket_hash, member_id, merchant_code, session_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    // A ticket lives only as long as the storefront session that launched it (issue 11, ASVS 7):
    // logout, expiry or a password change elsewhere ends the chat too.
    this.findTicketStmt = db.prepare<[string, number, number], { member_id: number; merchant_code: string }>(
      `SELECT t.member_id, t.merchant_code FROM chat_tickets t
         JOIN sessions s ON s.token_hash = t.session_hash AND s.member_id = t.member_id
        WHERE t.ticket_hash = ? AND t.expires_at > ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    );
    this.insertMessageStmt = db.prepare<[number, ChatSender, string, number]>(
      'INSERT INTO chat_messages (member_id, sender, text, created_at) VALUES (?, ?, ?, ?)',
    );
    this.historyStmt = db.prepare<
      [number, number],
      { id: number; sender: ChatSender; text: string; created_at: number }
    >(
      'SELECT id, sender, text, created_at FROM (SELECT * FROM chat_messages WHERE member_id = ? ORDER BY id DESC LIMIT ?) ORDER BY id',
    );
    this.unreadStmt = db.prepare<[number], { n: number }>(
      "SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'agent' AND read_at IS NULL",
    );
    this.markReadStmt = db.prepare<[number, number, number]>(
      "UPDATE chat_messages SET read_at = ? WHERE member_id = ? AND sender = 'agent' AND read_at IS NULL AND id <= ?",
    );
    this.recentSendsStmt = db.prepare<[number, number], { n: number }>(
      "SELECT COUNT(*) AS n FROM chat_messages WHERE member_id = ? AND sender = 'member' AND created_at > ?",
    );
    this.purgeStmt = db.prepare<[number]>('DELETE FROM chat_tickets WHERE expires_at <= ?');
  }

  /**
   * A new ticket for the member's chat page (the plain ticket goes into the chat URL only), bound to
   * the session that asked for it (sessions.token_hash).
   */
  openTicket(memberId: number, merchantCode: string, sessionHash: string, now: number): string {
    const ticket = randomBytes(32).toString('base64url');
    this.insertTicketStmt.run(hashTicket(ticket), memberId, merchantCode, sessionHash, now, now + CHAT_TICKET_TTL_MS);
    return ticket;
  }

  findTicket(ticket: string, now: number): ChatTicket | null {
    if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
    const row = this.findTicketStmt.get(hashTicket(ticket), now, now);
    return row ? { memberId: row.member_id, merchantCode: row.merchant_code } : null;
  }

  add(memberId: number, sender: ChatSender, text: string, now: number): ChatMessage {
    const clean = cleanChatText(text);
    if (sender === 'member' && this.recentSendsStmt.get(memberId, now - CHAT_SEND_WINDOW_MS)!.n >= CHAT_SEND_LIMIT) {
      throw new HttpError(429, 'TOO_MANY_REQUEST_CHAT', 'You are sending messages too fast. Please wait a moment.');
    }
    const id = Number(this.insertMessageStmt.run(memberId, sender, clean, now).lastInsertRowid);
    return { id, sender, text: clean, createdAt: now };
  }

  history(memberId: number): ChatMessage[] {
    return this.historyStmt
      .all(memberId, CHAT_HISTORY_LIMIT)
      .map((r) => ({ id: r.id, sender: r.sender, text: r.text, createdAt: r.created_at }));
  }

  /** The member has seen the agent's messages up to `upToId`. */
  markRead(memberId: number, upToId: number, now: number): void {
    this.markReadStmt.run(now, memberId, upToId);
  }

  /** §3 value.unReadCount: the agent's messages the member has not seen. */
  unread(memberId: number): number {
    return this.unreadStmt.get(memberId)!.n;
  }

  purge(now: number): number {
    return this.purgeStmt.run(now).changes;
  }
}
