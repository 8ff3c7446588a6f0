import { useQuery } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { gameLanesQuery, gameVendorsQuery } from '../features/games/api';
import { GameLanes } from '../features/games/game-lanes';
import { VendorList } from '../features/games/vendor-list';
import { useT } from '../i18n';

/**
 * §2 /m/game: the game lanes (§3) and the vendor catalogue. Both answers are awaited together, so
 * one arriving first never pushes the other down (the lobby's CLS stays 0, DESIGN budget).
 */
export default function GameRoute() {
  const t = useT();
  const lanes = useQuery(gameLanesQuery());
  const vendors = useQuery(gameVendorsQuery());
  return (
    <PageFrame>
      {lanes.isPending || vendors.isPending ? (
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
