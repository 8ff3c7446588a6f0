import { describe, expect, it } from 'vitest';
import { fromMinor, rewardState } from './rules';

describe('reward center', () => {
  it('a reward is claimable until claimed or expired', () => {
    expect(rewardState({ claimedAt: null, expiresAt: null }, 10)).toBe('claimable');
    expect(rewardState({ claimedAt: 5, expiresAt: null }, 10)).toBe('claimed');
    expect(rewardState({ claimedAt: null, expiresAt: 10 }, 10)).toBe('expired');
    expect(fromMinor(2_050, 2)).toBe(20.5);
    expect(fromMinor(500, 0)).toBe(500);
  });
});
