/** Missions and ranking calls, and a mission's claim. */
import { call } from '../../api/client';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import { sessionKeyOf } from '../../shared/session-key';

export const missionKeys = {
  all: ['missions'] as const,
  board: (token: string) => ['missions', 'board', sessionKeyOf(token)] as const,
};

export const missionsQuery = (token: string) => memberQuery(missionKeys.board(token), 'missions', {});

export const useClaimMission = () =>
  useKeyedMutation((missionId: number, idempotencyKey) => call('claimMission', { missionId, idempotencyKey }), {
    action: (missionId) => `mission:${missionId}`,
    invalidate: missionKeys.all,
  });
