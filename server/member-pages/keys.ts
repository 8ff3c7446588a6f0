/**
 * Issue 16: the member pages' transactions and idempotency keys. Every write runs in one
 * transaction with its key: a repeat of a key answers the first answer and changes nothing (DESIGN
 * rule 11). Shared by every concern store of this folder.
 */
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';

export class ActionKeys {
  constructor(private readonly db: Database) {}

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  /**
   * Runs `action` once per (member, key): inside one transaction, a key seen before answers its
   * stored answer (or 409 when it named another action); a failed action stores nothing.
   */
  once<T>(memberId: number, key: string, action: string, now: number, run: () => T): T {
    return this.transaction(() => {
      const seen = this.db
        .prepare<[number, string], { action: string; answer_json: string }>(
          'SELECT action, answer_json FROM member_action_keys WHERE member_id = ? AND key = ?',
        )
        .get(memberId, key);
      if (seen) {
        if (seen.action !== action) throw memberPagesErrors.keyReused();
        return JSON.parse(seen.answer_json) as T;
      }
      const answer = run();
      this.db
        .prepare(
          'INSERT INTO member_action_keys (member_id, key, action, answer_json, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(memberId, key, action, JSON.stringify(answer ?? null), now);
      return answer;
    });
  }
}
