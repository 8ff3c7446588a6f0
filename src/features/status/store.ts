/**
 * What the platform status says the player should see (§2, §8): the app, the maintenance page, the
 * access-denied page, or the app with the domain modal over it. Tiny and dependency-free: the root
 * layout reads it on every page, and the pages themselves load only when it says so.
 */
import type { SystemStatus } from '../../../contract/entities';
import { createStore, sameJson } from '../../lib/store';

export type StatusView =
  | { kind: 'app' }
  | { kind: 'maintenance'; status: SystemStatus }
  | { kind: 'access-denied'; status: SystemStatus }
  | { kind: 'domain-unavailable'; message?: string };

export const statusStore = createStore<StatusView>({ kind: 'app' }, sameJson);
