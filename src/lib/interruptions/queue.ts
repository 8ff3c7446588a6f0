/**
 * Issue 33: the one queue of unasked dialogs (its rules: ./rules.ts, docs/interruptions.md). Loaded
 * only by what opens of its own accord after the first paint (the overlay host, the popups, the promo
 * image, the install prompts): never by the first paint.
 *
 * An item asks for its turn with `request(kind, onTurn)`; `onTurn(true)` says it may open,
 * `onTurn(false)` that a higher one took the screen (it hides and waits again); `release()` says it
 * closed or no longer wants to open. The overlay host's own alerts (errors, status, session, update:
 * what the player must know) join it by themselves, as `notice` items.
 */
import { overlayStore } from '../overlays';
import {
  initialState,
  nextStep,
  withAudience,
  withGrant,
  withRelease,
  withRequest,
  type InterruptionKind,
} from './rules';

/** While a dialog the player opened is up, lower items look again this often (a closed dialog may fire no event). */
const RECHECK_MS = 1_000;

let state = initialState(Date.now(), false);
let seq = 0;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const turns = new Map<number, (granted: boolean) => void>();

/**
 * A dialog the player opened (the language list, a second factor) holds the lower items. A page shown
 * as a dialog (the game frame, src/ui/iframe-page.chunk.tsx) is a page, not a dialog: §4's in-game install
 * popup comes over it.
 */
function foreignModalOpen(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    return document.querySelector('dialog:modal:not(.iframe-page)') !== null;
  } catch {
    return document.querySelector('dialog[open]:not(.iframe-page)') !== null;
  }
}

function run(): void {
  clearTimeout(timer);
  timer = undefined;
  for (;;) {
    const now = Date.now();
    state = { ...state, screenBusy: state.open === null && foreignModalOpen() };
    const step = nextStep(state, now);
    if (step.kind === 'none') {
      if (state.screenBusy && state.waiting.length > 0) timer = setTimeout(run, RECHECK_MS);
      break;
    }
    if (step.kind === 'wait-until') {
      timer = setTimeout(run, Math.max(0, step.at - now));
      break;
    }
    state = withGrant(state, step.id, step.preempt);
    if (step.preempt !== null) turns.get(step.preempt)?.(false);
    turns.get(step.id)?.(true);
  }
}

export interface Ticket {
  id: number;
  release(): void;
}

export function request(kind: InterruptionKind, onTurn: (granted: boolean) => void): Ticket {
  const id = nextId++;
  turns.set(id, onTurn);
  state = withRequest(state, { id, kind, seq: seq++, counted: false });
  run();
  return {
    id,
    release() {
      if (!turns.delete(id)) return;
      state = withRelease(state, id, Date.now());
      run();
    },
  };
}

/** A login starts a member's first minute, a logout a guest's (the app tells it: lib knows no session). */
export function setMember(member: boolean): void {
  state = withAudience(state, member, Date.now());
  run();
}

// The overlay host's alerts that are not items themselves: must-know notices, at once.
const alertTickets = new Map<number, Ticket>();
function syncAlerts(): void {
  const live = new Set<number>();
  for (const overlay of overlayStore.snapshot()) {
    if (overlay.kind !== 'alert' || overlay.interruption) continue;
    live.add(overlay.id);
    if (!alertTickets.has(overlay.id))
      alertTickets.set(
        overlay.id,
        request('notice', () => undefined),
      );
  }
  for (const [id, ticket] of alertTickets) {
    if (live.has(id)) continue;
    alertTickets.delete(id);
    ticket.release();
  }
}
overlayStore.subscribe(syncAlerts);
syncAlerts();
