import { PageFrame } from '../ui/page-frame';
import { GameLanes } from '../features/games/game-lanes';
import { VendorList } from '../features/games/vendor-list';
import { useT } from '../i18n';

/** §2 /m/game: the game lanes (§3) and the vendor catalogue. */
export default function GameRoute() {
  const t = useT();
  return (
    <PageFrame>
      <GameLanes />
      <h2 className="vendors-heading">{t('games.vendors')}</h2>
      <VendorList headingLevel={3} />
    </PageFrame>
  );
}
