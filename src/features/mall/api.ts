/** Point market calls: points and items, and the redeem. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { createActionKeys } from '../../lib/action-keys';
import { sessionKeyOf } from '../../shared/session-key';

export const mallKeys = {
  all: ['mall'] as const,
  home: (token: string) => ['mall', 'home', sessionKeyOf(token)] as const,
};

export function pointMallQuery(token: string) {
  return queryOptions({
    queryKey: mallKeys.home(token),
    queryFn: ({ signal }) => call('pointMall', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export function useRedeemItem() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (itemId: number) => call('redeemItem', { itemId, idempotencyKey: keys.keyFor(`redeem:${itemId}`) }),
    onSuccess: (_value, itemId) => keys.done(`redeem:${itemId}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mallKeys.all }),
  });
}
