/** §2 /m/launchGame?prize_mode&code&playType&backUrl&lottoView: the game page (issue 14). */
import { useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { GamePage } from '../features/games/game-page';
import { InGameInstallPrompt } from '../features/install/in-game';

export default function LaunchGameRoute() {
  const search = useSearch({ strict: false }) as Record<string, string | undefined>;
  // §4 the in-game install popup: the configured seconds after the game starts; its end (or leaving) cancels it.
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <GamePage key={JSON.stringify(search)} query={search} onPlayingChange={setPlaying} />
      <InGameInstallPrompt running={playing} />
    </>
  );
}
