/**
 * Issue 16: a member's feedback, with an optional screenshot, at most FEEDBACK_PER_HOUR an hour.
 */
import type { FeedbackCategory, FeedbackItem } from '../../contract/member-pages';
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';
import type { ActionKeys } from './keys';

/** Feedback a member may send per hour. */
export const FEEDBACK_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export class FeedbackStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
  ) {}

  list(memberId: number): FeedbackItem[] {
    return this.db
      .prepare<[number], { id: number; category: FeedbackCategory; text: string; has: number; created_at: number }>(
        'SELECT id, category, text, screenshot IS NOT NULL AS has, created_at FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(memberId)
      .map((r) => ({
        id: r.id,
        category: r.category,
        text: r.text,
        hasScreenshot: r.has === 1,
        createdAt: r.created_at,
      }));
  }

  add(
    memberId: number,
    input: { category: FeedbackCategory; text: string; screenshot: { type: string; bytes: Buffer } | null },
    key: string,
    now: number,
  ): FeedbackItem {
    return this.keys.once(memberId, key, 'feedback', now, () => {
      const recent = this.db
        .prepare<[number, number], { n: number }>(
          'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?',
        )
        .get(memberId, now - HOUR_MS)!.n;
      if (recent >= FEEDBACK_PER_HOUR) throw memberPagesErrors.tooMuchFeedback();
      const id = Number(
        this.db
          .prepare(
            'INSERT INTO feedback (member_id, category, text, screenshot, screenshot_type, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(
            memberId,
            input.category,
            input.text,
            input.screenshot?.bytes ?? null,
            input.screenshot?.type ?? null,
            now,
          ).lastInsertRowid,
      );
      return {
        id,
        category: input.category,
        text: input.text,
        hasScreenshot: input.screenshot !== null,
        createdAt: now,
      };
    });
  }
}
