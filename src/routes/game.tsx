import { useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { gameLanesQuery, gameVendorsQuery } from '../features/games/api';
import { GameLanes } from '../features/games/game-lanes';
import { VendorList } from '../features/games/vendor-list.chunk';
import { useT } from '../i18n';

/** §3 the lanes and the vendor catalogue, before the page renders (from the saved cache when there is one). */
export async function loader(queryClient: QueryClient) {
  await Promise.all([queryClient.ensureQueryData(gameLanesQuery()), queryClient.ensureQueryData(gameVendorsQuery())]);
}

/**
 * §2 /m/game: the game lanes (§3) and the vendor catalogue. Both answers are awaited together, so
 * one arriving first never pushes the other down (the lobby's CLS stays 0, DESIGN budget).
 */
export default function GameRoute() {
  const t = useT();
  const lanes = useQuery(gameLanesQuery());
  const vendors = useQuery(gameVendorsQuery());
  // Only the first answers are awaited here. Once both have settled the lanes and the list stay
  // mounted and show their own state: a failed query retried on their mount is 'pending' again,
  // and unmounting them for it would retry for ever (a 502 loop).
  const [settled, setSettled] = useState(false);
  // Issue 33: offline, a query with nothing saved is paused, not on its way: the lobby shows what it
  // has (the saved lanes) instead of "Loading…" for good.
  const waiting = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus !== 'paused';
  const pending = waiting(lanes) || waiting(vendors);
  if (!pending && !settled) setSettled(true);
  return (
    <PageFrame>
      {pending && !settled ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        <>
          <GameLanes />
          <h2 className="vendors-heading">{t('games.vendors')}</h2>
          <VendorList headingLevel={3} />
        </>
      )}
    </PageFrame>
  );
}
