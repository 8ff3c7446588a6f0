/**
 * The one "after the first paint" helper (DESIGN rule 6): work that no first paint needs runs in
 * a task after the next frame, so it never delays the frame that shows the page.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * Ends the current task: what follows runs in a task of its own, so a cheap phone can answer a tap
 * or paint a frame in between (issue 18: no task over 50 ms on Lighthouse's 4× throttled CPU).
 */
export const yieldToMain = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `task` in a task after the next frame has been painted. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** False on the first render, true once the page has painted: what mounts then never delays it. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // A late call after an unmount is harmless: React ignores it.
  // In a transition: what mounts then renders in slices that yield to the player's taps.
  useEffect(() => afterPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
