import { useSyncExternalStore } from 'react';
import { session } from './store';
import type { SessionInfo } from './model';

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
