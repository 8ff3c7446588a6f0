/** One request key for the page and the worker: §7 "identical" requests share one answer. */
import { sessionKeyOf } from './session-key';

/** The headers that make two requests to the same URL different answers. */
export const VARYING_HEADERS = ['authorization', 'merchant', 'language'] as const;

/** Two requests with the same key get the same answer: the URL and the varying headers, the token hashed. */
export function requestKey(
  url: string,
  header: (name: (typeof VARYING_HEADERS)[number]) => string | null | undefined,
): string {
  return [url, ...VARYING_HEADERS.map((h) => (h === 'authorization' ? sessionKeyOf(header(h)) : header(h)) ?? '')].join(
    '\n',
  );
}
