/**
 * Issue 13: wires the §4 install rules (rules.ts) to the page, through one state machine
 * (install-machine.ts, issue 36): this host feeds it events (its timers, the queries' answers, the
 * browser's install events, the player's taps), runs the effects it answers and renders. It covers the download bar on the home pages
 * and the download popup after it is closed, the install dialog and its triggers (init, pages,
 * counts polled every 30 s and rechecked 2.5 s after deposits, login, registration, in-game), the
 * install-prompt event captured before the app loaded (prompt-event.ts), the iOS guide and tips, and
 * the native app's upgrade modal. Loaded after the first paint (src/app/install-prompts.tsx).
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DEPOSIT_EVENT_RECHECK_MS,
  HIDE_DOWNLOAD_BAR_KEY,
  INFO_TOAST_MS,
  INSTALL_DISMISS_COUNT_KEY,
  INSTALL_DISMISSED_KEY,
  INSTALL_FORCED_SHOWN_KEY,
  INSTALL_INSTALLED_KEY,
  INSTALL_PROMPT_POLL_INTERVAL_MS,
  INSTALL_UNSUPPORTED_KEY,
  REGISTER_PATHS,
} from '../../config/constants';
import { merchant } from '../../config/runtime';
import { readItem, writeItem } from '../../lib/storage';
import { onTrack, track } from '../../lib/tracking';
import { overlayStore, t as text } from '../../lib/overlays';
import { useSession } from '../../session/use-session';
import { session } from '../../session/store';
import { startAppDownload } from './app-download';
import {
  appDownloadPromotionQuery,
  appUpgradeQuery,
  countsQuery,
  downloadLinksQuery,
  installSettingsQuery,
} from './api';
import { DownloadBar, DownloadPopup, InstallDialog, IosGuide, UpgradeModal } from './dialogs';
import { useInterruptionTurn } from '../../ui/use-interruption';
import { coalescedTimeouts } from '../../lib/timers';
import { nextTask } from '../../lib/next-task';
import {
  appInstalled,
  deferredPrompt,
  installedThisVisit,
  onAppInstalled,
  onPromptCaptured,
  takeInstallReport,
  takePrompt,
} from './prompt-event';
import {
  appIconOf,
  appLinkFor,
  appOfferedTo,
  clientOf,
  dialogDescription,
  dialogVariant,
  installSurface,
  dismissalCountAfter,
  downloadBarVisible,
  hideDownloadBarForced,
  installOptions,
  openInBrowserUrl,
  parseDismissCount,
  showGift,
  upgradeCheckOf,
  upgradeModalOf,
  type AppLink,
  type PromptEvent,
} from './rules';
import {
  initialInstallState,
  transition,
  type InstallEffect,
  type InstallEnv,
  type InstallEvent,
  type InstallState,
  type TriggerContext,
} from './install-machine';
import { onInstallPromptRequest } from './triggers';

export interface InstallMember {
  type: number;
  regDate: number | null;
  rankLevel: number;
}

/** Names of §3 tracking events after which the counts are checked again (§4, 2.5 s later). */
const DEPOSIT_EVENTS: readonly string[] = [
  'deposit',
  'firstDeposit',
  'redeposit',
  'depositSubmit',
  'firstDepositArrival',
];

const flag = (key: string) => readItem('session', key) === '1';
const setFlag = (key: string) => writeItem('session', key, '1');

/** Android shells: window.StorefrontNative.openBrowser / downloadApp; iOS: webkit message handlers of the same names. */
function openThroughNativeBridge(url: string, direct: boolean): boolean {
  const w = window as unknown as {
    StorefrontNative?: Record<string, ((url: string) => void) | undefined>;
    webkit?: { messageHandlers?: Record<string, { postMessage: (m: unknown) => void } | undefined> };
  };
  const name = direct ? 'downloadApp' : 'openBrowser';
  const android = w.StorefrontNative?.[name];
  if (typeof android === 'function') {
    android.call(w.StorefrontNative, url);
    return true;
  }
  const ios = w.webkit?.messageHandlers?.[name];
  if (ios && typeof ios.postMessage === 'function') {
    ios.postMessage({ url });
    return true;
  }
  return false;
}

