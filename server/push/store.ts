/**
 * Push registration tokens and topic subscriptions (§4, §7 CSP_fcmBind / CSP_fcmSubscribe /
 * CSP_fcmUnsubscribe), and the development outbox of pushes sent while no FCM credentials exist.
 * A token belongs to the member who bound it: another member's calls with it are refused
 * (403 push.token.other.member), so one player cannot subscribe or silence another's device.
 */
import { HttpError } from '../http/errors';
import type { Database } from '../db/index';

export const tokenOfAnotherMember = () =>
  new HttpError(403, 'push.token.other.member', 'This push token belongs to another member.');
export const tokenNotBound = () =>
  new HttpError(404, 'push.token.unknown', 'This push token is not bound; bind it first.');

export interface OutboxPush {
  id: number;
  token: string;
  payload: unknown;
  createdAt: number;
}

export class PushStore {
  constructor(private readonly db: Database) {}

  private owner(token: string): { member_id: number; merchant_code: string } | undefined {
    return this.db
      .prepare<[string], { member_id: number; merchant_code: string }>(
        'SELECT member_id, merchant_code FROM push_tokens WHERE token = ?',
      )
      .get(token);
  }

  private requireOwn(token: string, memberId: number): void {
    const owner = this.owner(token);
    if (!owner) throw tokenNotBound();
    if (owner.member_id !== memberId) throw tokenOfAnotherMember();
  }

  /** Binds a token to the member; binding it again (a refresh on the same device) is fine. */
  bind(merchantCode: string, memberId: number, token: string, now: number): void {
    const owner = this.owner(token);
    if (owner && owner.member_id !== memberId) throw tokenOfAnotherMember();
    this.db
      .prepare(
        'INSERT INTO push_tokens (token, merchant_code, member_id, bound_at) VALUES (?, ?, ?, ?) ON CONFLICT (token) DO UPDATE SET bound_at = excluded.bound_at',
      )
      .run(token, merchantCode, memberId, now);
  }

  subscribe(memberId: number, token: string, topic: string, now: number): void {
    this.requireOwn(token, memberId);
    this.db
      .prepare('INSERT OR IGNORE INTO push_topics (token, topic, subscribed_at) VALUES (?, ?, ?)')
      .run(token, topic, now);
  }

  /** With unsubscribeAll the token is forgotten altogether (§4 logout). */
  unsubscribe(memberId: number, token: string, unsubscribeAll: boolean): void {
    const owner = this.owner(token);
    if (!owner) return; // already gone: unsubscribing twice is harmless
    if (owner.member_id !== memberId) throw tokenOfAnotherMember();
    if (unsubscribeAll) this.db.prepare('DELETE FROM push_tokens WHERE token = ?').run(token);
  }

  topicsOf(token: string): string[] {
    return this.db
      .prepare<[string], { topic: string }>('SELECT topic FROM push_topics WHERE token = ? ORDER BY topic')
      .all(token)
      .map((r) => r.topic);
  }

  tokensOfMember(memberId: number): string[] {
    return this.db
      .prepare<[number], { token: string }>('SELECT token FROM push_tokens WHERE member_id = ? ORDER BY bound_at')
      .all(memberId)
      .map((r) => r.token);
  }

  tokensOfTopic(merchantCode: string, topic: string): string[] {
    return this.db
      .prepare<[string, string], { token: string }>(
        'SELECT t.token FROM push_topics s JOIN push_tokens t ON t.token = s.token WHERE t.merchant_code = ? AND s.topic = ? ORDER BY t.bound_at',
      )
      .all(merchantCode, topic)
      .map((r) => r.token);
  }

  addToOutbox(merchantCode: string, token: string, payload: unknown, now: number): number {
    return Number(
      this.db
        .prepare('INSERT INTO push_outbox (merchant_code, token, payload, created_at) VALUES (?, ?, ?, ?)')
        .run(merchantCode, token, JSON.stringify(payload), now).lastInsertRowid,
    );
  }

  /** The newest pushes of the dev outbox (development mode only), optionally for one token. */
  outbox(merchantCode: string, token?: string, limit = 50): OutboxPush[] {
    const rows = token
      ? this.db
          .prepare<[string, string, number], { id: number; token: string; payload: string; created_at: number }>(
            'SELECT id, token, payload, created_at FROM push_outbox WHERE merchant_code = ? AND token = ? ORDER BY id DESC LIMIT ?',
          )
          .all(merchantCode, token, limit)
      : this.db
          .prepare<[string, number], { id: number; token: string; payload: string; created_at: number }>(
            'SELECT id, token, payload, created_at FROM push_outbox WHERE merchant_code = ? ORDER BY id DESC LIMIT ?',
          )
          .all(merchantCode, limit);
    return rows.map((r) => ({
      id: r.id,
      token: r.token,
      payload: JSON.parse(r.payload) as unknown,
      createdAt: r.created_at,
    }));
  }
}
