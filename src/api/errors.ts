import { NOT_LOGGED_IN_CODES, NOT_LOGGED_IN_MESSAGE, TOO_MANY_REQUEST_PREFIX } from '../../contract/error-codes';
/**
 * The generic error catalogue of spec §8, in one place. `ApiError` is what every failed call
 * rejects with; `classifyApiError` is the pure rule that says what the player sees.
 */
export type ApiErrorKind =
  | 'business' // the server answered success:false, or a 4xx/5xx with an error body
  | 'network' // no answer at all (offline, DNS, connection refused, CORS)
  | 'timeout'
  | 'malformed' // the answer was not the JSON the contract promises
  | 'redirect' // §7: redirects are not followed
  | 'encryption'; // the encrypted POST could not be prepared

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    readonly status: number | undefined,
    readonly errorCode: string | undefined,
    /** The server's own message (shown as text, never as HTML). */
    readonly serverMessage: string | undefined,
    /** The value the server attached to an error (for example the second-factor flags). */
    readonly value?: unknown,
  ) {
    super(serverMessage || errorCode || kind);
    this.name = 'ApiError';
  }
}

/** §8 codes that mean the session is gone. */
export { NOT_LOGGED_IN_CODES, NOT_LOGGED_IN_MESSAGE };

export function isNotLoggedIn(error: ApiError): boolean {
  return (
    error.status === 401 ||
    error.serverMessage === NOT_LOGGED_IN_MESSAGE ||
    (error.errorCode !== undefined && (NOT_LOGGED_IN_CODES as readonly string[]).includes(error.errorCode))
  );
}

export type ErrorOutcome =
  | { action: 'logout' }
  | { action: 'silent' }
  /** §8 offline: the 'network offline' toast, at once (issue 33: an action never fails without a word). */
  | { action: 'offline' }
  | { action: 'notice'; messageKey: string }
  | { action: 'notice'; message: string };

/** i18n keys of the messages this catalogue can show. */
export const ERROR_KEYS = {
  unknown: 'error.unknown_error',
  network: 'error.network',
  timeout: 'error.timeout',
  malformed: 'error.malformed',
  redirect: 'error.malformed',
  encryption: 'error.encryption',
} as const;

/**
 * §8: what a failed call shows. While the device is offline a lost connection reads as §8's short
 * 'network offline' toast (issue 33: Log in, Try, any action says so at once), not as a notice to
 * dismiss; the offline notice stays, and the last known data stays on screen.
 */
export function classifyApiError(error: unknown, { online = true }: { online?: boolean } = {}): ErrorOutcome {
  if (!(error instanceof ApiError)) return { action: 'notice', messageKey: ERROR_KEYS.unknown };
  if (isNotLoggedIn(error)) return { action: 'logout' };
  if (!online && (error.kind === 'network' || error.kind === 'timeout')) return { action: 'offline' };
  if (error.errorCode?.startsWith(TOO_MANY_REQUEST_PREFIX)) return { action: 'silent' };
  if (error.status === 502) return { action: 'silent' };
  switch (error.kind) {
    case 'network':
      return { action: 'notice', messageKey: ERROR_KEYS.network };
    case 'timeout':
      return { action: 'notice', messageKey: ERROR_KEYS.timeout };
    case 'malformed':
    case 'redirect':
      return { action: 'notice', messageKey: ERROR_KEYS.malformed };
    case 'encryption':
      // §8: "Encryption failure: returned message shown."
      return error.serverMessage
        ? { action: 'notice', message: error.serverMessage }
        : { action: 'notice', messageKey: ERROR_KEYS.encryption };
    case 'business':
      return error.serverMessage
        ? { action: 'notice', message: error.serverMessage }
        : { action: 'notice', messageKey: ERROR_KEYS.unknown };
  }
}
