/**
 * Issue 36: the §3/§4 install prompts as one state machine. `transition(state, event, env)` is pure:
 * it answers the next state and the effects to run (timers, session flags, the dismissal counter,
 * downloads, the toast), which the host (install-host.tsx) runs. The host feeds it what happens:
 * its timers firing, the queries' answers as trigger contexts, the browser's install events and the
 * player's taps. The rules it applies stay in rules.ts (decidePrompt, dialogDelayMs, pollOutcome);
 * install-machine.test.ts is the table of its transitions, each row naming the § it enforces.
 */
import { HIDE_DOWNLOAD_BAR_KEY, INSTALL_FORCED_SHOWN_KEY, INSTALL_UNSUPPORTED_KEY } from '../../config/constants';
import type { InstallSettings } from '../../../contract/entities';
import {
  decidePrompt,
  dialogDelayMs,
  pollOutcome,
  type ClientInfo,
  type Counts,
  type PollOutcome,
  type PromptContext,
  type PromptDecision,
  type PromptEvent,
} from './rules';

export interface InstallState {
  /** In the native app, an installed PWA or home-screen mode (§4). */
  installed: boolean;
  /** The download bar was closed in this session (hideDownloadBar=1). */
  barHidden: boolean;
  /** The download popup (§2 "closing the bar shows the app window"). */
  popup: boolean;
  /** The install dialog on screen (its turn in the queue aside), or null. */
  prompt: PromptDecision | null;
  /** A decision waiting out its delay: while there is one, no other trigger is weighed. */
  scheduled: PromptDecision | null;
  /** The iOS add-to-home-screen guide. */
  iosGuide: boolean;
  /** The browser's install-prompt event is in hand. */
  hasPrompt: boolean;
  /** §4 the event's polling: 20 × 150 ms while the dialog is open. */
  poll: 'idle' | PollOutcome;
  /** The native app's upgrade modal was put off. */
  upgradeClosed: boolean;
  /** §2 the prompt at init was weighed (once). */
  initDone: boolean;
}

/** What the host knows of the browser, fixed for the page's life. */
export interface InstallEnv {
  client: Pick<ClientInfo, 'platform' | 'inAppBrowser'>;
  /** §3 desktop_app_feature: this browser is offered the app at all. */
  offered: boolean;
}

/** A trigger's context as the host knows it; whether a dialog is open or the app installed is the machine's. */
export type TriggerContext = Omit<PromptContext, 'open' | 'installed'>;

/** What the host knows when a trigger comes: the queries' latest answers and the session flags. */
export interface TriggerKnown {
  settings: InstallSettings | undefined;
  counts: Counts | undefined;
  member: { type: number; regDate: number | null } | null;
  loggedIn: boolean;
  dismissedInSession: boolean;
  forcedShownInSession: boolean;
}

/** §3 §4 the trigger context, or null while the settings are not known; a logged-out player's type is -1. */
export function triggerContextOf(k: TriggerKnown, hostname: string, now: number): TriggerContext | null {
  if (!k.settings) return null;
  return {
    settings: k.settings,
    hostname,
    dismissedInSession: k.dismissedInSession,
    forcedShownInSession: k.forcedShownInSession,
    member: {
      loggedIn: k.loggedIn,
      type: k.loggedIn ? (k.member?.type ?? -1) : -1,
      regDate: k.member?.regDate ?? null,
    },
    counts: k.counts ?? null,
    now,
  };
}

