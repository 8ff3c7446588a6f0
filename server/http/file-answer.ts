/**
 * Issue 36: the answer of an image served by hand (the art files at /art/, the merchants' media at
 * /media/ and /favicon.ico), once for both: GET and HEAD only (else 405), a URL carrying the file's
 * own version is immutable and any other revalidated (no-cache) by its ETag, 304 when it matches,
 * and the file sandboxed by its CSP so an image opened on its own runs nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from './respond';

export interface FileAnswer {
  etag: string;
  /** The URL names the file's own version (?v=): cached for a year, immutable. */
  versioned: boolean;
  contentType: string;
  bytes: Buffer;
  /** More headers of this kind of file (nosniff for the art files). */
  headers?: Record<string, string>;
}

/** True when the request may read a file; otherwise it has been answered 405 with the methods allowed. */
export function readsOnly(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.setHeader('Allow', 'GET, HEAD');
  sendText(res, 405, 'Method not allowed.\n');
  return false;
}

/** The file's answer: 304 when the client's If-None-Match is its ETag, else the bytes (none for HEAD). */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: FileAnswer): void {
  res.setHeader('ETag', file.etag);
  res.setHeader('Cache-Control', file.versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  for (const [name, value] of Object.entries(file.headers ?? {})) res.setHeader(name, value);
  if (req.headers['if-none-match'] === file.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', file.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
}