export default function InstallHost({ path, member }: { path: string; member: InstallMember | null }) {
  const config = merchant();
  const live = useSession();
  const token = live?.token ?? null;
  const client = useMemo(() => clientOf(navigator.userAgent, navigator.maxTouchPoints ?? 0), []);
  // §3 desktop_app_feature: a desktop browser is offered the app only while the merchant has it on.
  const env: InstallEnv = useMemo(
    () => ({ client, offered: appOfferedTo(client, config.desktopAppFeature) }),
    [client, config.desktopAppFeature],
  );

  // ── The machine: its state, and the effects it answers run here ──
  const [state, setState] = useState<InstallState>(() =>
    initialInstallState({
      installed: client.nativeApp || installedThisVisit() || readItem('local', INSTALL_INSTALLED_KEY) === '1',
      barHidden: flag(HIDE_DOWNLOAD_BAR_KEY),
      hasPrompt: deferredPrompt() !== null,
      unsupported: flag(INSTALL_UNSUPPORTED_KEY),
    }),
  );
  /** The machine's latest state (React's may still be rendering it). */
  const current = useRef(state);
  /** The prompt on its way (its delay); calling it cancels it. */
  const scheduled = useRef<(() => void) | undefined>(undefined);
  const polling = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const effects = useRef<(effect: InstallEffect) => void>(() => undefined);

  const dispatch = useCallback(
    (event: InstallEvent) => {
      const [next, todo] = transition(current.current, event, env);
      if (next !== current.current) {
        current.current = next;
        // The dialog is rendered in slices that yield to the browser; it opens when it is committed.
        if (event.type === 'due') startTransition(() => setState(next));
        else setState(next);
      }
      for (const effect of todo) effects.current(effect);
    },
    [env],
  );

  const { data: settings } = useQuery(installSettingsQuery());
  const { data: links } = useQuery(downloadLinksQuery(location.hostname));
  const { data: counts, refetch: refetchCounts } = useQuery({
    ...countsQuery(token ?? ''),
    enabled: token !== null && !state.installed,
  });
  const upgradeCheck = useMemo(() => upgradeCheckOf(navigator.userAgent, client), [client]);
  const { data: upgrade } = useQuery({
    ...appUpgradeQuery(upgradeCheck?.platform ?? 'ANDROID', upgradeCheck?.version ?? '0'),
    enabled: upgradeCheck !== null,
  });

  // §4 hideDownloadBar=1 is forced in the native app and an installed PWA.
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
  useEffect(() => {
    if (hideDownloadBarForced(client, state.installed)) setFlag(HIDE_DOWNLOAD_BAR_KEY);
  }, [client, state.installed]);

  const appLink: AppLink | null = links ? appLinkFor(links, client.platform) : null;
  const icon = (links && appIconOf(links)) ?? '/m/icons/icon-192.png';
  const appName = config.pwaTitle.trim() || config.merchantName;

  // ── The download bar ──
  // §2 / §4 name no page for the bar: it shows wherever its own rules allow (issue 35).
  const barCandidate =
    env.offered &&
    settings !== undefined &&
    downloadBarVisible({
      hiddenInSession: state.barHidden,
      client,
      installed: state.installed,
      link: appLink,
      requiredRankLevel: settings.download_bar_rank_level.enabled ? settings.download_bar_rank_level.value : 0,
      rankLevel: member?.rankLevel ?? 0,
      loginRequired: settings.login_required.enabled,
      loggedIn: live !== null,
    });
  const { data: promotion } = useQuery({ ...appDownloadPromotionQuery(), enabled: barCandidate });
  useEffect(() => {
    document.body.classList.toggle('has-download-bar', barCandidate);
    return () => document.body.classList.remove('has-download-bar');
  }, [barCandidate]);

  // ── The effects the machine answers ──
  const dismiss = () => {
    setFlag(INSTALL_DISMISSED_KEY);
    const count = dismissalCountAfter(parseDismissCount(readItem('local', INSTALL_DISMISS_COUNT_KEY)), 'dismissed');
    writeItem('local', INSTALL_DISMISS_COUNT_KEY, String(count));
  };
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
  effects.current = (effect) => {
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
  useEffect(
    () => () => {
      scheduled.current?.();
      clearInterval(polling.current);
    },
    [],
  );

  // ── The triggers (§2, §4) ──
  /** The trigger context from what the host knows now (the queries' latest answers, the session flags). */
  const known = useRef({ settings, counts, member, loggedIn: live !== null });
  known.current = { settings, counts, member, loggedIn: live !== null };
  const contextNow = useCallback((): TriggerContext | null => {
    const k = known.current;
    if (!k.settings) return null;
    return {
      settings: k.settings,
      hostname: location.hostname,
      dismissedInSession: flag(INSTALL_DISMISSED_KEY),
      forcedShownInSession: flag(INSTALL_FORCED_SHOWN_KEY),
      member: {
        loggedIn: k.loggedIn,
        type: k.loggedIn ? (k.member?.type ?? -1) : -1,
        regDate: k.member?.regDate ?? null,
      },
      counts: k.counts ?? null,
      now: Date.now(),
    };
  }, []);
  const consider = useCallback(
    (event: PromptEvent) => {
      const ctx = contextNow();
      if (ctx) dispatch({ type: 'trigger', ctx, event, deferred: deferredPrompt() !== null });
    },
    [contextNow, dispatch],
  );

  // §2 the prompt at init, once the settings are known.
  useEffect(() => {
    if (!settings || current.current.initDone) return;
    if (live !== null && member === null) return; // a member's type is needed first (§3)
    const ctx = contextNow();
    if (ctx) dispatch({ type: 'init', ctx, path: location.pathname, deferred: deferredPrompt() !== null });
  }, [settings, live, member, contextNow, dispatch]);
  // Pages that trigger (voucher center, withdraw, bind card) once the counts are known.
  useEffect(() => {
    if (settings && (counts || live === null)) consider({ kind: 'page', path });
  }, [path, settings, counts, live, consider]);
  // Counts and registration age.
  useEffect(() => {
    if (settings && counts && member) consider({ kind: 'counts' });
  }, [settings, counts, member, consider]);
  // Login and registration (§4: 2 s and 1.9 s).
  useEffect(() => {
    let registered = false;
    const offTrack = onTrack((event) => {
      if (event.name === 'register') registered = true;
      if (DEPOSIT_EVENTS.includes(event.name)) setTimeout(() => void refetchCounts(), DEPOSIT_EVENT_RECHECK_MS);
    });
    const offSession = session.on((event) => {
      if (event.type !== 'login') return;
      const where = location.pathname;
      // Let the member info arrive (the type decides, §3) before weighing the trigger.
      setTimeout(() => {
        const isRegister = registered || (REGISTER_PATHS as readonly string[]).includes(where);
        registered = false;
        consider(isRegister ? { kind: 'register' } : { kind: 'login', path: where });
      }, 0);
    });
    const offRequest = onInstallPromptRequest(consider);
    return () => {
      offTrack();
      offSession();
      offRequest();
    };
  }, [consider, refetchCounts]);

  const { prompt, popup, iosGuide, hasPrompt, poll } = state;
  const upgradeModal = state.upgradeClosed ? null : upgradeModalOf(client, upgrade);
  // One thing at a time (src/lib/interruptions): the install dialog and the app-upgrade modal open
  // of their own accord, so they wait for their turn.
  const promptTurn = useInterruptionTurn('install', prompt !== null);
  const upgradeTurn = useInterruptionTurn(
    upgradeModal?.mandatory ? 'mandatory-upgrade' : 'app-upgrade',
    upgradeModal !== null,
  );

  return (
    <>
      {barCandidate && (
        <DownloadBar
          surface={installSurface(settings)}
          appName={appName}
          icon={icon}
          gift={showGift(promotion)}
          onDownload={() => dispatch({ type: 'bar-download' })}
          onClose={() => dispatch({ type: 'bar-closed', hasAppLink: appLink !== null })}
        />
      )}
      {popup && appLink && (
        <DownloadPopup
          appName={appName}
          icon={icon}
          description={settings?.app_desc.enabled ? settings.app_desc.value : ''}
          onDownload={() => dispatch({ type: 'popup-download' })}
          onClose={() => dispatch({ type: 'popup-closed' })}
        />
      )}
      {prompt && promptTurn && settings && !iosGuide && (
        <InstallDialog
          appName={appName}
          icon={icon}
          description={dialogDescription(settings)}
          variant={dialogVariant(settings)}
          surface={installSurface(settings)}
          closable={prompt.closable}
          options={installOptions({
            closable: prompt.closable,
            client,
            hasDeferredPrompt: hasPrompt,
            unsupported: poll === 'unsupported',
            hasAppLink: appLink !== null,
          })}
          waitingForPrompt={!hasPrompt}
          openInBrowserLabel={client.platform === 'android' && !client.inAppBrowser ? 'chrome' : 'browser'}
          onContinue={() => dispatch({ type: 'continue' })}
          onApp={() => dispatch({ type: 'app' })}
          onWebApp={() => dispatch({ type: 'web-app' })}
          onOpenInBrowser={() => location.assign(openInBrowserUrl(location.href, client.platform))}
        />
      )}
      {iosGuide && promptTurn && <IosGuide appName={appName} onClose={() => dispatch({ type: 'ios-guide-closed' })} />}
      {upgradeModal && upgradeTurn && (
        <UpgradeModal
          version={upgradeModal.latestVersion}
          mandatory={upgradeModal.mandatory}
          onLater={() => dispatch({ type: 'upgrade-closed' })}
          onUpgrade={() => {
            if (!upgradeModal.url) return;
            track({ name: 'downloadApp', source: 'upgrade', resourceType: upgradeCheck?.platform ?? '' });
            if (!openThroughNativeBridge(upgradeModal.url, upgradeModal.directDownload))
              location.assign(upgradeModal.url);
            if (upgradeModal.closable) dispatch({ type: 'upgrade-closed' });
          }}
        />
      )}
    </>
  );
}