export type InstallEvent =
  /** Installed found at start (display mode, a related app). */
  | { type: 'installed-detected' }
  /** The browser's appinstalled: no prompt any more. */
  | { type: 'app-installed' }
  /** The install-prompt event arrived (or was used): whether one is in hand now. */
  | { type: 'prompt-event'; has: boolean }
  /** §2 the prompt at init: weighed once. */
  | { type: 'init'; ctx: TriggerContext; path: string; deferred: boolean }
  /** §4 any other trigger (page, counts, login, registration, in-game). */
  | { type: 'trigger'; ctx: TriggerContext; event: PromptEvent; deferred: boolean }
  /** The scheduled decision's delay is over. `deferred`: the install-prompt event is in hand now. */
  | { type: 'due'; deferred: boolean }
  | { type: 'poll-tick'; polls: number; hasEvent: boolean }
  | { type: 'bar-download' }
  | { type: 'bar-closed'; hasAppLink: boolean }
  | { type: 'popup-download' }
  | { type: 'popup-closed' }
  /** Continue on web, close, Escape. */
  | { type: 'continue' }
  | { type: 'app' }
  | { type: 'web-app' }
  /** The player's answer to the browser's own install prompt. */
  | { type: 'install-choice'; outcome: 'accepted' | 'dismissed' }
  | { type: 'ios-guide-closed' }
  | { type: 'upgrade-closed' };

export type InstallEffect =
  | { kind: 'schedule'; delayMs: number }
  | { kind: 'set-flag'; key: string }
  /** §4 dismiss: the session flag and the dismissal counter. */
  | { kind: 'dismiss' }
  | { kind: 'download'; source: 'bar' | 'popup' | 'dialog' }
  /** Offer the browser's install prompt (the host awaits the player's choice, then sends install-choice). */
  | { kind: 'native-prompt' }
  | { kind: 'toast-installing' }
  | { kind: 'start-poll' }
  | { kind: 'stop-poll' };

export function initialInstallState(i: {
  installed: boolean;
  barHidden: boolean;
  hasPrompt: boolean;
  unsupported: boolean;
}): InstallState {
  return {
    installed: i.installed,
    barHidden: i.barHidden,
    popup: false,
    prompt: null,
    scheduled: null,
    iosGuide: false,
    hasPrompt: i.hasPrompt,
    poll: i.unsupported ? 'unsupported' : 'idle',
    upgradeClosed: false,
    initDone: false,
  };
}

/** A dialog of the install feature is on screen: no trigger is weighed meanwhile (§4 "not already displayed"). */
export const dialogOpen = (s: InstallState) => s.prompt !== null || s.iosGuide || s.popup;

type Result = readonly [InstallState, InstallEffect[]];
const same = (s: InstallState): Result => [s, []];

/** §4 an event that comes after the polling (Chromium may fire it late) is still offered. */
function offerLateEvent(s: InstallState): InstallState {
  return s.hasPrompt && s.poll === 'unsupported' ? { ...s, poll: 'ready' } : s;
}

/** The dialog closes: its polling stops with it. */
function closePrompt(s: InstallState, effects: InstallEffect[] = []): Result {
  if (s.prompt === null) return [s, effects];
  return [{ ...s, prompt: null }, [...effects, { kind: 'stop-poll' }]];
}

function weigh(s: InstallState, env: InstallEnv, ctx: TriggerContext, event: PromptEvent, deferred: boolean): Result {
  if (!env.offered || s.scheduled !== null) return same(s);
  const decision = decidePrompt({ ...ctx, installed: s.installed, open: dialogOpen(s) }, event);
  if (!decision) return same(s);
  // §4 after its delay (1 s; at once on Android with the event in hand), then its turn in the queue.
  return [
    { ...s, scheduled: decision },
    [{ kind: 'schedule', delayMs: dialogDelayMs(env.client.platform, deferred, decision.delayMs) }],
  ];
}

