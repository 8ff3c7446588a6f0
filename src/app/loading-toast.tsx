/**
 * §9 "Loading toast 10 s default" and §8 "The loading indicator is hidden up to 3 times at 1 s
 * intervals after failures" (rules: src/features/loading/rules.ts), applied to the data layer: the
 * requests the player waits for are the writes in progress (every write is a mutation) and the
 * queries of the page on screen that have no data yet. Background refetches, polls and tracking do
 * not count: the page already shows their last answer.
 */
import { useEffect } from 'react';
import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import { HTTP_TIMEOUT_MS } from '../config/constants';
import { overlayStore, t } from '../lib/overlays';
import { loadQueryClient } from '../routes/data-client';
import { loadingToastShown, nextLoadingCheck } from '../features/loading/rules';

const waitedFor = (query: Query) =>
  query.state.fetchStatus === 'fetching' && query.state.data === undefined && query.getObserversCount() > 0;

function watchLoading(client: QueryClient): () => void {
  const queryStarts = new WeakMap<Query, number>();
  let lastFailureAt: number | null = null;
  let toastId: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const waitingSince = (now: number): number[] => {
    const starts: number[] = [];
    for (const mutation of client.getMutationCache().getAll())
      if (mutation.state.status === 'pending') starts.push(mutation.state.submittedAt || now);
    for (const query of client.getQueryCache().getAll()) {
      if (!waitedFor(query)) {
        queryStarts.delete(query);
        continue;
      }
      if (!queryStarts.has(query)) queryStarts.set(query, now);
      starts.push(queryStarts.get(query) ?? now);
    }
    return starts;
  };

  const update = () => {
    clearTimeout(timer);
    const now = Date.now();
    const state = { waitingSince: waitingSince(now), lastFailureAt };
    const open = toastId !== null && overlayStore.snapshot().some((o) => o.id === toastId);
    if (loadingToastShown(state, now)) {
      if (!open) toastId = overlayStore.toast(t('loading.slow'), HTTP_TIMEOUT_MS);
    } else if (toastId !== null) {
      overlayStore.close(toastId);
      toastId = null;
    }
    const next = nextLoadingCheck(state, now);
    if (next !== null) timer = setTimeout(update, next - now);
  };

  const failed = () => {
    lastFailureAt = Date.now();
    update();
  };

  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && event.query.getObserversCount() > 0) failed();
    else update();
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    const mutation = event.mutation as Mutation<unknown, unknown, unknown, unknown> | undefined;
    if (event.type === 'updated' && event.action.type === 'error' && mutation) failed();
    else update();
  });
  update();
  return () => {
    clearTimeout(timer);
    stopQueries();
    stopMutations();
    if (toastId !== null) overlayStore.close(toastId);
  };
}

/** Mounted once the page is on screen (after-hydration.chunk.tsx); it renders nothing itself. */
export function LoadingToast() {
  useEffect(() => {
    let stop = () => {};
    let gone = false;
    void loadQueryClient().then((client) => {
      if (!gone) stop = watchLoading(client);
    });
    return () => {
      gone = true;
      stop();
    };
  }, []);
  return null;
}
