import { describe, expect, it } from 'vitest';
import { splashDone, splashSessionMs } from './rules';

describe('§9 "Session time 5 (splash config)"', () => {
  it('§9 without a splash configuration the session time is 5 s', () => {
    expect(splashSessionMs(undefined)).toBe(5_000);
    expect(splashSessionMs({})).toBe(5_000);
  });
  it('§9 a merchant sets its own, in whole seconds, 1 to 30; nonsense keeps the default', () => {
    expect(splashSessionMs({ sessionTime: 3 })).toBe(3_000);
    expect(splashSessionMs({ sessionTime: 2.7 })).toBe(2_000);
    expect(splashSessionMs({ sessionTime: 600 })).toBe(30_000);
    expect(splashSessionMs({ sessionTime: 0 })).toBe(5_000);
    expect(splashSessionMs({ sessionTime: Number.NaN })).toBe(5_000);
  });
  it('§4 §9 the splash goes when the first page has loaded, or at its session time while it still loads', () => {
    expect(splashDone({ loading: false, elapsedMs: 100, sessionMs: 5_000 })).toBe(true);
    expect(splashDone({ loading: true, elapsedMs: 4_999, sessionMs: 5_000 })).toBe(false);
    expect(splashDone({ loading: true, elapsedMs: 5_000, sessionMs: 5_000 })).toBe(true);
  });
});
