/**
 * The one listener store of the app: a value, `set` to replace it (listeners hear only real
 * changes), `subscribe` in the shape useSyncExternalStore expects. No React here; `useStore` in
 * src/lib/use-store.ts reads one from a component.
 */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(initial: T, equals: (a: T, b: T) => boolean = Object.is): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (equals(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Structural equality for small plain values (what a store of view state holds). */
export const sameJson = <T>(a: T, b: T): boolean => JSON.stringify(a) === JSON.stringify(b);
