import { describe, expect, it } from 'vitest';
import { missionRatio, missionState } from './rules';

describe('missions', () => {
  it('progress stays within the bar; a complete mission is claimable once', () => {
    expect(missionRatio({ progress: 4, target: 10 })).toBe(0.4);
    expect(missionRatio({ progress: 12, target: 10 })).toBe(1);
    expect(missionRatio({ progress: 1, target: 0 })).toBe(0);
    expect(missionState({ progress: 3, target: 3, claimed: false })).toBe('claimable');
    expect(missionState({ progress: 3, target: 3, claimed: true })).toBe('claimed');
    expect(missionState({ progress: 2, target: 3, claimed: false })).toBe('in-progress');
  });
});
