/** §4 / §7 VIP calls: the member's rank progress (loaded on login) and the merchant's levels. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { sessionKeyOf } from '../../shared/session-key';

export const vipKeys = {
  all: ['vip'] as const,
  progress: (token: string) => ['vip', 'progress', sessionKeyOf(token)] as const,
  levels: () => ['vip', 'levels'] as const,
};

/** §7 MCSFE_getPlayerRankProgress. */
export function rankProgressQuery(token: string) {
  return queryOptions({
    queryKey: vipKeys.progress(token),
    queryFn: ({ signal }) => call('rankProgress', {}, { signal }),
    meta: { handlesErrors: true, endpoint: 'rankProgress' },
  });
}

export function vipLevelsQuery() {
  return queryOptions({
    queryKey: vipKeys.levels(),
    queryFn: ({ signal }) => call('vipLevels', {}, { signal }),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true, endpoint: 'vipLevels' },
  });
}
