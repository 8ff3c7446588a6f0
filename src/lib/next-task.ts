/**
 * A hop to a new task without a timer (issue 18, total blocking time): while the browser records a
 * performance trace, every `setTimeout` records the script's call stack (see src/lib/timers.ts); a
 * message channel is neither traced nor clamped. Its own module: the page's first script needs this
 * hop, not the coalesced timers.
 */

type Callback = () => void;

const queue: Callback[] = [];
let channel: MessageChannel | undefined;

/**
 * Runs `callback` in a new task, after the tasks already queued (like `setTimeout(callback, 0)`).
 * Returns a function that cancels it.
 */
export function nextTask(callback: Callback): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) callback();
  };
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  if (!channel) {
    channel = new MessageChannel();
    // One message, one callback: each runs in a task of its own.
    channel.port1.onmessage = () => queue.shift()?.();
    // Node (tests, the server): a listening port would keep the process alive.
    (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  }
  queue.push(run);
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
  };
}
