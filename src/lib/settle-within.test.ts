import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settle-within';
import { ROUTE_DATA_WAIT_MS } from '../config/constants';

afterEach(() => vi.useRealTimers());

describe('route data wait (ROUTE_DATA_WAIT_MS)', () => {
  it('ends when the work ends, if that is sooner', async () => {
    vi.useFakeTimers();
    let done = false;
    const wait = settleWithin(Promise.resolve('data'), ROUTE_DATA_WAIT_MS).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await wait;
  });

  it('ends after ROUTE_DATA_WAIT_MS when the answer is slow, and leaves the work running', async () => {
    vi.useFakeTimers();
    let answered = false;
    const slow = new Promise((resolve) => setTimeout(resolve, 30_000)).then(() => (answered = true));
    let done = false;
    void settleWithin(slow, ROUTE_DATA_WAIT_MS).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(ROUTE_DATA_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(answered).toBe(true);
  });

  it('a page with no loader does not wait', async () => {
    vi.useFakeTimers();
    let done = false;
    void settleWithin(undefined, ROUTE_DATA_WAIT_MS).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
