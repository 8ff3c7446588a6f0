/** The reward center: which rewards can be claimed. Pure. */

export type RewardState = 'claimable' | 'claimed' | 'expired';

export function rewardState(reward: { claimedAt: number | null; expiresAt: number | null }, now: number): RewardState {
  if (reward.claimedAt !== null) return 'claimed';
  if (reward.expiresAt !== null && reward.expiresAt <= now) return 'expired';
  return 'claimable';
}

/** An amount in the currency's minor unit as major units (cents to dollars). */
export const fromMinor = (amountMinor: number, digits: number): number => amountMinor / 10 ** digits;
