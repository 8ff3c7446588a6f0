/** §2 feedback calls: the member's past feedback and a new one. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import type { RequestOf } from '../../../contract/endpoints';
import { createActionKeys } from '../../lib/action-keys';
import { sessionKeyOf } from '../../shared/session-key';

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (token: string) => ['feedback', 'list', sessionKeyOf(token)] as const,
};

export function feedbackListQuery(token: string) {
  return queryOptions({
    queryKey: feedbackKeys.list(token),
    queryFn: ({ signal }) => call('feedbackList', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export type FeedbackForm = Omit<RequestOf<'feedbackSubmit'>, 'idempotencyKey'>;

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (form: FeedbackForm) => call('feedbackSubmit', { ...form, idempotencyKey: keys.keyFor('feedback') }),
    onSuccess: () => keys.done('feedback'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
