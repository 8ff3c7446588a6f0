/**
 * The one "after the first paint" helper (DESIGN rule 6): work that no first paint needs runs in
 * a task after the next frame, so it never delays the frame that shows the page.
 */
import { useEffect, useState } from 'react';

/** Runs `task` after the next frame has been painted; the returned function cancels it. */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the first render, true once the page has painted: what mounts then never delays it. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
