import { useSyncExternalStore } from 'react';
import { session } from './store';
import type { SessionInfo } from './model';

/**
 * The session lives in the browser only: server-rendered HTML is always a visitor's (issue 18, no
 * private data in it), so hydration starts from "no session" and then shows the member's own.
 */
const serverSnapshot = (): SessionInfo | null => null;

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(session.subscribe, session.get, serverSnapshot);
}

/**
 * The member's token, for a member page or part read where it is used rather than handed down as a
 * prop (as the money pages do); '' with no session, where the routes render no member part.
 */
export function useToken(): string {
  return useSession()?.token ?? '';
}
