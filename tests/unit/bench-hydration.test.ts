import { describe, expect, it } from 'vitest';
import { hydratedAt } from '../../scripts/bench/hydration';

describe('issue 37: the hydration row reads the time from the page’s console message', () => {
  it('reads the time the page sent', () => {
    expect(hydratedAt('bench:hydrated 1834.5')).toBe(1834.5);
  });
  it('ignores every other message, and a message without a time', () => {
    expect(hydratedAt('bench:hydrated')).toBeNull();
    expect(hydratedAt('bench:hydrated soon')).toBeNull();
    expect(hydratedAt('bench:hydratedX 12')).toBeNull();
    expect(hydratedAt('Download the React DevTools')).toBeNull();
  });
});
