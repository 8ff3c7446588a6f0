/**
 * Issue 36: the install machine's transitions as a table. Each row: the state before (the initial
 * state with a patch), the event, and the state after (a patch of what changed) and the effects; the
 * row's name says the spec section it enforces. The rules it calls (decidePrompt, dialogDelayMs,
 * pollOutcome) have their own table in rules.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { installSettings, type InstallSettings } from '../../../contract/entities';
import {
  DAY_MS,
  HIDE_DOWNLOAD_BAR_KEY,
  INSTALL_AFTER_LOGIN_DELAY_MS,
  INSTALL_DIALOG_DELAY_MS,
  INSTALL_FORCED_SHOWN_KEY,
  INSTALL_PROMPT_POLL_TIMES,
  INSTALL_UNSUPPORTED_KEY,
} from '../../config/constants';
import {
  dialogOpen,
  initialInstallState,
  transition,
  type InstallEffect,
  type InstallEnv,
  type InstallEvent,
  type InstallState,
  type TriggerContext,
} from './install-machine';
import type { PromptDecision } from './rules';

const NOW = Date.UTC(2026, 10, 23, 12);
type Overrides = Partial<Record<keyof InstallSettings, { enabled?: boolean; value?: unknown }>>;
function ctx(s: Overrides = {}, rest: Partial<TriggerContext> = {}): TriggerContext {
  return {
    settings: installSettings({
      download_condition_switch: { enabled: true, value: null },
      ...Object.fromEntries(Object.entries(s).map(([k, v]) => [k, { enabled: true, ...v }])),
    }),
    hostname: 'localhost',
    dismissedInSession: false,
    forcedShownInSession: false,
    member: { loggedIn: true, type: 0, regDate: NOW - 10 * DAY_MS },
    counts: { deposits: 0, withdrawals: 0, cards: 0 },
    now: NOW,
    ...rest,
  };
}

const start = initialInstallState({ installed: false, barHidden: false, hasPrompt: false, unsupported: false });
const android: InstallEnv = { client: { platform: 'android', inAppBrowser: false }, offered: true };
const ios: InstallEnv = { client: { platform: 'ios', inAppBrowser: false }, offered: true };
const inApp: InstallEnv = { client: { platform: 'android', inAppBrowser: true }, offered: true };
const desktopOff: InstallEnv = { ...android, offered: false };

const closable: PromptDecision = { trigger: 'init', forced: false, closable: true, delayMs: INSTALL_DIALOG_DELAY_MS };
const forced: PromptDecision = { trigger: 'reg_days', forced: true, closable: false, delayMs: INSTALL_DIALOG_DELAY_MS };
const home = (deferred = false): InstallEvent => ({ type: 'init', ctx: ctx(), path: '/m/home', deferred });

interface Row {
  name: string;
  env?: InstallEnv;
  before?: Partial<InstallState>;
  event: InstallEvent;
  after: Partial<InstallState>;
  effects: InstallEffect[];
  /** The very same state object: the host sets no state, so nothing renders. */
  same?: true;
}

