// @vitest-environment node
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/index';
import { HttpError } from '../http/errors';
import { LOGIN_WINDOW_MS, LoginThrottle, RegisterThrottle } from './throttle';

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

describe('login throttling', () => {
  it('§8 5 failures block the account; a success before that resets its count; the window is 15 minutes', () => {
    const throttle = new LoginThrottle(freshDb());
    const t0 = 1_000_000_000;
    for (let i = 0; i < 4; i++) throttle.record('DEMO', 'Player0', `10.0.0.${i}`, false, t0 + i);
    throttle.record('DEMO', 'player0', '10.0.0.9', true, t0 + 10);
    for (let i = 0; i < 4; i++) throttle.record('DEMO', 'player0', '10.0.1.1', false, t0 + 20 + i);
    expect(codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.2.1', t0 + 30))).toBeNull();
    throttle.record('DEMO', 'player0', '10.0.1.1', false, t0 + 31);
    expect(codeOf(() => throttle.assertAllowed('DEMO', 'PLAYER0', '10.0.2.1', t0 + 32))).toBe('429 TOO_MANY_REQUEST_LOGIN');
    // Same username at another merchant: a different account.
    expect(codeOf(() => throttle.assertAllowed('LUCKY', 'player0', '10.0.2.1', t0 + 32))).toBeNull();
    expect(codeOf(() => throttle.assertAllowed('DEMO', 'player0', '10.0.2.1', t0 + 31 + LOGIN_WINDOW_MS))).toBeNull();
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
