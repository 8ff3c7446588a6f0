/**
 * §4 the in-game popup: the configured seconds after a game starts, the install prompt host weighs
 * the in_game trigger; the game ending (running false, or the page leaving) cancels it. The game page
 * mounts <InGameInstallPrompt running={…} /> (inside the data layer).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { installSettingsQuery } from './api';
import { inGamePopupDelayMs } from './rules';
import { requestInstallPrompt } from './triggers';

export function useInGameInstallPrompt(running: boolean): void {
  const { data: settings } = useQuery(installSettingsQuery());
  const delayMs = settings ? inGamePopupDelayMs(settings) : null;
  useEffect(() => {
    if (!running || delayMs === null) return;
    const timer = setTimeout(() => requestInstallPrompt({ kind: 'in-game' }), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs]);
}

export function InGameInstallPrompt({ running }: { running: boolean }) {
  useInGameInstallPrompt(running);
  return null;
}
