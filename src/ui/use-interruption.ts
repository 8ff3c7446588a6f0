/**
 * Issue 33: a component's turn in the queue of unasked dialogs (src/lib/interruptions). While
 * `wanted`, the component waits for its turn; it renders its dialog only while this answers true. A
 * higher item taking the screen answers false again (hide, keep your state, wait); `wanted` turning
 * false (closed, or no longer due) gives the turn back. Import it only from code loaded after the
 * first paint.
 */
import { useEffect, useState } from 'react';
import { request } from '../lib/interruptions/queue';
import type { InterruptionKind } from '../lib/interruptions/rules';

export function useInterruptionTurn(kind: InterruptionKind, wanted: boolean): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    const ticket = request(kind, setGranted);
    return () => {
      ticket.release();
      setGranted(false);
    };
  }, [kind, wanted]);
  return wanted && granted;
}
