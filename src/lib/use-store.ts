import { useSyncExternalStore } from 'react';
import type { Store } from './store';

/** The current value of a store (src/lib/store.ts); the component renders again when it changes. */
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
