/**
 * Issue 16: points (their own append-only ledger, points_ledger) and the point market.
 */
import type { PointMall } from '../../contract/member-pages';
import type { Database } from '../db/index';
import { memberPagesErrors } from './errors';
import type { ActionKeys } from './keys';

export class PointsStore {
  constructor(
    private readonly db: Database,
    private readonly keys: ActionKeys,
  ) {}

  balance(memberId: number): number {
    return this.db
      .prepare<[number], { total: number }>(
        'SELECT COALESCE(SUM(delta), 0) AS total FROM points_ledger WHERE member_id = ?',
      )
      .get(memberId)!.total;
  }

  add(memberId: number, delta: number, reference: string, now: number): void {
    this.db
      .prepare('INSERT INTO points_ledger (member_id, delta, reference, created_at) VALUES (?, ?, ?, ?)')
      .run(memberId, delta, reference, now);
  }

  mall(memberId: number, merchantCode: string): PointMall {
    const items = this.db
      .prepare<[string], { id: number; name: string; price_points: number; stock: number | null }>(
        'SELECT id, name, price_points, stock FROM mall_items WHERE merchant_code = ? ORDER BY ordinal, id',
      )
      .all(merchantCode)
      .map((r) => ({ id: r.id, name: r.name, pricePoints: r.price_points, stock: r.stock }));
    return { points: this.balance(memberId), items };
  }

  /** Spends points on an item: never more than the member has, never past the stock. */
  redeem(memberId: number, merchantCode: string, itemId: number, key: string, now: number) {
    return this.keys.once(memberId, key, `redeem:${itemId}`, now, () => {
      const item = this.db
        .prepare<[number, string], { price_points: number; stock: number | null }>(
          'SELECT price_points, stock FROM mall_items WHERE id = ? AND merchant_code = ?',
        )
        .get(itemId, merchantCode);
      if (!item) throw memberPagesErrors.itemNotFound();
      if (item.stock !== null && item.stock <= 0) throw memberPagesErrors.outOfStock();
      const balance = this.balance(memberId);
      if (balance < item.price_points) throw memberPagesErrors.notEnoughPoints();
      const redemptionId = Number(
        this.db
          .prepare('INSERT INTO mall_redemptions (member_id, item_id, points, created_at) VALUES (?, ?, ?, ?)')
          .run(memberId, itemId, item.price_points, now).lastInsertRowid,
      );
      this.add(memberId, -item.price_points, `redeem:${redemptionId}`, now);
      if (item.stock !== null)
        this.db.prepare('UPDATE mall_items SET stock = stock - 1 WHERE id = ? AND stock > 0').run(itemId);
      return { redemptionId, itemId, points: balance - item.price_points };
    });
  }
}
