import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCoalescedTimeouts } from './timers';

describe('issue 18 coalesced timeouts: setTimeout’s contract on one native timer', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function setup() {
    vi.useFakeTimers();
    const native = vi.spyOn(globalThis, 'setTimeout');
    const nativeClear = vi.spyOn(globalThis, 'clearTimeout');
    const timers = createCoalescedTimeouts(() => Date.now());
    return { timers, native, nativeClear };
  }

  it('runs each callback once, no earlier than its delay, in deadline order', async () => {
    const { timers } = setup();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('b'), 200);
    timers.setTimeout(() => ran.push('a'), 100);
    timers.setTimeout(() => ran.push('c'), 200);
    await vi.advanceTimersByTimeAsync(99);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(100);
    expect(ran).toEqual(['a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(timers.size).toBe(0);
  });

  it('a later or cleared timeout costs no native call; an earlier one re-arms the native timer', () => {
    const { timers, native, nativeClear } = setup();
    const first = timers.setTimeout(() => {}, 86_400_000);
    expect(native).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) timers.clearTimeout(timers.setTimeout(() => {}, 86_400_000 + i));
    expect(native).toHaveBeenCalledTimes(1);
    expect(nativeClear).toHaveBeenCalledTimes(0);
    timers.setTimeout(() => {}, 10_000);
    expect(native).toHaveBeenCalledTimes(2);
    expect(nativeClear).toHaveBeenCalledTimes(1);
    timers.clearTimeout(first);
    expect(timers.size).toBe(1);
  });

  it('a cleared timeout never runs; with none left the native timer goes too', async () => {
    const { timers, nativeClear } = setup();
    const callback = vi.fn();
    const handle = timers.setTimeout(callback, 50);
    timers.clearTimeout(handle);
    expect(nativeClear).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    expect(callback).not.toHaveBeenCalled();
    // Clearing again, or clearing nothing, is harmless.
    timers.clearTimeout(handle);
    timers.clearTimeout(undefined);
  });

  it('a timeout set while another runs is kept, and one failing callback does not stop the others', async () => {
    const { timers } = setup();
    const ran: string[] = [];
    const errors: unknown[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        errors.push(error);
      }
    });
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('nested'), 10);
      throw new Error('boom');
    }, 10);
    timers.setTimeout(() => ran.push('second'), 10);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['first', 'second']);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['first', 'second', 'nested']);
  });

  it('reaches a deadline past the native maximum delay in steps, without firing early or spinning', async () => {
    const { timers, native } = setup();
    const callback = vi.fn();
    const farMs = 30 * 86_400_000; // 30 days: past setTimeout's 2^31 - 1 ms
    timers.setTimeout(callback, farMs);
    for (const [, delay] of native.mock.calls) expect(delay).toBeLessThanOrEqual(2_147_483_647);
    await vi.advanceTimersByTimeAsync(2_147_483_647);
    expect(callback).not.toHaveBeenCalled();
    expect(native.mock.calls.length).toBeLessThanOrEqual(2);
    await vi.advanceTimersByTimeAsync(farMs - 2_147_483_647);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('fires what is due even when the clock it reads is not the timers’ clock', async () => {
    vi.useFakeTimers();
    const frozen = 1000;
    const timers = createCoalescedTimeouts(() => frozen);
    const callback = vi.fn();
    timers.setTimeout(callback, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
