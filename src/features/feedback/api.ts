/** §2 feedback calls: the member's past feedback and a new one. */
import { call } from '../../api/client';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import type { RequestOf } from '../../../contract/endpoints';
import { sessionKeyOf } from '../../shared/session-key';

export const feedbackKeys = {
  all: ['feedback'] as const,
  list: (token: string) => ['feedback', 'list', sessionKeyOf(token)] as const,
};

export const feedbackListQuery = (token: string) => memberQuery(feedbackKeys.list(token), 'feedbackList', {});

export type FeedbackForm = Omit<RequestOf<'feedbackSubmit'>, 'idempotencyKey'>;

export const useSubmitFeedback = () =>
  useKeyedMutation((form: FeedbackForm, idempotencyKey) => call('feedbackSubmit', { ...form, idempotencyKey }), {
    action: () => 'feedback',
    invalidate: feedbackKeys.all,
  });
