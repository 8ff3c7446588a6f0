/**
 * Push rules (§4, §8, §9, issue 17): when the opt-in overlay shows, when a token is refreshed, and
 * how push failures map to the §8 push errors. Pure: permission, clock and storage come in.
 */
import { PUSH_TOKEN_REFRESH_MS } from '../../config/constants';

/** §8 push errors. */
export const PUSH_ERRORS = [
  'permission-blocked',
  'unsupported-browser',
  'indexed-db-unsupported',
  'token-subscribe-failed',
  'token-update-failed',
] as const;
export type PushErrorCode = (typeof PUSH_ERRORS)[number];

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    cause?: unknown,
  ) {
    super(`messaging/${code}`);
    this.name = 'PushError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** The i18n key of a §8 push error. */
export const pushErrorKey = (code: PushErrorCode): string => `push.error.${code}`;

/** Firebase messaging's own codes (messaging/…) and anything else, as the §8 push error to show. */
export function toPushError(error: unknown, during: 'subscribe' | 'update'): PushErrorCode {
  if (error instanceof PushError) return error.code;
  const code = String((error as { code?: unknown } | null)?.code ?? '').replace(/^messaging\//, '');
  if ((PUSH_ERRORS as readonly string[]).includes(code)) return code as PushErrorCode;
  if (code === 'permission-default' || code === 'notifications-blocked') return 'permission-blocked';
  if (code === 'failed-service-worker-registration' || code === 'unsupported-browser') return 'unsupported-browser';
  return during === 'update' ? 'token-update-failed' : 'token-subscribe-failed';
}

export interface StoredPushToken {
  token: string;
  createdAt: number;
  source: 'firebase' | 'local';
  /** The member the token is bound to on the server. */
  memberId: number;
}

export function parseStoredToken(input: unknown): StoredPushToken | null {
  if (!input || typeof input !== 'object') return null;
  const t = input as Record<string, unknown>;
  if (typeof t.token !== 'string' || t.token.length === 0 || t.token.length > 4096) return null;
  if (typeof t.createdAt !== 'number' || !Number.isFinite(t.createdAt)) return null;
  if (t.source !== 'firebase' && t.source !== 'local') return null;
  if (typeof t.memberId !== 'number') return null;
  return { token: t.token, createdAt: t.createdAt, source: t.source, memberId: t.memberId };
}

/** §4 / §9: a token is updated once it is older than 7 days (604,800,000 ms); a token from the future is stale too. */
export function tokenNeedsRefresh(createdAt: number, now: number, refreshMs = PUSH_TOKEN_REFRESH_MS): boolean {
  return now - createdAt > refreshMs || createdAt > now;
}

export type PushSupport = { supported: true } | { supported: false; reason: PushErrorCode };

/** What the browser offers: notifications, a service worker, IndexedDB (FCM keeps its token there). */
export function pushSupport(env: {
  notification: boolean;
  serviceWorker: boolean;
  indexedDb: boolean;
  secure: boolean;
}): PushSupport {
  if (!env.notification || !env.serviceWorker || !env.secure)
    return { supported: false, reason: 'unsupported-browser' };
  if (!env.indexedDb) return { supported: false, reason: 'indexed-db-unsupported' };
  return { supported: true };
}

/**
 * §4 push opt-in, for a logged-in member: with permission granted the token is (re)registered
 * silently; asked-before-and-denied does nothing (the browser would not ask again); undecided shows
 * the request overlay first, unless the player skipped it in this session.
 */
export type OptInStep = 'register' | 'ask' | 'nothing';
export function optInStep(input: {
  loggedIn: boolean;
  enabled: boolean;
  /** The merchant lets the overlay ask on its own (push.ask). */
  ask?: boolean;
  permission: NotificationPermission | 'unsupported';
  skipped: boolean;
}): OptInStep {
  if (!input.loggedIn || !input.enabled || input.permission === 'unsupported') return 'nothing';
  if (input.permission === 'granted') return 'register';
  if (input.permission === 'denied' || input.skipped || input.ask === false) return 'nothing';
  return 'ask';
}

/** What to do with a stored token at login: keep, refresh (7 days), or replace (another member's). */
export function tokenAction(
  stored: StoredPushToken | null,
  memberId: number,
  source: 'firebase' | 'local',
  now: number,
): 'new' | 'refresh' | 'rebind' | 'keep' {
  if (!stored || stored.source !== source) return 'new';
  if (tokenNeedsRefresh(stored.createdAt, now)) return 'refresh';
  if (stored.memberId !== memberId) return 'rebind';
  return 'keep';
}
