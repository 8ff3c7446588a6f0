/** Referral calls: the member's code and invited count; the agent application and its form. */
import { call } from '../../api/client';
import { memberQuery, useKeyedMutation } from '../../api/spine';
import type { RequestOf } from '../../../contract/endpoints';
import { sessionKeyOf } from '../../shared/session-key';

export const referralKeys = {
  all: ['referral'] as const,
  info: (token: string) => ['referral', 'info', sessionKeyOf(token)] as const,
  application: (token: string) => ['referral', 'agent-application', sessionKeyOf(token)] as const,
};

export const referralInfoQuery = (token: string) => memberQuery(referralKeys.info(token), 'referralInfo', {});

export const agentApplicationQuery = (token: string) =>
  memberQuery(referralKeys.application(token), 'agentApplication', {});

export type AgentForm = Omit<RequestOf<'agentApply'>, 'idempotencyKey'>;

export const useAgentApply = () =>
  useKeyedMutation((form: AgentForm, idempotencyKey) => call('agentApply', { ...form, idempotencyKey }), {
    action: () => 'apply',
    onSuccess: (value, _form, queryClient) =>
      queryClient.setQueriesData({ queryKey: ['referral', 'agent-application'] }, value),
    invalidate: referralKeys.all,
  });
