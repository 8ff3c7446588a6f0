/** Reward center calls: the rewards (money: never persisted, DESIGN rule 11) and the claim. */
import { call } from '../../api/client';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import { sessionKeyOf } from '../../shared/session-key';

export const rewardKeys = {
  all: ['rewards'] as const,
  list: (token: string) => ['rewards', 'list', sessionKeyOf(token)] as const,
};

export const rewardsQuery = (token: string) => memberQuery(rewardKeys.list(token), 'rewards', {});

/** Claims a reward; a double tap sends the same key, so the wallet is credited once. */
export const useClaimReward = () =>
  useKeyedMutation((rewardId: number, idempotencyKey) => call('claimReward', { rewardId, idempotencyKey }), {
    action: (rewardId) => `claim:${rewardId}`,
    invalidate: rewardKeys.all,
  });
