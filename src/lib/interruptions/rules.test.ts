import { describe, expect, it } from 'vitest';
import {
  FIRST_MINUTE_CAP_GUEST,
  FIRST_MINUTE_CAP_MEMBER,
  FIRST_MINUTE_MS,
  INTERRUPTION_PAUSE_MS,
} from '../../config/constants';
import {
  PRIORITY,
  initialState,
  nextStep,
  withAudience,
  withGrant,
  withRelease,
  withRequest,
  type InterruptionKind,
  type QueueState,
} from './rules';

const T0 = 1_700_000_000_000;
let seq = 0;
const item = (id: number, kind: InterruptionKind) => ({ id, kind, seq: seq++, counted: false });

/** Runs the queue's grants at `now` until it waits; answers the state and the last step. */
function settle(state: QueueState, now: number) {
  for (;;) {
    const step = nextStep(state, now);
    if (step.kind !== 'grant') return { state, step };
    state = withGrant(state, step.id, step.preempt);
  }
}

describe('issue 33, DESIGN rule 14: the written priority', () => {
  it.each<[InterruptionKind, number]>([
    ['notice', 0], // §8 error and status notices
    ['session', 0], // §8 session expiry
    ['update', 0], // §4 update detection's prompt
    ['deposit', 1], // a deposit arrived
    ['mandatory-upgrade', 1], // §4 app upgrade with the mandatory flag
    ['install', 2], // §4 install dialog and its triggers
    ['push', 2], // §4 push opt-in
    ['app-upgrade', 2], // §4 app upgrade modal, closable
    ['popup', 3], // §4 announcement and promotion popups
    ['promo-image', 3], // §4 promo image popup
    ['activity', 3], // §2 go-to-activity prompts
  ])('%s has priority %i', (kind, tier) => {
    expect(PRIORITY[kind]).toBe(tier);
  });

  it('two waiting items: the higher first, whichever asked first; equal ones in order of asking', () => {
    let s = initialState(T0, false);
    s = withRequest(s, item(1, 'popup'));
    s = withRequest(s, item(2, 'install'));
    s = withRequest(s, item(3, 'push'));
    expect(nextStep(s, T0)).toEqual({ kind: 'grant', id: 2, preempt: null });
  });
});

describe('issue 33: two never stack; a lower one waits for the close plus a pause', () => {
  it('an equal or lower item waits while one is open', () => {
    let s = settle(withRequest(initialState(T0, true), item(1, 'install')), T0).state;
    s = withRequest(s, item(2, 'push'));
    s = withRequest(s, item(3, 'popup'));
    expect(nextStep(s, T0 + 10_000)).toEqual({ kind: 'none' });
  });
  it('after a close, the next waits INTERRUPTION_PAUSE_MS', () => {
    let s = settle(withRequest(initialState(T0, true), item(1, 'install')), T0).state;
    s = withRequest(s, item(2, 'popup'));
    s = withRelease(s, 1, T0 + 5_000);
    expect(nextStep(s, T0 + 5_000)).toEqual({ kind: 'wait-until', at: T0 + 5_000 + INTERRUPTION_PAUSE_MS });
    expect(nextStep(s, T0 + 5_000 + INTERRUPTION_PAUSE_MS)).toEqual({ kind: 'grant', id: 2, preempt: null });
  });
  it('a must-know notice waits for no pause', () => {
    let s = settle(withRequest(initialState(T0, true), item(1, 'install')), T0).state;
    s = withRelease(s, 1, T0 + 5_000);
    s = withRequest(s, item(2, 'notice'));
    expect(nextStep(s, T0 + 5_000)).toEqual({ kind: 'grant', id: 2, preempt: null });
  });
  it('a dialog the player opened holds the lower items, not a notice', () => {
    let s = { ...initialState(T0, true), screenBusy: true };
    s = withRequest(s, item(1, 'popup'));
    expect(nextStep(s, T0)).toEqual({ kind: 'none' });
    s = withRequest(s, item(2, 'notice'));
    expect(nextStep(s, T0)).toEqual({ kind: 'grant', id: 2, preempt: null });
  });
});

describe('issue 33: a higher item waits for nothing — the open lower one is hidden and queued again', () => {
  it('a §8 notice raised while a promotion is open takes the screen at once', () => {
    let s = settle(withRequest(initialState(T0, false), item(1, 'popup')), T0).state;
    s = withRequest(s, item(2, 'notice'));
    expect(nextStep(s, T0 + 1)).toEqual({ kind: 'grant', id: 2, preempt: 1 });
    s = withGrant(s, 2, 1);
    expect(s.open?.id).toBe(2);
    expect(s.waiting.map((w) => w.id)).toEqual([1]);
    // The promotion comes back after the notice closes and the pause, and is not counted twice.
    const shown = s.shownInWindow;
    s = withRelease(s, 2, T0 + 3_000);
    s = settle(s, T0 + 3_000 + INTERRUPTION_PAUSE_MS).state;
    expect(s.open?.id).toBe(1);
    expect(s.shownInWindow).toBe(shown);
  });
  it('the install dialog pre-empts a promotion popup; a popup never pre-empts the install dialog', () => {
    let s = settle(withRequest(initialState(T0, false), item(1, 'popup')), T0).state;
    s = withRequest(s, item(2, 'install'));
    expect(nextStep(s, T0)).toEqual({ kind: 'grant', id: 2, preempt: 1 });
    let t = settle(withRequest(initialState(T0, false), item(3, 'install')), T0).state;
    t = withRequest(t, item(4, 'popup'));
    expect(nextStep(t, T0)).toEqual({ kind: 'none' });
  });
});

describe('issue 33: the first minute is capped (docs/interruptions.md)', () => {
  it.each([
    [false, FIRST_MINUTE_CAP_GUEST],
    [true, FIRST_MINUTE_CAP_MEMBER],
  ])('member=%s: at most %i unasked items in the first minute; the rest wait for its end', (member, cap) => {
    let s = initialState(T0, member);
    let now = T0;
    const kinds: InterruptionKind[] = ['push', 'install', 'popup', 'promo-image', 'activity'];
    kinds.forEach((kind, i) => (s = withRequest(s, item(100 + i, kind))));
    let shown = 0;
    while (now < T0 + FIRST_MINUTE_MS) {
      const r = settle(s, now);
      s = r.state;
      if (s.open) {
        shown += 1;
        s = withRelease(s, s.open.id, now + 1_000);
        now += 1_000;
        continue;
      }
      if (r.step.kind !== 'wait-until') break;
      now = r.step.at;
    }
    expect(shown).toBe(cap);
    expect(nextStep(s, now)).toEqual({ kind: 'grant', id: expect.any(Number), preempt: null });
    expect(now).toBe(T0 + FIRST_MINUTE_MS);
  });
  it('notices are never held back by the cap', () => {
    let s = { ...initialState(T0, false), shownInWindow: 99 };
    s = withRequest(s, item(1, 'notice'));
    expect(nextStep(s, T0)).toEqual({ kind: 'grant', id: 1, preempt: null });
  });
  it("a login starts a member's first minute; the same audience again changes nothing", () => {
    let s = { ...initialState(T0, false), shownInWindow: 2 };
    expect(withAudience(s, false, T0 + 5)).toBe(s);
    s = withAudience(s, true, T0 + 30_000);
    expect(s).toMatchObject({ member: true, windowStart: T0 + 30_000, shownInWindow: 0 });
  });
});
