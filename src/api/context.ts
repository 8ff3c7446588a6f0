/**
 * What every call needs to know about where it runs (§7 headers): the merchant, the active
 * language, the kind of client and the origin. Set once at start; kept apart from the HTTP client
 * so setting it does not load the client.
 */
export interface HttpContext {
  merchantCode: string;
  /** The active language code; the header falls back to CN (§7). */
  language: () => string | undefined;
  /** The kind of client for the Device header (H5, PWA, WEBCLIP, IPAD, APP). */
  deviceKind: () => string;
  /** Origin to call; '' for the page's own origin. */
  baseUrl: string;
}

let context: HttpContext = {
  merchantCode: '',
  language: () => undefined,
  deviceKind: () => 'H5',
  baseUrl: '',
};

export function configureHttp(next: Partial<HttpContext>): void {
  context = { ...context, ...next };
}

export function httpContext(): HttpContext {
  return context;
}
