/**
 * Issue 33 (DESIGN rule 14, docs/interruptions.md): the rules of the one queue every dialog that opens
 * without the player asking goes through. Pure: the state in, the next step out; the clock is given.
 *
 * Priority, highest first (a lower number is higher):
 *   0 what the player must know: error and status notices, session expiry, the update prompt;
 *   1 money and the player's own actions: a deposit that arrived, a mandatory app upgrade;
 *   2 install and push: the install dialog, the push request, the app-upgrade modal;
 *   3 promotions: announcement and promotion popups, the promo image, go-to-activity prompts.
 *
 * - A higher item waits for nothing: it opens at once; a lower one that is open is hidden and put
 *   back in the queue (it keeps its place and comes back after, without counting twice).
 * - A lower or equal item waits for the open one to close, plus INTERRUPTION_PAUSE_MS (a must-know
 *   notice waits for no pause); two never stack.
 * - A spec rule's time (§4 §9: the promo image's 20 s, the popups' delays, the install triggers) is
 *   when an item asks for its turn: the earliest it may open, never a promise.
 * - The first minute holds at most FIRST_MINUTE_CAP_GUEST / _MEMBER items of priority 1 to 3 (a
 *   must-know notice is never held back); the rest wait for the minute's end.
 */
import {
  FIRST_MINUTE_CAP_GUEST,
  FIRST_MINUTE_CAP_MEMBER,
  FIRST_MINUTE_MS,
  INTERRUPTION_PAUSE_MS,
} from '../../config/constants';

export type InterruptionKind =
  | 'notice'
  | 'session'
  | 'update'
  | 'deposit'
  | 'mandatory-upgrade'
  | 'install'
  | 'push'
  | 'app-upgrade'
  | 'popup'
  | 'promo-image'
  | 'activity';

export type Tier = 0 | 1 | 2 | 3;

/** The written priority (docs/interruptions.md): the table the test holds to. */
export const PRIORITY: Readonly<Record<InterruptionKind, Tier>> = {
  notice: 0,
  session: 0,
  update: 0,
  deposit: 1,
  'mandatory-upgrade': 1,
  install: 2,
  push: 2,
  'app-upgrade': 2,
  popup: 3,
  'promo-image': 3,
  activity: 3,
};

export interface Item {
  id: number;
  kind: InterruptionKind;
  /** Order of asking: the earlier of two equal items goes first. */
  seq: number;
  /** Already counted against the first minute's cap (shown, then hidden by a higher one). */
  counted: boolean;
}

export interface QueueState {
  open: Item | null;
  waiting: readonly Item[];
  /** When the last open item closed (the pause counts from it). */
  lastClosedAt: number | null;
  /** The start of the first minute (the page's start, or a login). */
  windowStart: number;
  member: boolean;
  /** Items of priority 1 to 3 shown since windowStart. */
  shownInWindow: number;
  /** A dialog the queue does not own is open (one the player asked for): lower items wait for it. */
  screenBusy: boolean;
}

export type Step =
  { kind: 'none' } | { kind: 'grant'; id: number; preempt: number | null } | { kind: 'wait-until'; at: number };

export const tierOf = (kind: InterruptionKind): Tier => PRIORITY[kind];

export const firstMinuteCap = (member: boolean): number => (member ? FIRST_MINUTE_CAP_MEMBER : FIRST_MINUTE_CAP_GUEST);

export function initialState(now: number, member: boolean): QueueState {
  return {
    open: null,
    waiting: [],
    lastClosedAt: null,
    windowStart: now,
    member,
    shownInWindow: 0,
    screenBusy: false,
  };
}

/** The first waiting item by priority, then by order of asking. */
export function best(waiting: readonly Item[]): Item | null {
  let found: Item | null = null;
  for (const item of waiting) {
    if (
      !found ||
      tierOf(item.kind) < tierOf(found.kind) ||
      (tierOf(item.kind) === tierOf(found.kind) && item.seq < found.seq)
    )
      found = item;
  }
  return found;
}

/** When the cap lets this item open: now, or the first minute's end. */
function capAllows(state: QueueState, item: Item, now: number): number {
  if (tierOf(item.kind) === 0 || item.counted) return now;
  const end = state.windowStart + FIRST_MINUTE_MS;
  if (now < end && state.shownInWindow >= firstMinuteCap(state.member)) return end;
  return now;
}

/** What the queue does next. */
export function nextStep(state: QueueState, now: number): Step {
  const next = best(state.waiting);
  if (!next) return { kind: 'none' };
  const tier = tierOf(next.kind);
  const capAt = capAllows(state, next, now);
  if (state.open) {
    // A higher item waits for nothing: the open lower one is hidden and queued again.
    if (tier < tierOf(state.open.kind)) {
      return capAt > now ? { kind: 'wait-until', at: capAt } : { kind: 'grant', id: next.id, preempt: state.open.id };
    }
    return { kind: 'none' };
  }
  if (tier === 0) return { kind: 'grant', id: next.id, preempt: null };
  if (state.screenBusy) return { kind: 'none' };
  const pauseAt = state.lastClosedAt === null ? now : state.lastClosedAt + INTERRUPTION_PAUSE_MS;
  const at = Math.max(capAt, pauseAt);
  return at > now ? { kind: 'wait-until', at } : { kind: 'grant', id: next.id, preempt: null };
}

// ── transitions ─────────────────────────────────────────────────────────────────────────────────

export function withRequest(state: QueueState, item: Item): QueueState {
  return { ...state, waiting: [...state.waiting, item] };
}

/** Applies a grant: the item opens; a pre-empted one goes back to the queue, in its place. */
export function withGrant(state: QueueState, id: number, preempt: number | null): QueueState {
  const item = state.waiting.find((w) => w.id === id);
  if (!item) return state;
  const counts = tierOf(item.kind) !== 0 && !item.counted;
  let waiting = state.waiting.filter((w) => w.id !== id);
  if (preempt !== null && state.open?.id === preempt) waiting = [...waiting, state.open];
  return {
    ...state,
    open: { ...item, counted: item.counted || counts },
    waiting,
    shownInWindow: state.shownInWindow + (counts ? 1 : 0),
  };
}

/** The item closed (or no longer wants to open). */
export function withRelease(state: QueueState, id: number, now: number): QueueState {
  if (state.open?.id === id) return { ...state, open: null, lastClosedAt: now };
  return { ...state, waiting: state.waiting.filter((w) => w.id !== id) };
}

/** A login starts a member's first minute; a logout a guest's. */
export function withAudience(state: QueueState, member: boolean, now: number): QueueState {
  if (member === state.member) return state;
  return { ...state, member, windowStart: now, shownInWindow: 0 };
}
