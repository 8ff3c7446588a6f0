/** Issue 36: one file answer (405 / ETag / 304 / immutable when versioned) for the art files and the merchants' media. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsOnly, sendFile } from './file-answer';

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (!readsOnly(req, res)) return;
    sendFile(req, res, {
      etag: '"abc-def"',
      versioned: new URL(req.url ?? '/', 'http://x').searchParams.get('v') === 'abc',
      contentType: 'image/png',
      bytes: Buffer.from('PNGBYTES'),
      headers: { 'X-Content-Type-Options': 'nosniff' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('file answer (issue 36)', () => {
  it('answers the bytes with their type, length, ETag, sandbox CSP and the extra headers; revalidated when not versioned', async () => {
    const res = await fetch(`${base}/f.png`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('PNGBYTES');
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('8');
    expect(res.headers.get('etag')).toBe('"abc-def"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a URL carrying the version is immutable for a year', async () => {
    const res = await fetch(`${base}/f.png?v=abc`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('304 with no body when If-None-Match is the ETag', async () => {
    const res = await fetch(`${base}/f.png`, { headers: { 'If-None-Match': '"abc-def"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('"abc-def"');
    expect(await res.text()).toBe('');
  });

  it('HEAD: the headers, no body', async () => {
    const res = await fetch(`${base}/f.png`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe('8');
    expect(await res.text()).toBe('');
  });

  it('405 with Allow for anything but GET and HEAD', async () => {
    const res = await fetch(`${base}/f.png`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});
