/**
 * Runs `then` once no modal dialog is open in the page: at once when none is, else when the open one
 * has closed (and any that opened meanwhile). A prompt that opens of its own accord (§4 the install
 * dialog) waits for what the player is already looking at instead of covering it: a first visit
 * then shows one dialog at a time, not a promotion popup with an install dialog stacked on it.
 * Answers a function that cancels the wait.
 */
const RECHECK_MS = 1_000;

function openModal(): HTMLDialogElement | null {
  try {
    return document.querySelector<HTMLDialogElement>('dialog:modal');
  } catch {
    // A browser without :modal (Safari before 15.6): every open dialog counts.
    return document.querySelector<HTMLDialogElement>('dialog[open]');
  }
}

export function whenNoModalOpen(then: () => void): () => void {
  let done = false;
  let watched: HTMLDialogElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = () => {
    watched?.removeEventListener('close', recheckSoon);
    watched = null;
    clearTimeout(timer);
  };
  // Another dialog may open as this one closes: look again once the close has run its course. A
  // dialog taken out of the page while open fires no close event: the periodic look catches it.
  function recheckSoon(): void {
    stopWatching();
    timer = setTimeout(check, 0);
  }
  function check(): void {
    if (done) return;
    const open = openModal();
    if (!open) {
      done = true;
      then();
      return;
    }
    watched = open;
    open.addEventListener('close', recheckSoon, { once: true });
    timer = setTimeout(recheckSoon, RECHECK_MS);
  }
  check();
  return () => {
    done = true;
    stopWatching();
  };
}
