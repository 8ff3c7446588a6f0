/** An error the server answers as the §3 error body {message, errorCode} with a 4xx/5xx status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
