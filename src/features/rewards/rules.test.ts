import { describe, expect, it } from 'vitest';
import { rewardState } from './rules';

describe('reward center', () => {
  it('a reward is claimable until claimed or expired', () => {
    expect(rewardState({ claimedAt: null, expiresAt: null }, 10)).toBe('claimable');
    expect(rewardState({ claimedAt: 5, expiresAt: null }, 10)).toBe('claimed');
    expect(rewardState({ claimedAt: null, expiresAt: 10 }, 10)).toBe('expired');
  });
});
