import { describe, expect, it } from 'vitest';
import { PUSH_TOKEN_REFRESH_MS } from '../../config/constants';
import {
  optInStep,
  parseStoredToken,
  PushError,
  pushErrorKey,
  pushSupport,
  toPushError,
  tokenAction,
  tokenNeedsRefresh,
  PUSH_ERRORS,
} from './rules';

describe('§4 §9 push token age', () => {
  it('§9 refreshes once the token is older than 604,800,000 ms (7 days), not before', () => {
    expect(PUSH_TOKEN_REFRESH_MS).toBe(604_800_000);
    const created = 1_000_000;
    expect(tokenNeedsRefresh(created, created)).toBe(false);
    expect(tokenNeedsRefresh(created, created + PUSH_TOKEN_REFRESH_MS)).toBe(false);
    expect(tokenNeedsRefresh(created, created + PUSH_TOKEN_REFRESH_MS + 1)).toBe(true);
    expect(tokenNeedsRefresh(created + 10, created)).toBe(true); // a clock that went back: not trusted
  });

  it('§4 keeps a fresh token of the same member, refreshes an old one, makes a new one when the source changed', () => {
    const now = 10 * PUSH_TOKEN_REFRESH_MS;
    const t = { token: 'x', createdAt: now - 1000, source: 'local' as const, memberId: 7 };
    expect(tokenAction(t, 7, 'local', now)).toBe('keep');
    expect(tokenAction(t, 8, 'local', now)).toBe('rebind');
    expect(tokenAction({ ...t, createdAt: now - PUSH_TOKEN_REFRESH_MS - 1 }, 7, 'local', now)).toBe('refresh');
    expect(tokenAction(t, 7, 'firebase', now)).toBe('new');
    expect(tokenAction(null, 7, 'local', now)).toBe('new');
  });

  it('reads a stored token field by field', () => {
    expect(parseStoredToken({ token: 'a', createdAt: 1, source: 'local', memberId: 1 })).toEqual({
      token: 'a',
      createdAt: 1,
      source: 'local',
      memberId: 1,
    });
    expect(parseStoredToken({ token: '', createdAt: 1, source: 'local', memberId: 1 })).toBeNull();
    expect(parseStoredToken({ token: 'a', createdAt: '1', source: 'local', memberId: 1 })).toBeNull();
    expect(parseStoredToken('a')).toBeNull();
  });
});

describe('§4 push opt-in', () => {
  const base = {
    loggedIn: true,
    enabled: true,
    permission: 'default' as NotificationPermission | 'unsupported',
    skipped: false,
  };
  it('§4 asks first when undecided; registers when granted; never asks again after a denial or a skip in this session', () => {
    expect(optInStep(base)).toBe('ask');
    expect(optInStep({ ...base, permission: 'granted' })).toBe('register');
    expect(optInStep({ ...base, permission: 'denied' })).toBe('nothing');
    expect(optInStep({ ...base, skipped: true })).toBe('nothing');
    expect(optInStep({ ...base, loggedIn: false })).toBe('nothing');
    expect(optInStep({ ...base, enabled: false })).toBe('nothing');
    expect(optInStep({ ...base, permission: 'unsupported' })).toBe('nothing');
    // push.ask off: nobody is asked, but a member who granted before is still bound.
    expect(optInStep({ ...base, ask: false })).toBe('nothing');
    expect(optInStep({ ...base, ask: false, permission: 'granted' })).toBe('register');
  });
});

describe('§8 push errors', () => {
  it('§8 maps every failure to one of the five push errors, each with its text key', () => {
    expect(toPushError(new PushError('permission-blocked'), 'subscribe')).toBe('permission-blocked');
    expect(toPushError({ code: 'messaging/permission-blocked' }, 'subscribe')).toBe('permission-blocked');
    expect(toPushError({ code: 'messaging/unsupported-browser' }, 'update')).toBe('unsupported-browser');
    expect(toPushError({ code: 'messaging/indexed-db-unsupported' }, 'update')).toBe('indexed-db-unsupported');
    expect(toPushError(new Error('timeout'), 'subscribe')).toBe('token-subscribe-failed');
    expect(toPushError(undefined, 'update')).toBe('token-update-failed');
    expect(PUSH_ERRORS.map(pushErrorKey)).toEqual([
      'push.error.permission-blocked',
      'push.error.unsupported-browser',
      'push.error.indexed-db-unsupported',
      'push.error.token-subscribe-failed',
      'push.error.token-update-failed',
    ]);
  });

  it('§8 unsupported-browser without notifications or a worker; indexed-db-unsupported without IndexedDB', () => {
    const all = { notification: true, serviceWorker: true, indexedDb: true, secure: true };
    expect(pushSupport(all)).toEqual({ supported: true });
    expect(pushSupport({ ...all, notification: false })).toEqual({ supported: false, reason: 'unsupported-browser' });
    expect(pushSupport({ ...all, secure: false })).toEqual({ supported: false, reason: 'unsupported-browser' });
    expect(pushSupport({ ...all, indexedDb: false })).toEqual({ supported: false, reason: 'indexed-db-unsupported' });
  });
});