const table: Row[] = [
  // ── Triggers (§2, §4) ──
  {
    name: '§2 the prompt at init on a home page is scheduled after the §9 1 s dialog delay',
    event: home(),
    after: { initDone: true, scheduled: closable },
    effects: [{ kind: 'schedule', delayMs: INSTALL_DIALOG_DELAY_MS }],
  },
  {
    name: '§4 not on Android with a deferred prompt: with the event in hand, at once',
    event: home(true),
    after: { initDone: true, scheduled: closable },
    effects: [{ kind: 'schedule', delayMs: 0 }],
  },
  {
    name: '§2 the prompt at init is weighed once per page life',
    before: { initDone: true },
    event: home(),
    after: {},
    effects: [],
  },
  {
    name: '§2 not at init on a page other than /, /m/home, /m/index.html',
    event: { type: 'init', ctx: ctx(), path: '/m/game', deferred: false },
    after: { initDone: true },
    effects: [],
  },
  {
    name: '§3 desktop_app_feature off: a desktop browser is not offered the app',
    env: desktopOff,
    event: home(),
    after: { initDone: true },
    effects: [],
  },
  {
    name: '§4 shown only when not already displayed: no trigger while the dialog is open',
    before: { prompt: closable },
    event: {
      type: 'trigger',
      ctx: ctx({ login_required: {} }),
      event: { kind: 'login', path: '/m/home' },
      deferred: false,
    },
    after: {},
    effects: [],
  },
  {
    name: '§4 one prompt on its way at a time: a trigger during another’s delay is not weighed',
    before: { scheduled: closable },
    event: {
      type: 'trigger',
      ctx: ctx({ login_required: {} }),
      event: { kind: 'login', path: '/m/home' },
      deferred: false,
    },
    after: {},
    effects: [],
  },
  {
    name: '§4 not in an installed app or home screen',
    before: { installed: true },
    event: home(),
    after: { initDone: true },
    effects: [],
  },
  {
    name: '§4 login-required after login on home: delay 2 s',
    event: {
      type: 'trigger',
      ctx: ctx({ login_required: {} }),
      event: { kind: 'login', path: '/m/home' },
      deferred: false,
    },
    after: {
      scheduled: { trigger: 'login_required', forced: false, closable: true, delayMs: INSTALL_AFTER_LOGIN_DELAY_MS },
    },
    effects: [{ kind: 'schedule', delayMs: INSTALL_AFTER_LOGIN_DELAY_MS }],
  },
  {
    name: '§4 a closable prompt is not shown again in a session where the player dismissed one',
    event: { type: 'init', ctx: ctx({}, { dismissedInSession: true }), path: '/m/home', deferred: false },
    after: { initDone: true },
    effects: [],
  },
  // ── The delay is over (§4) ──
  {
    name: '§4 the delay over, the dialog opens; on Android the install-prompt event is polled (20 × 150 ms)',
    before: { scheduled: closable },
    event: { type: 'due', deferred: false },
    after: { scheduled: null, prompt: closable, poll: 'wait' },
    effects: [{ kind: 'start-poll' }],
  },
  {
    name: '§4 the event already in hand: no polling, the Web app button is ready',
    before: { scheduled: closable },
    event: { type: 'due', deferred: true },
    after: { scheduled: null, prompt: closable, poll: 'ready', hasPrompt: true },
    effects: [],
  },
  {
    name: '§4 no polling on iOS (no install-prompt event there)',
    env: ios,
    before: { scheduled: closable },
    event: { type: 'due', deferred: false },
    after: { scheduled: null, prompt: closable },
    effects: [],
  },
  {
    name: '§4 no polling in an in-app browser (it opens in the browser instead)',
    env: inApp,
    before: { scheduled: closable },
    event: { type: 'due', deferred: false },
    after: { scheduled: null, prompt: closable },
    effects: [],
  },
  {
    name: '§4 once a forced prompt was shown in the session, later ones cannot be closed: the flag is set',
    env: ios,
    before: { scheduled: forced },
    event: { type: 'due', deferred: false },
    after: { scheduled: null, prompt: forced },
    effects: [{ kind: 'set-flag', key: INSTALL_FORCED_SHOWN_KEY }],
  },
  {
    name: '§4 not already displayed: the download popup opened meanwhile, the prompt is dropped',
    before: { scheduled: closable, popup: true },
    event: { type: 'due', deferred: false },
    after: { scheduled: null },
    effects: [],
  },
  {
    name: '§4 installed meanwhile: the prompt is dropped',
    before: { scheduled: closable, installed: true },
    event: { type: 'due', deferred: false },
    after: { scheduled: null },
    effects: [],
  },
  // ── The install-prompt event (§4) ──
  {
    name: '§4 the event arrived within the polls: ready',
    before: { prompt: closable, poll: 'wait' },
    event: { type: 'poll-tick', polls: 3, hasEvent: true },
    after: { poll: 'ready', hasPrompt: true },
    effects: [{ kind: 'stop-poll' }],
  },
  {
    name: '§4 still waiting before the 20th poll',
    before: { prompt: closable, poll: 'wait' },
    event: { type: 'poll-tick', polls: 5, hasEvent: false },
    after: {},
    effects: [],
  },
  {
    name: '§4 never arrived: a session flag marks the browser unsupported',
    before: { prompt: closable, poll: 'wait' },
    event: { type: 'poll-tick', polls: INSTALL_PROMPT_POLL_TIMES, hasEvent: false },
    after: { poll: 'unsupported' },
    effects: [{ kind: 'stop-poll' }, { kind: 'set-flag', key: INSTALL_UNSUPPORTED_KEY }],
  },
  {
    name: '§4 an event that comes after the polling is still offered',
    before: { prompt: closable, poll: 'unsupported' },
    event: { type: 'prompt-event', has: true },
    after: { poll: 'ready', hasPrompt: true },
    effects: [],
  },
  {
    name: '§4 the install-prompt event reported again unchanged (the host asks at mount): the same state, no render',
    before: { hasPrompt: false },
    event: { type: 'prompt-event', has: false },
    after: {},
    effects: [],
    same: true,
  },
  // ── The player's taps (§2, §4) ──
  {
    name: '§4 dismiss (continue on web) closes the dialog, sets the session flag and counts',
    before: { prompt: closable, poll: 'wait' },
    event: { type: 'continue' },
    after: { prompt: null },
    effects: [{ kind: 'dismiss' }, { kind: 'stop-poll' }],
  },
  {
    name: '§4 a forced prompt cannot be closed',
    before: { prompt: forced },
    event: { type: 'continue' },
    after: {},
    effects: [],
  },
  {
    name: 'issue 33: the APP download starts and the sheet closes',
    before: { prompt: forced },
    event: { type: 'app' },
    after: { prompt: null },
    effects: [{ kind: 'download', source: 'dialog' }, { kind: 'stop-poll' }],
  },
  {
    name: '§2 Web app on iOS opens the step-by-step guide',
    env: ios,
    before: { prompt: closable },
    event: { type: 'web-app' },
    after: { iosGuide: true },
    effects: [],
  },
  {
    name: '§4 Web app on Android offers the browser’s own prompt (used once)',
    before: { prompt: closable, hasPrompt: true, poll: 'ready' },
    event: { type: 'web-app' },
    after: { hasPrompt: false },
    effects: [{ kind: 'native-prompt' }],
  },
  {
    name: '§4 accept gives an ‘installing’ toast',
    before: { prompt: forced },
    event: { type: 'install-choice', outcome: 'accepted' },
    after: { prompt: null },
    effects: [{ kind: 'toast-installing' }, { kind: 'stop-poll' }],
  },
  {
    name: '§4 declining a closable prompt dismisses it',
    before: { prompt: closable },
    event: { type: 'install-choice', outcome: 'dismissed' },
    after: { prompt: null },
    effects: [{ kind: 'dismiss' }, { kind: 'stop-poll' }],
  },
  {
    name: '§4 declining a forced prompt counts the dismissal, the dialog stays',
    before: { prompt: forced },
    event: { type: 'install-choice', outcome: 'dismissed' },
    after: {},
    effects: [{ kind: 'dismiss' }],
  },
  {
    name: '§2 closing the iOS guide of a closable prompt dismisses it',
    env: ios,
    before: { prompt: closable, iosGuide: true },
    event: { type: 'ios-guide-closed' },
    after: { prompt: null, iosGuide: false },
    effects: [{ kind: 'dismiss' }, { kind: 'stop-poll' }],
  },
  {
    name: '§4 closing the iOS guide of a forced prompt brings the dialog back',
    env: ios,
    before: { prompt: forced, iosGuide: true },
    event: { type: 'ios-guide-closed' },
    after: { iosGuide: false },
    effects: [],
  },
  {
    name: '§4 installed: the dialog goes',
    before: { prompt: closable, poll: 'wait' },
    event: { type: 'app-installed' },
    after: { installed: true, prompt: null },
    effects: [{ kind: 'stop-poll' }],
  },
  {
    name: '§4 installed found at start (display mode)',
    event: { type: 'installed-detected' },
    after: { installed: true },
    effects: [],
  },
  // ── The download bar and popup (§2, §4) ──
  {
    name: '§4 closing the download bar hides it for the session and shows the app window',
    event: { type: 'bar-closed', hasAppLink: true },
    after: { barHidden: true, popup: true },
    effects: [{ kind: 'set-flag', key: HIDE_DOWNLOAD_BAR_KEY }],
  },
  {
    name: '§4 no app window without a link for the platform, nor over the install dialog',
    before: { prompt: closable },
    event: { type: 'bar-closed', hasAppLink: true },
    after: { barHidden: true },
    effects: [{ kind: 'set-flag', key: HIDE_DOWNLOAD_BAR_KEY }],
  },
  {
    name: '§2 the bar’s download button downloads',
    event: { type: 'bar-download' },
    after: {},
    effects: [{ kind: 'download', source: 'bar' }],
  },
  {
    name: '§2 the download popup’s button downloads and closes it',
    before: { popup: true },
    event: { type: 'popup-download' },
    after: { popup: false },
    effects: [{ kind: 'download', source: 'popup' }],
  },
  {
    name: '§2 the download popup closes',
    before: { popup: true },
    event: { type: 'popup-closed' },
    after: { popup: false },
    effects: [],
  },
  {
    name: '§4 the app upgrade modal, when closable, is put off',
    event: { type: 'upgrade-closed' },
    after: { upgradeClosed: true },
    effects: [],
  },
];

