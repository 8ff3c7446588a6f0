/**
 * §7 game calls: the vendor catalogue and the lanes (session-cacheable and persisted, so the lobby
 * paints offline from the last visit), the real launch and the trial launch (never cached), each
 * given up after §9's 10 s without a game URL.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call, callQuick } from '../../api/client';
import { GAME_LAUNCH_TIMEOUT_MS } from '../../config/constants';
import { track } from '../../lib/tracking';
import { session } from '../../session/store';
import { gameUrlOf, needsSyncTrial, withLaunchTimeout, type LaunchPlan } from './rules';

export const gamesKeys = {
  all: ['games'] as const,
  vendors: () => ['games', 'vendors'] as const,
  lanes: () => ['games', 'lanes'] as const,
};

export const gameVendorsQuery = () =>
  queryOptions({
    queryKey: gamesKeys.vendors(),
    queryFn: ({ signal }) => callQuick('gameVendors', { platform: 'MOBILE' }, { signal }),
    staleTime: 5 * 60_000,
    meta: { endpoint: 'gameVendors' },
  });

/** §3 game lanes (GCSGAME_getGameMatchV2). */
export const gameLanesQuery = () =>
  queryOptions({
    queryKey: gamesKeys.lanes(),
    queryFn: ({ signal }) => callQuick('gameMatches', {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { endpoint: 'gameMatches' },
  });

export type LaunchOutcome = { ok: true; url: string; origin: string } | { ok: false; messageKey: string };

/** §7 GCS_gameTrialLaunch, then its sync variant when the answer has no game URL yet (rules.ts). */
async function trialLaunch(request: Extract<LaunchPlan, { kind: 'trial' }>['request']) {
  const answer = await call('gameTrialLaunch', request);
  return needsSyncTrial(answer) ? call('gameTrialLaunchSync', request) : answer;
}

/**
 * Opens a game: POST /wps/game/launchGame for a real launch (fires gameLaunch), GCS_gameTrialLaunch
 * for a trial (fires startTrial). Rejects with the launch timeout after 10 s without an answer.
 */
async function launch(plan: Exclude<LaunchPlan, { kind: 'invalid' }>): Promise<LaunchOutcome> {
  const answer = await withLaunchTimeout(
    plan.kind === 'trial' ? trialLaunch(plan.request) : call('launchGame', plan.request),
    GAME_LAUNCH_TIMEOUT_MS,
  );
  const outcome = gameUrlOf(answer);
  if (outcome.ok) {
    const customerId = session.get()?.id;
    if (plan.kind === 'trial')
      track({ name: 'startTrial', gameId: plan.request.gameId, vendor: plan.request.nodeId, customerId });
    else
      track({
        name: 'gameLaunch',
        variant: plan.variant,
        gameCode: plan.request.gameCode,
        vendor: plan.request.vendor,
        customerId,
      });
  }
  return outcome;
}

/** The launch as a mutation; the game page shows its own failures (timeout, no URL, server message). */
export function useGameLaunch() {
  return useMutation({ mutationFn: launch, meta: { handlesErrors: true } });
}
