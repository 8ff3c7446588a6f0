/** The point market: what a player can redeem. Pure. */

export type RedeemState = 'ok' | 'not-enough-points' | 'out-of-stock';

/** An item is redeemable only when in stock and affordable: the page never offers an overspend. */
export function redeemState(points: number, item: { pricePoints: number; stock: number | null }): RedeemState {
  if (item.stock !== null && item.stock <= 0) return 'out-of-stock';
  return points >= item.pricePoints ? 'ok' : 'not-enough-points';
}
