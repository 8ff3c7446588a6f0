/**
 * What the route-loader tests (money-loaders.test.ts, member-loaders.test.ts) share: a member's
 * session around each test, on fake timers, and a page opening as an observer of its query.
 */
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../session/store';

/** A page opening: it observes its query exactly as the page component asks it. */
export function open(client: QueryClient, options: unknown): () => void {
  const observer = new QueryObserver(client, options as never);
  return observer.subscribe(() => {});
}

/** Each test runs on fake timers with `token`'s session started; `reset` runs after it. */
export function withMemberSession(token: string, reset: () => void): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    session.start({ token, merchantCode: 'DEMO', userName: 'player0', type: 0, firstTimeLogin: false });
  });
  afterEach(() => {
    session.end('user');
    reset();
    vi.useRealTimers();
  });
}
