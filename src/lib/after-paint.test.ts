import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, contentfulPaint } from './after-paint';
import { nextTask } from './next-task';

/** A browser's paint timing, reduced to what contentfulPaint reads. */
function fakePaintTiming(supported: boolean) {
  const entries: { name: string }[] = [];
  let notify = () => {};
  vi.stubGlobal('performance', { getEntriesByName: (name: string) => entries.filter((e) => e.name === name) });
  vi.stubGlobal(
    'PerformanceObserver',
    Object.assign(
      class {
        constructor(callback: () => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {
          notify = () => {};
        }
      },
      { supportedEntryTypes: supported ? ['paint', 'layout-shift'] : ['layout-shift'] },
    ),
  );
  return {
    paint(name: string) {
      entries.push({ name });
      notify();
    },
  };
}

describe('issue 17 tracking waits for the first contentful paint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves on first-contentful-paint, not on a first paint without content', async () => {
    const timing = fakePaintTiming(true);
    let resolved = false;
    const waiting = contentfulPaint(5000).then(() => (resolved = true));
    timing.paint('first-paint');
    await Promise.resolve();
    expect(resolved).toBe(false);
    timing.paint('first-contentful-paint');
    await waiting;
    expect(resolved).toBe(true);
  });

  it('resolves at once when content has already painted, or where paints are not reported', async () => {
    // Fake timers hold the 5 s cap: resolving here is resolving at once, not by the cap.
    vi.useFakeTimers();
    const settledAtOnce = async (wait: Promise<void>) => {
      let resolved = false;
      void wait.then(() => (resolved = true));
      await Promise.resolve();
      return resolved;
    };
    fakePaintTiming(true).paint('first-contentful-paint');
    expect(await settledAtOnce(contentfulPaint(5000))).toBe(true);
    fakePaintTiming(false);
    expect(await settledAtOnce(contentfulPaint(5000))).toBe(true);
    // The cap is not what resolved them: a page that has not painted is still waiting.
    fakePaintTiming(true);
    expect(await settledAtOnce(contentfulPaint(5000))).toBe(false);
  });

  it('resolves after the cap when the page paints no content (or is hidden)', async () => {
    vi.useFakeTimers();
    fakePaintTiming(true);
    let resolved = false;
    void contentfulPaint(5000).then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});

describe('issue 18 afterPaint: what waits for the first paint mounts one frame apart', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('runs the waiting tasks first come first served, one per painted frame, skipping cancelled ones', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const ran: string[] = [];
    afterPaint(() => ran.push('catalogue'));
    const cancel = afterPaint(() => ran.push('unmounted before its frame'));
    afterPaint(() => ran.push('popups'));
    cancel();
    // One frame asked for at a time, however many wait.
    expect(frames).toHaveLength(1);
    const paintFrame = async () => {
      frames.shift()!();
      // Each runs in a task of its own after its frame (the hops keep their order).
      await new Promise<void>((resolve) => nextTask(resolve));
    };
    await paintFrame();
    expect(ran).toEqual(['catalogue']);
    await paintFrame();
    expect(ran).toEqual(['catalogue', 'popups']);
    expect(frames).toHaveLength(0);
  });
});
