/**
 * How features call the platform: the same `call` and `callQuick` as ./http, loaded on first use.
 * The contract, its decoders and the client stay out of the first paint (DESIGN rule 5); the home
 * page paints before its data arrives.
 */
import type * as Http from './http.chunk';
import type { AnswerOf, EndpointName, RequestOf } from '../../contract/endpoints';
import type { CallOptions } from './http.chunk';

const load = () => import('./http.chunk');

/** The client's function of that name, loaded on first use (issue 36: one wrapper for both). */
const loaded =
  (name: 'call' | 'callQuick') =>
  async <N extends EndpointName>(endpoint: N, request: RequestOf<N>, options?: CallOptions): Promise<AnswerOf<N>> =>
    (await load())[name](endpoint, request, options);

export const call = loaded('call');

/** §7: the shared wrapper whose calls give up after 10 s. */
export const callQuick = loaded('callQuick');

/**
 * The client itself, once loaded: for work whose every call must start at once (the §4 race of
 * up to 10 lines, where a turn of the event loop per call would be counted against each line).
 */
export function loadHttpClient(): Promise<Pick<typeof Http, 'call' | 'callQuick'>> {
  return load();
}

export type { CallOptions };
