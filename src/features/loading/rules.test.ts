import { describe, expect, it } from 'vitest';
import { hideChecksAfterFailure, loadingToastShown, nextLoadingCheck } from './rules';

describe('§9 "Loading toast 10 s default"', () => {
  it('§9 a request the player waits for tells the player once it has loaded 10 s, not before', () => {
    expect(loadingToastShown({ waitingSince: [1_000], lastFailureAt: null }, 10_999)).toBe(false);
    expect(loadingToastShown({ waitingSince: [1_000], lastFailureAt: null }, 11_000)).toBe(true);
  });
  it('§9 nothing waiting, no toast', () => {
    expect(loadingToastShown({ waitingSince: [], lastFailureAt: null }, 50_000)).toBe(false);
    expect(nextLoadingCheck({ waitingSince: [], lastFailureAt: null }, 0)).toBeNull();
  });
  it('§9 the oldest request counts; the next check is when the first one reaches 10 s', () => {
    expect(loadingToastShown({ waitingSince: [5_000, 1_000], lastFailureAt: null }, 11_000)).toBe(true);
    expect(nextLoadingCheck({ waitingSince: [5_000, 1_000], lastFailureAt: null }, 2_000)).toBe(11_000);
  });
});

describe('§8 "The loading indicator is hidden up to 3 times at 1 s intervals after failures"', () => {
  it('§8 three hide checks, 1 s apart, from the failure on', () => {
    expect(hideChecksAfterFailure(20_000)).toEqual([20_000, 21_000, 22_000]);
  });
  it('§8 a failure hides the toast although another request is still slow, until the last check has passed', () => {
    const state = { waitingSince: [0], lastFailureAt: 20_000 };
    expect(loadingToastShown(state, 19_999)).toBe(true);
    expect(loadingToastShown(state, 20_000)).toBe(false);
    expect(loadingToastShown(state, 22_000)).toBe(false);
    expect(loadingToastShown(state, 22_001)).toBe(true);
    expect(nextLoadingCheck(state, 20_500)).toBe(21_001);
  });
});
