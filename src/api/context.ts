/**
 * What every call needs to know about where it runs (§7 headers): the merchant, the active
 * language, the kind of client and the origin, and the session's token. Set once at start; kept apart
 * from the HTTP client so setting it does not load the client. DESIGN's layers: api/ imports neither
 * session/ nor ui/; what it needs of them reaches it here.
 */
export interface HttpContext {
  merchantCode: string;
  /** The active language code; the header falls back to CN (§7). */
  language: () => string | undefined;
  /** The kind of client for the Device header (H5, PWA, WEBCLIP, IPAD, APP). */
  deviceKind: () => string;
  /** Origin to call; '' for the page's own origin. */
  baseUrl: string;
  /** The session token for Authorization (§7); given by session/, which api/ does not import. */
  token: () => string | null;
  /** §8 not-logged-in: ends the session (session/ gives it, as it gives the token). */
  endSession: () => void;
}

let context: HttpContext = {
  merchantCode: '',
  language: () => undefined,
  deviceKind: () => 'H5',
  baseUrl: '',
  token: () => null,
  endSession: () => {},
};

export function configureHttp(next: Partial<HttpContext>): void {
  context = { ...context, ...next };
}

export function httpContext(): HttpContext {
  return context;
}
