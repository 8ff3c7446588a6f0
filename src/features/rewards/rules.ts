/** The reward center: which rewards can be claimed. Pure. */

export type RewardState = 'claimable' | 'claimed' | 'expired';

export function rewardState(reward: { claimedAt: number | null; expiresAt: number | null }, now: number): RewardState {
  if (reward.claimedAt !== null) return 'claimed';
  if (reward.expiresAt !== null && reward.expiresAt <= now) return 'expired';
  return 'claimable';
}
