/** Reward center calls: the rewards (money: never persisted, DESIGN rule 11) and the claim. */
import { call } from '../../api/client';
import { claimableList } from '../../api/spine';

const rewards = claimableList('rewards', 'rewards', {}, (rewardId: number, idempotencyKey) =>
  call('claimReward', { rewardId, idempotencyKey }),
);

export const rewardsQuery = rewards.query;

/** Claims a reward; a double tap sends the same key, so the wallet is credited once. */
export const useClaimReward = rewards.useClaim;
