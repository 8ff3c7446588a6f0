import { DecodeError, type Decoder } from '../../contract/decode';

/** An error the server answers as the §3 error body {message, errorCode} with a 4xx/5xx status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
    /** Extra response headers (Retry-After of a 429 or 503). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * A request's input checked with the contract's decoder (§7: the server checks again what the page
 * checked): a refusal is a 400 invalid_request whose message names the field.
 */
export function decodeRequest<T>(decoder: Decoder<T>, input: unknown, path?: string): T {
  try {
    return decoder(input, path);
  } catch (error) {
    if (error instanceof DecodeError) throw new HttpError(400, 'invalid_request', error.message);
    throw error;
  }
}

/** The client went away before its request was read: nothing failed on our side (issue 11). */
export class ClientAbortedError extends Error {
  constructor() {
    super('the client closed the connection before sending its whole request');
    this.name = 'ClientAbortedError';
  }
}
