// @vitest-environment node
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/index';
import { HttpError } from '../http/errors';
import {
  delayAfter,
  LOGIN_BASE_DELAY_MS,
  LOGIN_MAX_DELAY_MS,
  LOGIN_WINDOW_MS,
  loginClient,
  LoginThrottle,
  RegisterThrottle,
} from './throttle';

const freshDb = () => {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  return db;
};
const codeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.errorCode}` : String(error);
  }
};

describe('login throttling (issue 11: per client, growing delays, no lock-out by strangers)', () => {
  const codeAndWait = (fn: () => void): string | null => {
    try {
      fn();
      return null;
    } catch (error) {
      return error instanceof HttpError
        ? `${error.status} ${error.errorCode} ${error.headers?.['Retry-After']}`
        : String(error);
    }
  };

  it('§8 5 failures from one client slow that client down with Retry-After; a success before that resets its count', () => {
    const throttle = new LoginThrottle(freshDb());
    const t0 = 1_000_000_000;
    const thief = loginClient('10.0.1.1', 'device-a');
    for (let i = 0; i < 4; i++) throttle.record('DEMO', 'Player0', '10.0.1.1', thief, false, t0 + i);
    throttle.record('DEMO', 'player0', '10.0.1.1', thief, true, t0 + 10);
    for (let i = 0; i < 4; i++) throttle.record('DEMO', 'player0', '10.0.1.1', thief, false, t0 + 20 + i);
    expect(codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.1.1', thief, t0 + 30))).toBeNull();
    throttle.record('DEMO', 'player0', '10.0.1.1', thief, false, t0 + 31);
    expect(codeAndWait(() => throttle.assertAllowed('DEMO', 'PLAYER0', '10.0.1.1', thief, t0 + 32))).toBe(
      '429 TOO_MANY_REQUEST_LOGIN 30',
    );
    // The delay passes, then doubles with the next failure.
    expect(
      codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.1.1', thief, t0 + 31 + LOGIN_BASE_DELAY_MS)),
    ).toBeNull();
    throttle.record('DEMO', 'player0', '10.0.1.1', thief, false, t0 + 31 + LOGIN_BASE_DELAY_MS);
    expect(
      codeAndWait(() => throttle.assertAllowed('DEMO', 'player0', '10.0.1.1', thief, t0 + 32 + LOGIN_BASE_DELAY_MS)),
    ).toBe('429 TOO_MANY_REQUEST_LOGIN 60');
    // Same username at another merchant: a different account.
    expect(codeOf(() => throttle.assertAllowed('LUCKY', 'player0', '10.0.1.1', thief, t0 + 32))).toBeNull();
  });

  it('§8 a stranger failing never locks the member out: another address or device is not delayed', () => {
    const throttle = new LoginThrottle(freshDb());
    const t0 = 1_000_000_000;
    const thief = loginClient('10.0.1.1', 'device-a');
    for (let i = 0; i < 12; i++) throttle.record('DEMO', 'player0', '10.0.1.1', thief, false, t0 + i);
    expect(codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.1.1', thief, t0 + 20))).toBe(
      '429 TOO_MANY_REQUEST_LOGIN',
    );
    expect(
      codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.2.1', loginClient('10.0.2.1', 'device-b'), t0 + 20)),
    ).toBeNull();
    // Behind the same shared address, the member's own device is not delayed either.
    expect(
      codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.1.1', loginClient('10.0.1.1', 'device-b'), t0 + 20)),
    ).toBeNull();
    // The delay never exceeds its cap.
    expect(delayAfter(100, 5)).toBe(LOGIN_MAX_DELAY_MS);
  });

  it('§8 an address failing across many accounts (rotating devices) is slowed down too', () => {
    const throttle = new LoginThrottle(freshDb());
    const t0 = 1_000_000_000;
    for (let i = 0; i < 20; i++)
      throttle.record('DEMO', `ghost${i}`, '10.0.3.3', loginClient('10.0.3.3', `d${i}`), false, t0 + i);
    expect(
      codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.3.3', loginClient('10.0.3.3', 'fresh'), t0 + 30)),
    ).toBe('429 TOO_MANY_REQUEST_LOGIN');
    expect(
      codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.3.4', loginClient('10.0.3.4', 'fresh'), t0 + 30)),
    ).toBeNull();
    expect(
      codeOf(() =>
        throttle.assertAllowed(
          'DEMO',
          'player0',
          '10.0.3.3',
          loginClient('10.0.3.3', 'fresh'),
          t0 + 30 + LOGIN_WINDOW_MS,
        ),
      ),
    ).toBeNull();
  });
});

describe('registration throttling', () => {
  it('§9 allows 10 registrations per IP per hour, then 429 TOO_MANY_REQUEST_REGISTER', () => {
    const throttle = new RegisterThrottle(freshDb());
    const t0 = 1_000_000_000;
    for (let i = 0; i < 10; i++) expect(codeOf(() => throttle.take('DEMO', '10.1.1.1', t0 + i))).toBeNull();
    expect(codeOf(() => throttle.take('LUCKY', '10.1.1.1', t0 + 11))).toBe('429 TOO_MANY_REQUEST_REGISTER');
    expect(codeOf(() => throttle.take('DEMO', '10.1.1.2', t0 + 11))).toBeNull();
    expect(codeOf(() => throttle.take('DEMO', '10.1.1.1', t0 + 60 * 60_000 + 10))).toBeNull();
  });
});
