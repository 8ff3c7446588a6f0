/** Reward center calls: the rewards (money: never persisted, DESIGN rule 11) and the claim. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { createActionKeys } from '../../lib/action-keys';
import { sessionKeyOf } from '../../shared/session-key';

export const rewardKeys = {
  all: ['rewards'] as const,
  list: (token: string) => ['rewards', 'list', sessionKeyOf(token)] as const,
};

export function rewardsQuery(token: string) {
  return queryOptions({
    queryKey: rewardKeys.list(token),
    queryFn: ({ signal }) => call('rewards', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

/** Claims a reward; a double tap sends the same key, so the wallet is credited once. */
export function useClaimReward() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (rewardId: number) =>
      call('claimReward', { rewardId, idempotencyKey: keys.keyFor(`claim:${rewardId}`) }),
    onSuccess: (_value, rewardId) => keys.done(`claim:${rewardId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rewardKeys.all }),
  });
}
