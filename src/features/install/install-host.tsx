/**
 * Issue 13: wires the §4 install rules (rules.ts) to the page: the download bar on the home pages
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
  decidePrompt,
  dialogDelayMs,
  dialogDescription,
  dialogVariant,
  installSurface,
  dismissalCountAfter,
  downloadBarVisible,
  hideDownloadBarForced,
  installOptions,
  openInBrowserUrl,
  parseDismissCount,
  pollOutcome,
  showGift,
  upgradeCheckOf,
  upgradeModalOf,
  type AppLink,
  type PromptDecision,
  type PromptEvent,
} from './rules';
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
  const offered = appOfferedTo(client, config.desktopAppFeature);

  const [installed, setInstalled] = useState(
    () => client.nativeApp || installedThisVisit() || readItem('local', INSTALL_INSTALLED_KEY) === '1',
  );
  const [barHidden, setBarHidden] = useState(() => flag(HIDE_DOWNLOAD_BAR_KEY));
  const [popup, setPopup] = useState(false);
  const [prompt, setPrompt] = useState<PromptDecision | null>(null);
  const [iosGuide, setIosGuide] = useState(false);
  const [hasPrompt, setHasPrompt] = useState(() => deferredPrompt() !== null);
  const [pollState, setPollState] = useState<'idle' | 'wait' | 'unsupported' | 'ready'>(() =>
    flag(INSTALL_UNSUPPORTED_KEY) ? 'unsupported' : 'idle',
  );
  const [upgradeClosed, setUpgradeClosed] = useState(false);

  const { data: settings } = useQuery(installSettingsQuery());
  const { data: links } = useQuery(downloadLinksQuery(location.hostname));
  const { data: counts, refetch: refetchCounts } = useQuery({
    ...countsQuery(token ?? ''),
    enabled: token !== null && !installed,
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
          if (yes && !stop) setInstalled(true);
        }),
    );
    const reportInstall = () => {
      if (takeInstallReport()) track({ name: 'a2hsInstalled' });
    };
    const offInstalled = onAppInstalled(() => {
      setInstalled(true);
      setPrompt(null);
      reportInstall();
    });
    // Heard before this host mounted (the capture script listens from the page's head): still once.
    reportInstall();
    const offCaptured = onPromptCaptured(() => setHasPrompt(deferredPrompt() !== null));
    // One may have been caught between the first render and this listener.
    setHasPrompt(deferredPrompt() !== null);
    return () => {
      stop = true;
      cancelCheck();
      offInstalled();
      offCaptured();
    };
  }, []);
  useEffect(() => {
    if (hideDownloadBarForced(client, installed)) setFlag(HIDE_DOWNLOAD_BAR_KEY);
  }, [client, installed]);

  const appLink: AppLink | null = links ? appLinkFor(links, client.platform) : null;
  const icon = (links && appIconOf(links)) ?? '/m/icons/icon-192.png';
  const appName = config.pwaTitle.trim() || config.merchantName;

  // ── The download bar ──
  // §2 / §4 name no page for the bar: it shows wherever its own rules allow (issue 35).
  const barCandidate =
    offered &&
    settings !== undefined &&
    downloadBarVisible({
      hiddenInSession: barHidden,
      client,
      installed,
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

  const downloadApp = useCallback(
    (source: 'bar' | 'popup' | 'dialog') => {
      if (appLink) startAppDownload(appLink, client, source);
    },
    [appLink, client],
  );

  // ── The install dialog and its triggers ──
  const state = useRef({ settings, counts, member, installed, open: false, loggedIn: live !== null });
  state.current = {
    settings,
    counts,
    member,
    installed,
    open: prompt !== null || iosGuide || popup,
    loggedIn: live !== null,
  };
  /** The prompt on its way (its delay, then any open dialog's closing); calling it cancels it. */
  const scheduled = useRef<(() => void) | undefined>(undefined);

  const consider = useCallback(
    (event: PromptEvent) => {
      const s = state.current;
      if (!offered || !s.settings || scheduled.current !== undefined) return;
      const decision = decidePrompt(
        {
          settings: s.settings,
          hostname: location.hostname,
          installed: s.installed,
          open: s.open,
          dismissedInSession: flag(INSTALL_DISMISSED_KEY),
          forcedShownInSession: flag(INSTALL_FORCED_SHOWN_KEY),
          member: {
            loggedIn: s.loggedIn,
            type: s.loggedIn ? (s.member?.type ?? -1) : -1,
            regDate: s.member?.regDate ?? null,
          },
          counts: s.counts ?? null,
          now: Date.now(),
        },
        event,
      );
      if (!decision) return;
      const show = () => {
        scheduled.current = undefined;
        if (state.current.open || state.current.installed) return;
        if (!decision.closable) setFlag(INSTALL_FORCED_SHOWN_KEY);
        // Rendered in slices that yield to the browser; the dialog opens when it is committed.
        startTransition(() => setPrompt(decision));
      };
      // §4 after its delay: the earliest it opens. It then waits for its turn in the queue of unasked
      // dialogs (src/lib/interruptions): install comes after what the player must know and their
      // money, before promotions.
      // On the page's shared timer (src/lib/timers.ts): it is set while the page's effects mount.
      const timer = coalescedTimeouts.setTimeout(
        show,
        dialogDelayMs(client.platform, deferredPrompt() !== null, decision.delayMs),
      );
      scheduled.current = () => coalescedTimeouts.clearTimeout(timer);
    },
    [client.platform, offered],
  );
  useEffect(() => () => scheduled.current?.(), []);

  // §2 the prompt at init, once the settings are known.
  const initDone = useRef(false);
  useEffect(() => {
    if (!settings || initDone.current) return;
    if (live !== null && member === null) return; // a member's type is needed first (§3)
    initDone.current = true;
    consider({ kind: 'init', path: location.pathname });
  }, [settings, live, member, consider]);
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

  // §4 the install-prompt event: polled up to 20 times every 150 ms while the dialog is open.
  useEffect(() => {
    if (!prompt || client.platform !== 'android' || client.inAppBrowser) return;
    if (deferredPrompt()) {
      setHasPrompt(true);
      setPollState('ready');
      return;
    }
    let polls = 0;
    setPollState('wait');
    const timer = setInterval(() => {
      polls += 1;
      const outcome = pollOutcome(polls, deferredPrompt() !== null);
      if (outcome === 'wait') return;
      clearInterval(timer);
      if (outcome === 'ready') setHasPrompt(true);
      if (outcome === 'unsupported') setFlag(INSTALL_UNSUPPORTED_KEY);
      setPollState(outcome);
    }, INSTALL_PROMPT_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [prompt, client]);
  useEffect(() => {
    // An event that comes after the polling (Chromium may fire it late) is still offered.
    if (hasPrompt && pollState === 'unsupported') setPollState('ready');
  }, [hasPrompt, pollState]);

  const dismiss = useCallback(() => {
    setFlag(INSTALL_DISMISSED_KEY);
    const count = dismissalCountAfter(parseDismissCount(readItem('local', INSTALL_DISMISS_COUNT_KEY)), 'dismissed');
    writeItem('local', INSTALL_DISMISS_COUNT_KEY, String(count));
  }, []);

  const closePrompt = () => {
    if (prompt && !prompt.closable) return;
    setPrompt(null);
    dismiss();
  };

  const installWebApp = async () => {
    const event = takePrompt();
    setHasPrompt(false);
    if (!event) return;
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome === 'accepted') {
        setPrompt(null);
        overlayStore.toast(text('install.installing'), INFO_TOAST_MS);
      } else {
        dismiss();
        if (prompt?.closable) setPrompt(null);
      }
    } catch {
      // A prompt can be used once; a second call throws. The dialog stays for the other options.
    }
  };

  const upgradeModal = upgradeClosed ? null : upgradeModalOf(client, upgrade);
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
          onDownload={() => downloadApp('bar')}
          onClose={() => {
            setFlag(HIDE_DOWNLOAD_BAR_KEY);
            setBarHidden(true);
            // §4 closing the bar shows the app window.
            if (appLink && !prompt) setPopup(true);
          }}
        />
      )}
      {popup && appLink && (
        <DownloadPopup
          appName={appName}
          icon={icon}
          description={settings?.app_desc.enabled ? settings.app_desc.value : ''}
          onDownload={() => {
            setPopup(false);
            downloadApp('popup');
          }}
          onClose={() => setPopup(false)}
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
            unsupported: pollState === 'unsupported',
            hasAppLink: appLink !== null,
          })}
          waitingForPrompt={!hasPrompt}
          openInBrowserLabel={client.platform === 'android' && !client.inAppBrowser ? 'chrome' : 'browser'}
          onContinue={closePrompt}
          onApp={() => {
            downloadApp('dialog');
            // Issue 33: once the APP download has started, the sheet closes.
            setPrompt(null);
          }}
          onWebApp={() => {
            if (client.platform === 'ios') setIosGuide(true);
            else void installWebApp();
          }}
          onOpenInBrowser={() => location.assign(openInBrowserUrl(location.href, client.platform))}
        />
      )}
      {iosGuide && promptTurn && (
        <IosGuide
          appName={appName}
          onClose={() => {
            setIosGuide(false);
            if (prompt?.closable) {
              setPrompt(null);
              dismiss();
            }
          }}
        />
      )}
      {upgradeModal && upgradeTurn && (
        <UpgradeModal
          version={upgradeModal.latestVersion}
          mandatory={upgradeModal.mandatory}
          onLater={() => setUpgradeClosed(true)}
          onUpgrade={() => {
            if (!upgradeModal.url) return;
            track({ name: 'downloadApp', source: 'upgrade', resourceType: upgradeCheck?.platform ?? '' });
            if (!openThroughNativeBridge(upgradeModal.url, upgradeModal.directDownload))
              location.assign(upgradeModal.url);
            if (upgradeModal.closable) setUpgradeClosed(true);
          }}
        />
      )}
    </>
  );
}
