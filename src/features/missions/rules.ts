/** Missions: progress and whether the reward can be claimed. Pure. */

export function missionRatio(m: { progress: number; target: number }): number {
  if (!(m.target > 0) || !Number.isFinite(m.progress)) return 0;
  return Math.min(1, Math.max(0, m.progress / m.target));
}

export type MissionState = 'in-progress' | 'claimable' | 'claimed';

export function missionState(m: { progress: number; target: number; claimed: boolean }): MissionState {
  if (m.claimed) return 'claimed';
  return m.target > 0 && m.progress >= m.target ? 'claimable' : 'in-progress';
}
