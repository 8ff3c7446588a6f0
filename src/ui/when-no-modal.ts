/**
 * Runs `then` once no modal dialog is open in the page: at once when none is, else when the open one
 * has closed (and any that opened meanwhile). A prompt that opens of its own accord (§4 the install
 * dialog) waits for what the player is already looking at instead of covering it: a first visit
 * then shows one dialog at a time, not a promotion popup with an install dialog stacked on it.
 * Answers a function that cancels the wait.
 */
const RECHECK_MS = 1_000;

/**
 * The longest a dialog about to open holds the waiting prompts (a list whose answer never comes):
 * they show after that whatever happens.
 */
export const DIALOG_HOLD_MAX_MS = 10_000;

/** Dialogs about to open of their own accord: a prompt that waits waits for them too. */
const holds = new Set<symbol>();
const holdReleased = new Set<() => void>();

/**
 * Announces a dialog that is about to open of its own accord (§4 the popups, whose list is still
 * settling): until the answer comes, a waiting prompt does not open. Without it, whichever timer
 * fired first won: the install dialog at init opened a moment before the popups and they stacked
 * on it. Answers the release, which the caller calls once its dialog is open or will not open; it
 * releases itself after DIALOG_HOLD_MAX_MS.
 */
export function holdForDialog(): () => void {
  const hold = Symbol('dialog about to open');
  holds.add(hold);
  const cap = setTimeout(release, DIALOG_HOLD_MAX_MS);
  function release(): void {
    clearTimeout(cap);
    if (!holds.delete(hold)) return;
    for (const listener of [...holdReleased]) listener();
  }
  return release;
}

function openModal(): HTMLDialogElement | null {
  try {
    return document.querySelector<HTMLDialogElement>('dialog:modal');
  } catch {
    // A browser without :modal (Safari before 15.6): every open dialog counts.
    return document.querySelector<HTMLDialogElement>('dialog[open]');
  }
}

/**
 * `heedHolds: false` for the held dialog itself (the popups): it waits for an open dialog only, not
 * for its own hold.
 */
export function whenNoModalOpen(then: () => void, { heedHolds = true }: { heedHolds?: boolean } = {}): () => void {
  let done = false;
  let watched: HTMLDialogElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = () => {
    watched?.removeEventListener('close', recheckSoon);
    watched = null;
    holdReleased.delete(recheckSoon);
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
    if (!open && (!heedHolds || holds.size === 0)) {
      done = true;
      then();
      return;
    }
    if (open) {
      watched = open;
      open.addEventListener('close', recheckSoon, { once: true });
    } else {
      // The held dialog opens (and is then the open one) or says it will not.
      holdReleased.add(recheckSoon);
    }
    timer = setTimeout(recheckSoon, RECHECK_MS);
  }
  check();
  return () => {
    done = true;
    stopWatching();
  };
}
