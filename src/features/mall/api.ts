/** Point market calls: points and items, and the redeem. */
import { call } from '../../api/client';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import { sessionKeyOf } from '../../shared/session-key';

export const mallKeys = {
  all: ['mall'] as const,
  home: (token: string) => ['mall', 'home', sessionKeyOf(token)] as const,
};

export const pointMallQuery = (token: string) => memberQuery(mallKeys.home(token), 'pointMall', {});

export const useRedeemItem = () =>
  useKeyedMutation((itemId: number, idempotencyKey) => call('redeemItem', { itemId, idempotencyKey }), {
    action: (itemId) => `redeem:${itemId}`,
    invalidate: mallKeys.all,
  });
