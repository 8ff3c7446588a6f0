/** §2 /m/launchGame?prize_mode&code&playType&backUrl&lottoView: the game page (issue 14). */
import { useSearch } from '@tanstack/react-router';
import { GamePage } from '../features/games/game-page';

export default function LaunchGameRoute() {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  return <GamePage key={JSON.stringify(search)} query={search} />;
}
