/** Missions and ranking calls, and a mission's claim. */
import { call } from '../../api/client';
import { claimableList } from '../../api/spine';

const missions = claimableList('missions', 'missions', {}, (missionId: number, idempotencyKey) =>
  call('claimMission', { missionId, idempotencyKey }),
);

export const missionsQuery = missions.query;

export const useClaimMission = missions.useClaim;
