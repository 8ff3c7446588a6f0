/** Referral calls: the member's code and invited count; the agent application and its form. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import type { RequestOf } from '../../../contract/endpoints';
import { createActionKeys } from '../../lib/action-keys';
import { sessionKeyOf } from '../../shared/session-key';

export const referralKeys = {
  all: ['referral'] as const,
  info: (token: string) => ['referral', 'info', sessionKeyOf(token)] as const,
  application: (token: string) => ['referral', 'agent-application', sessionKeyOf(token)] as const,
};

export function referralInfoQuery(token: string) {
  return queryOptions({
    queryKey: referralKeys.info(token),
    queryFn: ({ signal }) => call('referralInfo', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export function agentApplicationQuery(token: string) {
  return queryOptions({
    queryKey: referralKeys.application(token),
    queryFn: ({ signal }) => call('agentApplication', {}, { signal }),
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

export type AgentForm = Omit<RequestOf<'agentApply'>, 'idempotencyKey'>;

export function useAgentApply() {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (form: AgentForm) => call('agentApply', { ...form, idempotencyKey: keys.keyFor('apply') }),
    onSuccess: (value) => {
      keys.done('apply');
      queryClient.setQueriesData({ queryKey: ['referral', 'agent-application'] }, value);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
