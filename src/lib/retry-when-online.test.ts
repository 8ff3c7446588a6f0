/** DESIGN rule 11: a part whose code failed to load is tried again when it is worth it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_PART_AFTER_MS, retryWhenOnline } from './retry-when-online';

describe('retryWhenOnline', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offline: tries again once, when the browser is back online, and not before', () => {
    online = false;
    const retry = vi.fn();
    retryWhenOnline(retry);
    vi.advanceTimersByTime(10 * RELOAD_PART_AFTER_MS);
    expect(retry).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('online already (a flaky line): tries again after the pause', () => {
    online = true;
    const retry = vi.fn();
    retryWhenOnline(retry);
    vi.advanceTimersByTime(RELOAD_PART_AFTER_MS - 1);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('online already, then the connection comes back: tries again at once, and only once', () => {
    online = true;
    const retry = vi.fn();
    retryWhenOnline(retry);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(RELOAD_PART_AFTER_MS);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the part left the page): never tries again', () => {
    for (const state of [false, true]) {
      online = state;
      const retry = vi.fn();
      retryWhenOnline(retry)();
      window.dispatchEvent(new Event('online'));
      vi.advanceTimersByTime(RELOAD_PART_AFTER_MS);
      expect(retry).not.toHaveBeenCalled();
    }
  });
});
