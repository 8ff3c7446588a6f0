/**
 * What the platform status says the player should see (§2, §8): the app, the maintenance page, the
 * access-denied page, or the app with the domain modal over it. Tiny and dependency-free: the root
 * layout reads it on every page, and the pages themselves load only when it says so.
 */
import type { SystemStatus } from '../../../contract/entities';

export type StatusView =
  | { kind: 'app' }
  | { kind: 'maintenance'; status: SystemStatus }
  | { kind: 'access-denied'; status: SystemStatus }
  | { kind: 'domain-unavailable'; message?: string };

let view: StatusView = { kind: 'app' };
const listeners = new Set<() => void>();

export const statusStore = {
  get(): StatusView {
    return view;
  },
  set(next: StatusView): void {
    if (JSON.stringify(next) === JSON.stringify(view)) return;
    view = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
