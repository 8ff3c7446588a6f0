/**
 * DESIGN rule 2 / 11: whether an answer is kept by the worker, persisted on the device, or
 * neither, derived from its contract entry in this one function and decided nowhere else.
 */
import type { Endpoint } from './endpoints';

export interface Caching {
  /**
   * 'session': the worker serves it from its per-session cache once kept; 'network': shared while
   * in flight, the last answer kept only as an offline fallback; 'no-store': neither.
   */
  worker: 'session' | 'network' | 'no-store';
  /** The last answer may be saved in the persisted query cache for a cold start. */
  persist: boolean;
}

const NEITHER: Caching = { worker: 'no-store', persist: false };

export function cachingOf(endpoint: Pick<Endpoint<unknown, unknown>, 'method' | 'cache' | 'sensitive'>): Caching {
  // Writes, credentials and money (sensitive) are never kept anywhere (rule 11).
  if (endpoint.method !== 'GET' || endpoint.sensitive || endpoint.cache === 'no-store') return NEITHER;
  return { worker: endpoint.cache, persist: true };
}