describe('the install machine (issue 36): state, event → next state, effects', () => {
  it.each(table)('$name', ({ env = android, before = {}, event, after, effects, same }) => {
    const from = { ...start, ...before };
    const [next, todo] = transition(from, event, env);
    expect(next).toEqual({ ...from, ...after });
    if (same) expect(next).toBe(from);
    expect(todo).toEqual(effects);
  });

  it('starts from what the page knows: installed, the bar closed, the event in hand, the browser unsupported', () => {
    expect(initialInstallState({ installed: true, barHidden: true, hasPrompt: true, unsupported: true })).toMatchObject(
      {
        installed: true,
        barHidden: true,
        hasPrompt: true,
        poll: 'unsupported',
        prompt: null,
        initDone: false,
      },
    );
    expect(start.poll).toBe('idle');
  });

  it('§4 a whole visit: init, its delay, the polls, the event, accepted', () => {
    let s = start;
    const run = (event: InstallEvent) => {
      const [next, effects] = transition(s, event, android);
      s = next;
      return effects.map((e) => e.kind);
    };
    expect(run(home())).toEqual(['schedule']);
    expect(run({ type: 'due', deferred: false })).toEqual(['start-poll']);
    expect(dialogOpen(s)).toBe(true);
    expect(run({ type: 'poll-tick', polls: 1, hasEvent: false })).toEqual([]);
    expect(run({ type: 'poll-tick', polls: 2, hasEvent: true })).toEqual(['stop-poll']);
    expect(s.hasPrompt).toBe(true);
    expect(run({ type: 'web-app' })).toEqual(['native-prompt']);
    expect(run({ type: 'install-choice', outcome: 'accepted' })).toEqual(['toast-installing', 'stop-poll']);
    expect(dialogOpen(s)).toBe(false);
    // Init is not weighed twice.
    expect(run(home())).toEqual([]);
  });
});
