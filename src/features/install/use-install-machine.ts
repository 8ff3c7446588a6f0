/**
 * Issue 36: the install machine (install-machine.ts) held for the install host. This hook owns its
 * state and runs the effects it answers: the prompt's delay and the §4 polling on timers, the session
 * flags and the dismissal counter in storage, the download, the browser's own install prompt and the
 * toast. It also feeds the machine the browser's install events (installed found, `appinstalled`, the
 * install-prompt event captured). It decides nothing: every rule is the machine's or rules.ts's.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  HIDE_DOWNLOAD_BAR_KEY,
  INFO_TOAST_MS,
  INSTALL_DISMISS_COUNT_KEY,
  INSTALL_DISMISSED_KEY,
  INSTALL_INSTALLED_KEY,
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_UNSUPPORTED_KEY,
} from '../../config/constants';
import { readItem, writeItem } from '../../lib/storage';
import { track } from '../../lib/tracking';
import { overlayStore, t as text } from '../../lib/overlays';
import { coalescedTimeouts } from '../../lib/timers';
import { nextTask } from '../../lib/next-task';
import { startAppDownload } from './app-download';
import {
  appInstalled,
  deferredPrompt,
  installedThisVisit,
  onAppInstalled,
  onPromptCaptured,
  takeInstallReport,
  takePrompt,
} from './prompt-event';
import { dismissalCountAfter, hideDownloadBarForced, parseDismissCount, type AppLink, type ClientInfo } from './rules';
import {
  initialInstallState,
  transition,
  type InstallEffect,
  type InstallEnv,
  type InstallEvent,
  type InstallState,
} from './install-machine';

/** A session flag of the install feature is set. */
export const sessionFlag = (key: string) => readItem('session', key) === '1';
const setFlag = (key: string) => writeItem('session', key, '1');

/** §4 dismiss: the session flag and the dismissal counter. */
function dismiss(): void {
  setFlag(INSTALL_DISMISSED_KEY);
  const count = dismissalCountAfter(parseDismissCount(readItem('local', INSTALL_DISMISS_COUNT_KEY)), 'dismissed');
  writeItem('local', INSTALL_DISMISS_COUNT_KEY, String(count));
}

export interface InstallMachine {
  state: InstallState;
  /** The machine's latest state (React's may still be rendering it). */
  latest: () => InstallState;
  dispatch: (event: InstallEvent) => void;
}

export function useInstallMachine(env: InstallEnv & { client: ClientInfo }, appLink: AppLink | null): InstallMachine {
  const { client } = env;
  const [state, setState] = useState<InstallState>(() =>
    initialInstallState({
      installed: client.nativeApp || installedThisVisit() || readItem('local', INSTALL_INSTALLED_KEY) === '1',
      barHidden: sessionFlag(HIDE_DOWNLOAD_BAR_KEY),
      hasPrompt: deferredPrompt() !== null,
      unsupported: sessionFlag(INSTALL_UNSUPPORTED_KEY),
    }),
  );
  /** The machine's latest state (React's may still be rendering it). */
  const current = useRef(state);
  /** The prompt on its way (its delay); calling it cancels it. */
  const scheduled = useRef<(() => void) | undefined>(undefined);
  const polling = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const run = useRef<(effect: InstallEffect) => void>(() => undefined);

  const dispatch = useCallback(
    (event: InstallEvent) => {
      const [next, effects] = transition(current.current, event, env);
      if (next !== current.current) {
        current.current = next;
        // The dialog is rendered in slices that yield to the browser; it opens when it is committed.
        if (event.type === 'due') startTransition(() => setState(next));
        else setState(next);
      }
      for (const effect of effects) run.current(effect);
    },
    [env],
  );

  const offerNativePrompt = async () => {
    const event = takePrompt();
    if (!event) return;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      dispatch({ type: 'install-choice', outcome: choice.outcome === 'accepted' ? 'accepted' : 'dismissed' });
    } catch {
      // A prompt can be used once; a second call throws. The dialog stays for the other options.
    }
  };
  const stopPolling = () => {
    clearInterval(polling.current);
    polling.current = undefined;
  };
  run.current = (effect) => {
    switch (effect.kind) {
      case 'schedule': {
        // On the page's shared timer (src/lib/timers.ts): it is set while the page's effects mount.
        const timer = coalescedTimeouts.setTimeout(() => {
          scheduled.current = undefined;
          dispatch({ type: 'due', deferred: deferredPrompt() !== null });
        }, effect.delayMs);
        scheduled.current = () => coalescedTimeouts.clearTimeout(timer);
        return;
      }
      case 'set-flag':
        return setFlag(effect.key);
      case 'dismiss':
        return dismiss();
      case 'download':
        if (appLink) startAppDownload(appLink, client, effect.source);
        return;
      case 'native-prompt':
        return void offerNativePrompt();
      case 'toast-installing':
        return overlayStore.toast(text('install.installing'), INFO_TOAST_MS);
      case 'start-poll': {
        stopPolling();
        let polls = 0;
        polling.current = setInterval(() => {
          polls += 1;
          dispatch({ type: 'poll-tick', polls, hasEvent: deferredPrompt() !== null });
        }, INSTALL_PROMPT_POLL_INTERVAL_MS);
        return;
      }
      case 'stop-poll':
        return stopPolling();
    }
  };

  // The browser's install events.
  useEffect(() => {
    let stop = false;
    // In a task of its own: display-mode queries just after a commit pull the browser's style pass
    // into the commit's task, one long task instead of two short ones (issue 18, blocking time).
    const cancelCheck = nextTask(
      () =>
        void appInstalled().then((yes) => {
          if (yes && !stop) dispatch({ type: 'installed-detected' });
        }),
    );
    const reportInstall = () => {
      if (takeInstallReport()) track({ name: 'a2hsInstalled' });
    };
    const offInstalled = onAppInstalled(() => {
      dispatch({ type: 'app-installed' });
      reportInstall();
    });
    // Heard before this host mounted (the capture script listens from the page's head): still once.
    reportInstall();
    const offCaptured = onPromptCaptured(() => dispatch({ type: 'prompt-event', has: deferredPrompt() !== null }));
    // One may have been caught between the first render and this listener.
    dispatch({ type: 'prompt-event', has: deferredPrompt() !== null });
    return () => {
      stop = true;
      cancelCheck();
      offInstalled();
      offCaptured();
    };
  }, [dispatch]);
  // §4 hideDownloadBar=1 is forced in the native app and an installed PWA.
  useEffect(() => {
    if (hideDownloadBarForced(client, state.installed)) setFlag(HIDE_DOWNLOAD_BAR_KEY);
  }, [client, state.installed]);
  useEffect(
    () => () => {
      scheduled.current?.();
      clearInterval(polling.current);
    },
    [],
  );

  const latest = useCallback(() => current.current, []);
  return { state, latest, dispatch };
}
