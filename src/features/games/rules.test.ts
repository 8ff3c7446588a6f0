import { describe, expect, it } from 'vitest';
import { groupVendorsByType } from './rules';

describe('§3 game vendor catalogue', () => {
  it('orders vendors by ordinal and groups them by game type', () => {
    const groups = groupVendorsByType([
      { vendor: 'PG', displayName: 'PG Soft', gameType: 'SLOT', ordinal: 300 },
      { vendor: 'TCG', displayName: 'TCG Lotto', gameType: 'LOTTERY', ordinal: 100 },
      { vendor: 'JILI', displayName: 'JILI', gameType: 'SLOT', ordinal: 200 },
      { vendor: 'X', displayName: 'X', gameType: '', ordinal: 400 },
    ]);
    expect(groups.map((g) => [g.gameType, g.vendors.map((v) => v.vendor)])).toEqual([
      ['LOTTERY', ['TCG']],
      ['SLOT', ['JILI', 'PG']],
      ['OTHER', ['X']],
    ]);
  });
});
