/**
 * The app download the install feature provides (§2 download bar and popup, install dialog, and the
 * §5 go-to-activity button's app-download entry): the platform's §3 download link, and one download
 * flow for all of them (the downloadApp tracking event of §3, then the §8 iOS tip after a profile
 * download). Where the entry may show at all is the caller's rule (§5: not in the native app,
 * home-screen mode or PWA; the download bar's own rules of §4).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { overlayStore, t as text } from '../../lib/overlays';
import { track, type TrackingEvent } from '../../lib/tracking';
import { downloadLinksQuery } from './api';
import { appLinkFor, clientOf, iosTipAfterDownload, type AppLink, type ClientInfo } from './rules';

type DownloadSource = Extract<TrackingEvent, { name: 'downloadApp' }>['source'];

/** Goes for the app: tracked, then the link opened in place (the server answers it as a download). */
export function startAppDownload(
  link: AppLink,
  client: Pick<ClientInfo, 'platform' | 'iosVersion'>,
  source: DownloadSource,
): void {
  track({ name: 'downloadApp', source, resourceType: link.resourceType });
  const tip = client.platform === 'ios' ? iosTipAfterDownload(client.iosVersion) : null;
  location.assign(link.url);
  if (tip) {
    overlayStore.alert({
      title: text('install.iosTip.title'),
      message: text(tip === 'ios17' ? 'install.iosTip.ios17' : 'install.iosTip.legacy'),
      confirm: { label: text('common.confirm') },
    });
  }
}

/**
 * The native app's own way to open a link (its upgrade): Android shells have
 * window.StorefrontNative.openBrowser / downloadApp, iOS webkit message handlers of the same names.
 * False when there is no shell to ask.
 */
export function openThroughNativeBridge(url: string, direct: boolean): boolean {
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

export interface AppDownload {
  /** The platform's download link (for the entry's href). */
  url: string;
  /** Starts the download the way the download bar does. */
  download: () => void;
}

/** The app download for this browser's platform, or null while the links load or when there is none (§4: no link, no entry). */
export function useAppDownload(source: DownloadSource): AppDownload | null {
  const client = useMemo(() => clientOf(navigator.userAgent, navigator.maxTouchPoints ?? 0), []);
  const { data: links } = useQuery(downloadLinksQuery(location.hostname));
  const link = links ? appLinkFor(links, client.platform) : null;
  return link ? { url: link.url, download: () => startAppDownload(link, client, source) } : null;
}
