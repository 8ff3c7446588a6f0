/**
 * Issue 36: the shapes every feature's api.ts wrote out (DESIGN rule 4), written once. A member's
 * own answer is asked again whenever a page opens it (but for the one its route's loader has just
 * fetched for it), its failure the page's to show; a write
 * carries one idempotency key per intended action (DESIGN rule 11) until the server has answered
 * it, so a double tap or a retry after a lost answer changes the server's state once. (A cacheable
 * read is cacheable-query.ts's.)
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { EndpointName, RequestOf } from '../../contract/endpoints';
import { createActionKeys } from '../lib/action-keys';
import { sessionKeyOf } from '../shared/session-key';
import { call } from './client';
import { askedAgainOnOpen } from './loader-handover';

/**
 * A member's own answer: never taken stale (asked again when a page opens it, unless the route's
 * loader has just fetched it for that page: loader-handover.ts), and a failure is shown by the page
 * that asked.
 */
export function memberQuery<const K extends QueryKey, N extends EndpointName>(
  queryKey: K,
  endpoint: N,
  request: RequestOf<N>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(endpoint, request, { signal }),
    ...askedAgainOnOpen,
    meta: { handlesErrors: true },
  });
}

export interface KeyedWrite<V, R> {
  /** The intended action the variables stand for: its key is sent until the server has answered. */
  action: (variables: V) => string;
  /** Asked again once the write has settled (the mutation waits for it). */
  invalidate?: QueryKey;
  onSuccess?: (value: R, variables: V, queryClient: QueryClient) => void;
}

/** A write with its idempotency key: `send` gets the action's key with the variables. */
export function useKeyedMutation<V, R>(
  send: (variables: V, idempotencyKey: string) => Promise<R>,
  { action, invalidate, onSuccess }: KeyedWrite<V, R>,
) {
  const queryClient = useQueryClient();
  const [keys] = useState(createActionKeys);
  return useMutation({
    mutationFn: (variables: V) => send(variables, keys.keyFor(action(variables))),
    onSuccess: (value, variables) => {
      keys.done(action(variables));
      onSuccess?.(value, variables, queryClient);
    },
    onSettled: invalidate ? () => queryClient.invalidateQueries({ queryKey: invalidate }) : undefined,
  });
}

/**
 * A member's list whose entries the member claims by id (the rewards, the point market's items,
 * the missions): the list's read and the claim, keyed under `root`. A claim's idempotency key is
 * kept per entry, so a double tap on one entry claims it once; the list is asked again once a
 * claim has settled.
 */
export function claimableList<const Root extends string, N extends EndpointName, R>(
  root: Root,
  list: N,
  request: RequestOf<N>,
  claim: (id: number, idempotencyKey: string) => Promise<R>,
) {
  const all = [root] as const;
  return {
    query: (token: string) => memberQuery([root, 'list', sessionKeyOf(token)] as const, list, request),
    useClaim: () => useKeyedMutation(claim, { action: (id) => `claim:${id}`, invalidate: all }),
  };
}
