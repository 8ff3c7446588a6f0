/** Missions and ranking calls, and a mission's claim. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { createActionKeys } from '../../lib/action-keys';
import { sessionKeyOf } from '../../shared/session-key';

export const missionKeys = {
  all: ['missions'] as const,
  board: (token: string) => ['missions', 'board', sessionKeyOf(token)] as const,
};

export function missionsQuery(token: string) {
  return queryOptions({
    queryKey: missionKeys.board(token),
    queryFn: ({ signal }) => call('missions', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export function useClaimMission() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (missionId: number) =>
      call('claimMission', { missionId, idempotencyKey: keys.keyFor(`mission:${missionId}`) }),
    onSuccess: (_value, missionId) => keys.done(`mission:${missionId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: missionKeys.all }),
  });
}
