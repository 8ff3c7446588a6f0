import { describe, expect, it } from 'vitest';
import { redeemState } from './rules';

describe('point market', () => {
  it('never offers a redeem that would overspend points', () => {
    expect(redeemState(300, { pricePoints: 300, stock: null })).toBe('ok');
    expect(redeemState(299, { pricePoints: 300, stock: null })).toBe('not-enough-points');
    expect(redeemState(9_999, { pricePoints: 300, stock: 0 })).toBe('out-of-stock');
  });
});
