/**
 * Issue 13: the §2 §4 install prompts on the page: the download bar on the home pages and the
 * download popup after it is closed, the install dialog, the iOS guide and tips, and the native app's
 * upgrade modal. Loaded after the first paint (src/app/install-prompts.tsx).
 *
 * Issue 36: a thin host. What to show and when is one pure state machine (install-machine.ts, its
 * table in install-machine.test.ts) over the rules of rules.ts. This host holds the queries, hands
 * the machine to useInstallMachine (its state, its effects, the browser's install events) and to
 * useInstallTriggers (init, pages, counts polled every 30 s and rechecked 2.5 s after deposits,
 * login, registration, in-game), and renders the machine's state.
 */
import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { merchant } from '../../config/runtime';
import { track } from '../../lib/tracking';
import { useSession } from '../../session/use-session';
import { openThroughNativeBridge } from './app-download';
import {
  appDownloadPromotionQuery,
  appUpgradeQuery,
  countsQuery,
  downloadLinksQuery,
  installSettingsQuery,
} from './api';
import { DownloadBar, DownloadPopup, InstallDialog, IosGuide, UpgradeModal } from './dialogs';
import { useInterruptionTurn } from '../../ui/use-interruption';
import {
  appIconOf,
  appLinkFor,
  appOfferedTo,
  clientOf,
  dialogDescription,
  dialogVariant,
  installSurface,
  downloadBarVisible,
  installOptions,
  openInBrowserUrl,
  showGift,
  upgradeCheckOf,
  upgradeModalOf,
} from './rules';
import { useInstallMachine } from './use-install-machine';
import { useInstallTriggers } from './use-install-triggers';

export interface InstallMember {
  type: number;
  regDate: number | null;
  rankLevel: number;
}

export default function InstallHost({ path, member }: { path: string; member: InstallMember | null }) {
  const config = merchant();
  const live = useSession();
  const token = live?.token ?? null;
  const client = useMemo(() => clientOf(navigator.userAgent, navigator.maxTouchPoints ?? 0), []);
  // §3 desktop_app_feature: a desktop browser is offered the app only while the merchant has it on.
  const env = useMemo(
    () => ({ client, offered: appOfferedTo(client, config.desktopAppFeature) }),
    [client, config.desktopAppFeature],
  );

  const { data: settings } = useQuery(installSettingsQuery());
  const { data: links } = useQuery(downloadLinksQuery(location.hostname));
  const appLink = links ? appLinkFor(links, client.platform) : null;
  const machine = useInstallMachine(env, appLink);
  const { state, dispatch } = machine;
  const { data: counts, refetch: refetchCounts } = useQuery({
    ...countsQuery(token ?? ''),
    enabled: token !== null && !state.installed,
  });
  const upgradeCheck = useMemo(() => upgradeCheckOf(navigator.userAgent, client), [client]);
  const { data: upgrade } = useQuery({
    ...appUpgradeQuery(upgradeCheck?.platform ?? 'ANDROID', upgradeCheck?.version ?? '0'),
    enabled: upgradeCheck !== null,
  });
  useInstallTriggers({ machine, path, settings, counts, refetchCounts, member, live });

  const icon = (links && appIconOf(links)) ?? '/m/icons/icon-192.png';
  const appName = config.pwaTitle.trim() || config.merchantName;

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
