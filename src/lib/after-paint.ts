/**
 * The one "after the first paint" helper (DESIGN rule 6): work that no first paint needs runs in
 * a task after the next frame, so it never delays the frame that shows the page.
 */
import { useEffect, useState } from 'react';

/** Runs `task` in a task after the next frame has been painted. */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** False on the first render, true once the page has painted: what mounts then never delays it. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // A late call after an unmount is harmless: React ignores it.
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