export function transition(s: InstallState, event: InstallEvent, env: InstallEnv): Result {
  switch (event.type) {
    case 'installed-detected':
      return s.installed ? same(s) : [{ ...s, installed: true }, []];
    case 'app-installed':
      return closePrompt({ ...s, installed: true });
    case 'prompt-event':
      // Reported again unchanged (the host asks once at mount): the same state, so the host renders
      // nothing, as the previous host's setHasPrompt(same value) did not.
      return [offerLateEvent(s.hasPrompt === event.has ? s : { ...s, hasPrompt: event.has }), []];
    case 'init':
      if (s.initDone) return same(s);
      return weigh({ ...s, initDone: true }, env, event.ctx, { kind: 'init', path: event.path }, event.deferred);
    case 'trigger':
      return weigh(s, env, event.ctx, event.event, event.deferred);
    case 'due': {
      const decision = s.scheduled;
      if (!decision) return same(s);
      const next: InstallState = { ...s, scheduled: null };
      if (dialogOpen(s) || s.installed) return [next, []];
      const effects: InstallEffect[] = [];
      // §4 once a forced prompt was shown in the session, later ones cannot be closed.
      if (!decision.closable) effects.push({ kind: 'set-flag', key: INSTALL_FORCED_SHOWN_KEY });
      let opened: InstallState = { ...next, prompt: decision };
      // §4 the install-prompt event is polled while the dialog is open (Android browsers only).
      if (env.client.platform === 'android' && !env.client.inAppBrowser) {
        if (event.deferred) opened = { ...opened, hasPrompt: true, poll: 'ready' };
        else {
          opened = { ...opened, poll: 'wait' };
          effects.push({ kind: 'start-poll' });
        }
      }
      return [opened, effects];
    }
    case 'poll-tick': {
      if (s.poll !== 'wait' || s.prompt === null) return same(s);
      const outcome = pollOutcome(event.polls, event.hasEvent);
      if (outcome === 'wait') return same(s);
      const effects: InstallEffect[] = [{ kind: 'stop-poll' }];
      // §4 never arrived: a session flag marks the browser unsupported (open in Chrome may appear).
      if (outcome === 'unsupported') effects.push({ kind: 'set-flag', key: INSTALL_UNSUPPORTED_KEY });
      const next = { ...s, poll: outcome, hasPrompt: outcome === 'ready' ? true : s.hasPrompt };
      return [offerLateEvent(next), effects];
    }
    case 'bar-download':
      return [s, [{ kind: 'download', source: 'bar' }]];
    case 'bar-closed':
      // §4 closing hides the bar (hideDownloadBar=1) and shows the app window.
      return [
        { ...s, barHidden: true, popup: event.hasAppLink && s.prompt === null ? true : s.popup },
        [{ kind: 'set-flag', key: HIDE_DOWNLOAD_BAR_KEY }],
      ];
    case 'popup-download':
      return [{ ...s, popup: false }, [{ kind: 'download', source: 'popup' }]];
    case 'popup-closed':
      return s.popup ? [{ ...s, popup: false }, []] : same(s);
    case 'continue':
      // §4 a forced prompt cannot be closed; a closed one is a dismissal.
      if (s.prompt && !s.prompt.closable) return same(s);
      return closePrompt(s, [{ kind: 'dismiss' }]);
    case 'app':
      // Issue 33: once the APP download has started, the sheet closes.
      return closePrompt(s, [{ kind: 'download', source: 'dialog' }]);
    case 'web-app':
      if (env.client.platform === 'ios') return [{ ...s, iosGuide: true }, []];
      // The event is used once: it is no longer in hand whatever the player answers.
      return [{ ...s, hasPrompt: false }, [{ kind: 'native-prompt' }]];
    case 'install-choice':
      // §4 accept gives an 'installing' toast; dismiss sets the session flag and counts.
      if (event.outcome === 'accepted') return closePrompt(s, [{ kind: 'toast-installing' }]);
      return s.prompt?.closable ? closePrompt(s, [{ kind: 'dismiss' }]) : [s, [{ kind: 'dismiss' }]];
    case 'ios-guide-closed': {
      const next = { ...s, iosGuide: false };
      return next.prompt?.closable ? closePrompt(next, [{ kind: 'dismiss' }]) : [next, []];
    }
    case 'upgrade-closed':
      return [{ ...s, upgradeClosed: true }, []];
  }
}
