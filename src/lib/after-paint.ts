/**
 * The one "after the first paint" helper (DESIGN rule 6): work that no first paint needs runs in
 * a task after the next frame, so it never delays the frame that shows the page.
 */
import { startTransition, useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * Ends the current task: what follows runs in a task of its own, so a cheap phone can answer a tap
 * or paint a frame in between (issue 18: no task over 50 ms on Lighthouse's 4× throttled CPU).
 */
export const yieldToMain = (): Promise<void> => new Promise<void>((resolve) => nextTask(resolve));

// What waits for a painted frame, first come first served: one per frame, each in a task of its
// own. Sections that mount after the first paint then commit one by one, not in one long task
// (issue 18, total blocking time: the home page's overlays and sections, mounted together, made
// one commit of 25-40 ms on Lighthouse's unthrottled run, so 100-160 ms on its phone).
const waitingForFrame: Array<{ task: () => void; cancelled: boolean }> = [];
let frameRequested = false;

function onFrame(): void {
  frameRequested = false;
  let next = waitingForFrame.shift();
  while (next?.cancelled) next = waitingForFrame.shift();
  if (waitingForFrame.length > 0) requestFrame();
  if (next) {
    const { task } = next;
    nextTask(() => {
      if (!next.cancelled) task();
    });
  }
}

function requestFrame(): void {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(onFrame);
}

/**
 * Runs `task` in a task of its own after a frame has been painted; tasks that wait together run
 * one frame apart. Returns a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  const entry = { task, cancelled: false };
  waitingForFrame.push(entry);
  requestFrame();
  return () => {
    entry.cancelled = true;
  };
}

/** False on the first render, true once the page has painted: what mounts then never delays it. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // In a transition: what mounts then renders in slices that yield to the player's taps.
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/**
 * Resolves once the page has painted content (the browser's first-contentful-paint), at once where
 * the browser does not report paints, and after `capMs` at most: a page that paints no text or
 * image (or is never shown) does not hold back what waits. The frame after a commit may hold no
 * content yet (a client-rendered page still loading its route), so it is not the same moment.
 */
export function contentfulPaint(capMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
      painted()
    )
      return resolve();
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, capMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
