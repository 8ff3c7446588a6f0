/** Reading a JSON request body: at most 64 KB (413 payload_too_large); bad JSON is 400 invalid_json. */
import type { IncomingMessage } from 'node:http';
import { ClientAbortedError, HttpError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;
/** An oversized body sent without Content-Length is counted up to here, then the connection is dropped. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const tooLarge = () =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);

export function readBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        reject(tooLarge());
        return;
      }
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    // A client that hangs up mid-body (or is cut by the request timeout) is not a server error.
    req.on('error', () => reject(new ClientAbortedError()));
    req.on('close', () => {
      if (!req.complete) reject(new ClientAbortedError());
    });
  });
}

/** The parsed JSON body; an empty body reads as {} (for calls whose request has no fields). */
export async function readJsonBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<unknown> {
  const text = (await readBody(req, limit)).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
}
