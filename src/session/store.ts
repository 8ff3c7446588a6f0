/**
 * The session store: token, member identity and type, with the events other parts listen to
 * (login, logout, changed). It hands the api layer the token and the §8 not-logged-in ending (api/
 * imports nothing of session/, DESIGN's layers); features subscribe to the events instead of reaching
 * into each other.
 */
import { configureHttp } from '../api/context';
import { SESSION_INFO_KEY } from '../config/constants';
import { readJson, removeItem, writeJson } from '../lib/storage';
import { parseSessionInfo, type SessionInfo } from './model';

export type SessionEvent =
  | { type: 'login'; session: SessionInfo }
  | { type: 'logout'; reason: 'user' | 'not-logged-in' }
  | { type: 'changed'; session: SessionInfo };

type Listener = (event: SessionEvent) => void;

let current: SessionInfo | null | undefined;
const listeners = new Set<Listener>();
const renderListeners = new Set<() => void>();

function emit(event: SessionEvent): void {
  for (const l of renderListeners) l();
  for (const l of listeners) l(event);
}

export const session = {
  get(): SessionInfo | null {
    if (current === undefined) current = parseSessionInfo(readJson('session', SESSION_INFO_KEY));
    return current;
  },
  token(): string | null {
    return session.get()?.token ?? null;
  },
  isLoggedIn(): boolean {
    return session.get() !== null;
  },
  /** Stores a new session and announces the login. */
  start(info: SessionInfo): void {
    current = info;
    writeJson('session', SESSION_INFO_KEY, info);
    emit({ type: 'login', session: info });
  },
  /** Updates details of the live session (for example the type once member info arrives). */
  update(patch: Partial<Omit<SessionInfo, 'token'>>): void {
    const live = session.get();
    if (!live) return;
    const next = { ...live, ...patch };
    current = next;
    writeJson('session', SESSION_INFO_KEY, next);
    emit({ type: 'changed', session: next });
  },
  /** §4 / §8: clears the session; listeners clear member info and caches. */
  end(reason: 'user' | 'not-logged-in'): void {
    const had = session.get() !== null;
    current = null;
    removeItem('session', SESSION_INFO_KEY);
    if (had) emit({ type: 'logout', reason });
  },
  on(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For useSyncExternalStore. */
  subscribe(listener: () => void): () => void {
    renderListeners.add(listener);
    return () => renderListeners.delete(listener);
  },
};

// Whoever holds the session holds the token: every call made once this module has loaded carries it.
configureHttp({ token: () => session.token(), endSession: () => session.end('not-logged-in') });
