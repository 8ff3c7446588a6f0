/**
 * Timeouts that cost the main thread as little as possible (issue 18, total blocking time).
 *
 * Why: while the browser records a performance trace (Lighthouse, the DevTools panel), every
 * `setTimeout`, `clearTimeout` and `requestAnimationFrame` records the script's call stack. On
 * /m/home's first visit that was about 130 native timer calls costing 45–75 ms of main thread
 * (0.3–1.4 ms each, 4× that on the simulated phone), most of them inside the long tasks Lighthouse
 * counts. Most were timers that never fire: the query cache's garbage-collection timers
 * (24 hours, set and cleared as each query gains and loses observers), the requests' timeouts
 * (cleared when the answer arrives) and `setTimeout(0)` hops.
 *
 * - `coalescedTimeouts` keeps any number of timeouts on one native timer, armed for the earliest
 *   deadline: a timeout that is set later than the earliest, or cleared, costs no native call.
 *   The query cache's timers go through it (TanStack Query's `timeoutManager`, whose documentation
 *   suggests exactly this), and so do the requests' timeouts.
 *
 * Hops between tasks without a timer: src/lib/next-task.ts.
 */

type Callback = () => void;

/** A timeout's handle: a number, as TanStack Query's `ManagedTimerId` allows. */
export type TimeoutHandle = number;

interface Pending {
  readonly callback: Callback;
  readonly deadline: number;
}

// The longest delay a browser's (or Node's) setTimeout takes as asked: 2^31 - 1 ms.
const NATIVE_MAX_DELAY_MS = 2_147_483_647;

/** Keeps `setTimeout`'s contract: the callback runs once, no earlier than `delayMs` from now. */
export function createCoalescedTimeouts(now: () => number = () => performance.now()) {
  const pending = new Map<TimeoutHandle, Pending>();
  let nextHandle = 1;
  // The one native timer, and the deadline it is armed for.
  let native: ReturnType<typeof setTimeout> | undefined;
  let armedFor = Infinity;
  let nativeDue = -Infinity;

  function arm(deadline: number) {
    if (deadline >= armedFor) return;
    if (native !== undefined) clearTimeout(native);
    armedFor = deadline;
    // A native delay past its 32-bit maximum (about 24.8 days) fires at once: a farther deadline is
    // reached in steps (the timer fires, finds nothing due and re-arms).
    const at = now();
    const delay = Math.min(NATIVE_MAX_DELAY_MS, Math.max(0, deadline - at));
    nativeDue = at + delay;
    native = setTimeout(fire, delay);
  }

  function fire() {
    native = undefined;
    // The native timer waited at least as long as it was asked to, whatever a clock that tests
    // replace says.
    const reached = Math.max(now(), nativeDue);
    armedFor = Infinity;
    const due: Pending[] = [];
    for (const [handle, entry] of pending)
      if (entry.deadline <= reached) {
        due.push(entry);
        pending.delete(handle);
      }
    // In the order they were asked for, like the browser's timers with equal deadlines.
    due.sort((a, b) => a.deadline - b.deadline);
    let earliest = Infinity;
    for (const entry of pending.values()) earliest = Math.min(earliest, entry.deadline);
    if (earliest < Infinity) arm(earliest);
    for (const entry of due) {
      try {
        entry.callback();
      } catch (error) {
        // One failing callback must not cancel the others; the error still reaches the console.
        reportLater(error);
      }
    }
  }

  return {
    setTimeout(callback: Callback, delayMs = 0): TimeoutHandle {
      const handle = nextHandle++;
      const deadline = now() + Math.max(0, Number.isFinite(delayMs) ? delayMs : 0);
      pending.set(handle, { callback, deadline });
      arm(deadline);
      return handle;
    },
    clearTimeout(handle: TimeoutHandle | undefined): void {
      if (handle === undefined || !pending.delete(handle)) return;
      // While others wait, the native timer stays armed: it finds nothing due and re-arms for what
      // is left. With none left it goes, so an idle page holds no timer.
      if (pending.size === 0 && native !== undefined) {
        clearTimeout(native);
        native = undefined;
        armedFor = Infinity;
      }
    },
    // Intervals (a refetch interval) stay native; a number in browsers and Node alike.
    setInterval: (callback: Callback, delayMs: number): TimeoutHandle => Number(setInterval(callback, delayMs)),
    clearInterval: (handle: TimeoutHandle | undefined) => clearInterval(handle),
    /** How many timeouts wait (tests). */
    get size() {
      return pending.size;
    },
  };
}

function reportLater(error: unknown) {
  queueMicrotask(() => {
    throw error;
  });
}

/** The page's shared set of coalesced timeouts. */
export const coalescedTimeouts = createCoalescedTimeouts();
