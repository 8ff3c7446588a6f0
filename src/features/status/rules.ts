/**
 * Spec §2 / §7 / §8 platform status: what the status call asks, which screen its answer leads to,
 * what its failures show, and in which languages the status pages speak.
 */
import { DOMAIN_NOT_AVAILABLE } from '../../../contract/error-codes';
import type { SystemStatus } from '../../../contract/entities';
import type { LanguageCode } from '../../../contract/languages';

export type StatusScreen = 'app' | 'maintenance' | 'access-denied';

/**
 * §2: a restricted location or IP sees the access-denied page; otherwise maintenance shows the
 * maintenance page; otherwise the app. A visitor who may not use the service at all is told that
 * first: maintenance would only invite them to come back later.
 */
export function statusScreen(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'>): StatusScreen {
  if (status.regionRestriction) return 'access-denied';
  if (status.maintenance) return 'maintenance';
  return 'app';
}

/** §8: the status call's errorCode that runs the domain-unavailable handler. */
export { DOMAIN_NOT_AVAILABLE };

export type StatusFailure =
  | { action: 'domain-unavailable'; message?: string }
  | (({ message: string } | { messageKey: 'status.error' | 'error.network' }) & {
      action: 'notice';
      /**
       * The platform gave no answer at all (no errorCode): the line itself is checked with the §7
       * ping (20 s). A line that does not answer it either is unavailable, so once the notice is
       * read the domain-unavailable handler runs too.
       */
      checkLine: boolean;
    });

/**
 * §8 status call failures: errorCode domain_not_available runs the domain-unavailable handler
 * (the domain modal); another errorCode, or any failure on https, a notice with the server's
 * message or 'Error'; on http with no code, 'Network Error / CORS Errors' — shown as the translated
 * network notice (error.network): a player never reads developer words (issue 33).
 */
export function statusFailure(
  error: { errorCode?: string; serverMessage?: string } | undefined,
  pageProtocol: string,
): StatusFailure {
  const errorCode = error?.errorCode?.trim() || undefined;
  const message = error?.serverMessage?.trim() || undefined;
  const checkLine = !errorCode;
  if (errorCode === DOMAIN_NOT_AVAILABLE)
    return message ? { action: 'domain-unavailable', message } : { action: 'domain-unavailable' };
  if (errorCode || pageProtocol === 'https:') {
    return message
      ? { action: 'notice', message, checkLine }
      : { action: 'notice', messageKey: 'status.error', checkLine };
  }
  // Issue 33: the spec's 'Network Error / CORS Errors' reaches the player as the translated §8 network notice.
  return { action: 'notice', messageKey: 'error.network', checkLine };
}

/**
 * §2: the maintenance and access-denied pages speak the player's language and English beside it
 * when the two differ (English alone when the player reads English, or no language is known yet).
 */
export function pageLanguages(active: LanguageCode | undefined): LanguageCode[] {
  return !active || active === 'EN' ? ['EN'] : [active, 'EN'];
}

/** §2 click ids that say where a visit came from, sent with the status call as `track`. */
const TRACK_PARAMS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid', 'cid', 'bbg'] as const;
const TRACK_MAX = 256;
const URL_MAX = 2048;

export interface StatusQueryInput {
  deviceKind: string;
  href: string;
  search: Record<string, string>;
  originalDomain?: string;
}

/**
 * §7 GET /wps/system/status query: device (the kind of client), track (the click ids of the
 * landing URL, as a query string), originalDomain (the domain the player first came through, §3)
 * and url (the page, cut at 2048 characters).
 */
export function statusQuery({ deviceKind, href, search, originalDomain }: StatusQueryInput): {
  device: string;
  track?: string;
  originalDomain?: string;
  url: string;
} {
  const track = new URLSearchParams();
  for (const name of TRACK_PARAMS) if (search[name]) track.set(name, search[name]);
  const trackText = track.toString().slice(0, TRACK_MAX);
  return {
    device: deviceKind,
    ...(trackText ? { track: trackText } : {}),
    ...(originalDomain ? { originalDomain } : {}),
    url: href.slice(0, URL_MAX),
  };
}

/** §2: the maintenance end time is shown only when the platform gave a real one. */
export function maintenanceEnd(status: Pick<SystemStatus, 'maintenanceEnd'>): number | null {
  const end = status.maintenanceEnd;
  return typeof end === 'number' && Number.isFinite(end) && end > 0 ? end : null;
}
