/** Point market calls: points and items, and the redeem. */
import { call } from '../../api/client';
import { claimableList } from '../../api/spine';

const mall = claimableList('mall', 'pointMall', {}, (itemId: number, idempotencyKey) =>
  call('redeemItem', { itemId, idempotencyKey }),
);

export const pointMallQuery = mall.query;

export const useRedeemItem = mall.useClaim;
