/** §4 / §7 VIP calls: the member's rank progress (loaded on login) and the merchant's levels. */
import { cacheableQuery } from '../../api/cacheable-query';
import { sessionKeyOf } from '../../shared/session-key';

export const vipKeys = {
  all: ['vip'] as const,
  progress: (token: string) => ['vip', 'progress', sessionKeyOf(token)] as const,
  levels: () => ['vip', 'levels'] as const,
};

/** §7 MCSFE_getPlayerRankProgress. */
export const rankProgressQuery = (token: string) => cacheableQuery(vipKeys.progress(token), 'rankProgress', {});

export const vipLevelsQuery = () => cacheableQuery(vipKeys.levels(), 'vipLevels', {}, { staleTime: 5 * 60_000 });
