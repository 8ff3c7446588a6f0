/** Issue 34: the edge's cache (stale while revalidating) and its answers when the platform is down. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, startEdge } from './app';
import { FRESH_MS, STALE_MS, SwrCache } from './platform';
import { DEFAULT_MERCHANTS_DIR } from '../merchants/load';

describe('SwrCache (5 s fresh, then stale while one call refreshes, up to 10 min)', () => {
  it('serves fresh from memory, stale at once while refreshing once, and waits when too old', async () => {
    let now = 0;
    let calls = 0;
    const cache = new SwrCache<number>(() => now);
    const load = async () => ++calls;
    expect(await cache.get('k', load)).toBe(1);
    now = FRESH_MS - 1;
    expect(await cache.get('k', load)).toBe(1);
    expect(calls).toBe(1);
    now = FRESH_MS + 1;
    const stale = [cache.get('k', load), cache.get('k', load)];
    expect(await Promise.all(stale)).toEqual([1, 1]); // stale, answered at once
    expect(calls).toBe(2); // one refresh for both
    expect(await cache.get('k', load)).toBe(2);
    now += STALE_MS + 1;
    expect(await cache.get('k', load)).toBe(3); // too old: waited for
  });

  it('keeps serving the stale value when the refresh fails', async () => {
    let now = 0;
    const cache = new SwrCache<string>(() => now);
    expect(await cache.get('k', async () => 'first')).toBe('first');
    now = FRESH_MS + 1;
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('first');
  });
});

describe('the edge in front of a platform (§8)', () => {
  it('answers 502 platform_unreachable when the platform is down, and /readyz 503; /healthz 200', async () => {
    const edge = await startEdge({ port: 0, platformUrl: 'http://127.0.0.1:9', distDir: 'dist', logLevel: 'silent' });
    try {
      const call = await fetch(`${edge.url}/wps/system/test/ping`, { headers: { Merchant: 'DEMO' } });
      expect(call.status).toBe(502);
      expect(await call.json()).toMatchObject({ success: false, errorCode: 'platform_unreachable' });
      expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${edge.url}/readyz`)).status).toBe(503);
    } finally {
      await edge.close(100);
    }
  });

  it('keeps an idle connection open longer than a balancer does (65 s), and says so', async () => {
    const edge = await startEdge({ port: 0, platformUrl: 'http://127.0.0.1:9', distDir: 'dist', logLevel: 'silent' });
    try {
      const keepAlive = await new Promise<string | string[] | undefined>((resolve, reject) => {
        const call = httpRequest(`${edge.url}/healthz`, { headers: { Connection: 'keep-alive' } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.headers['keep-alive']));
        });
        call.on('error', reject);
        call.end();
      });
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1_000}`);
    } finally {
      await edge.close(100);
    }
  });

  it('forwards the player’s Host and address, a request id, no hop-by-hop header; answers 504 when the platform is slow', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const platform = createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/wps/slow') return void setTimeout(() => res.end('{}'), 2_000);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Proxy-Authenticate', 'Basic');
      res.end('{"success":true,"value":null}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const edge = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', proxyTimeoutMs: 300 });
    try {
      const answer = await fetch(`${edge.url}/wps/system/config`, {
        headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Request-Id': 'req-1', Host: 'lucky.localhost' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('proxy-authenticate')).toBeNull();
      const headers = seen.find((h) => h['x-request-id'] === 'req-1')!;
      expect(headers['x-forwarded-for']).toBe('127.0.0.1'); // not trusted: replaced by the peer
      expect(headers['x-forwarded-proto']).toBe('http');
      const slow = await fetch(`${edge.url}/wps/slow`);
      expect(slow.status).toBe(504);
      expect(await slow.json()).toMatchObject({ success: false, errorCode: 'platform_timeout' });
    } finally {
      await edge.close(100);
      platform.closeAllConnections();
      platform.close();
    }
  });
});

describe('issue 34: hop-by-hop headers on the way to the platform', () => {
  it('drops the player’s hop-by-hop headers and those its Connection header names; keeps the rest', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const platform = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      res.end('{"success":true,"value":null}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const edge = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', serverRender: false });
    try {
      // fetch() refuses to send Connection and friends: a plain HTTP/1.1 request as a client sends it.
      const status = await new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          `${edge.url}/wps/system/config`,
          {
            headers: {
              Connection: 'keep-alive, X-Hop-Secret',
              'X-Hop-Secret': 'for the next hop only',
              'Keep-Alive': 'timeout=5',
              'Proxy-Authorization': 'Basic c2VjcmV0',
              TE: 'trailers',
              'X-Kept': 'yes',
            },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        );
        call.on('error', reject);
        call.end();
      });
      expect(status).toBe(200);
      const headers = seen.at(-1)!;
      expect(headers['x-kept']).toBe('yes');
      for (const name of ['x-hop-secret', 'keep-alive', 'proxy-authorization', 'te'])
        expect(headers[name], name).toBeUndefined();
    } finally {
      await edge.close(100);
      platform.closeAllConnections();
      platform.close();
    }
  });
});

describe('issue 34: bodies stream both ways through the edge, never buffered whole', () => {
  it('the platform reads the first part of a body before the player has sent the rest, and the player the first part of an answer before the platform has written the rest', async () => {
    const events: string[] = [];
    let finishAnswer: () => void = () => undefined;
    const platform = createServer((req, res) => {
      req.once('data', () => events.push('platform got the first part'));
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.write('first part of the answer;');
        finishAnswer = () => res.end('the rest');
      });
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const edge = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', serverRender: false });
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      return check();
    };
    try {
      let answered = '';
      const done = new Promise<number>((resolve, reject) => {
        const call = httpRequest(
          `${edge.url}/wps/upload`,
          { method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' } },
          (answer) => {
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => {
              answered += chunk;
              if (answered === 'first part of the answer;') events.push('player got the first part');
            });
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        );
        call.on('error', reject);
        call.write('first part of the body;');
        void until(() => events.includes('platform got the first part')).then(() => {
          events.push('player sends the rest');
          call.end('the rest');
        });
      });
      expect(await until(() => events.includes('player got the first part'))).toBe(true);
      events.push('platform writes the rest');
      finishAnswer();
      expect(await done).toBe(200);
      expect(answered).toBe('first part of the answer;the rest');
      expect(events).toEqual([
        'platform got the first part',
        'player sends the rest',
        'player got the first part',
        'platform writes the rest',
      ]);
    } finally {
      await edge.close(100);
      platform.closeAllConnections();
      platform.close();
    }
  });
});

describe('§7 the second asset manifest through the edge (issue 34: never the platform’s disk)', () => {
  it('is the platform’s publication when there is one, else the edge’s own build’s; 502 when the platform cannot say', async () => {
    let published: string | null = null;
    const platform = createServer((req, res) => {
      if (req.url?.startsWith('/mobile/mc/asset-manifest.json')) {
        res.statusCode = published === null ? 404 : 200;
        return void res.end(published ?? 'Not found.\n');
      }
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const distDir = await mkdtemp(join(tmpdir(), 'edge-dist-'));
    await writeFile(join(distDir, 'asset-manifest.json'), '{"files":{"edge-build":1}}');
    let now = 0;
    const edge = await startEdge({ port: 0, platformUrl, distDir, logLevel: 'silent', serverRender: false });
    const down = await startEdge({
      port: 0,
      platformUrl: 'http://127.0.0.1:9',
      distDir,
      logLevel: 'silent',
      serverRender: false,
    });
    try {
      const own = await fetch(`${edge.url}/mobile/mc/asset-manifest.json?_=${++now}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('no-store');
      expect(await own.json()).toEqual({ files: { 'edge-build': 1 } });
      const unreachable = await fetch(`${down.url}/mobile/mc/asset-manifest.json?_=${++now}`);
      expect(unreachable.status).toBe(502);
      // A publication reaches the edge within the platform cache's freshness (5 s).
      published = '{"version":"m1"}';
      const other = await startEdge({ port: 0, platformUrl, distDir, logLevel: 'silent', serverRender: false });
      try {
        expect(await (await fetch(`${other.url}/mobile/mc/asset-manifest.json?_=${++now}`)).json()).toEqual({
          version: 'm1',
        });
      } finally {
        await other.close(100);
      }
    } finally {
      await Promise.all([edge.close(100), down.close(100)]);
      platform.closeAllConnections();
      platform.close();
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('§7 domainRoute through the edge (issue 35: the failover may probe every line it is given)', () => {
  it('the page’s CSP connect-src allows the platform’s domainRoute lines beside the config’s domain list', async () => {
    const demo = JSON.parse(await readFile(join(DEFAULT_MERCHANTS_DIR, 'DEMO.json'), 'utf8')) as {
      public: unknown;
    };
    let routeAnswers = true;
    const platform = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/wps/system/storefront'))
        return void res.end(
          JSON.stringify({
            success: true,
            value: {
              merchantCode: 'DEMO',
              config: demo.public,
              domainNames: ['config-line.example'],
              frameOrigins: [],
            },
          }),
        );
      if (req.url?.startsWith('/wps/system/domainRoute') && routeAnswers)
        return void res.end(JSON.stringify({ success: true, value: { domains: ['https://route-line.example:8443'] } }));
      res.statusCode = 404;
      res.end('{"success":false}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const edge = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', serverRender: false });
    try {
      const csp = (await fetch(`${edge.url}/m/home`)).headers.get('content-security-policy') ?? '';
      const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src')) ?? '';
      expect(connect).toContain('https://config-line.example');
      expect(connect).toContain('https://route-line.example:8443');
      // A platform without the call keeps the config's lines (another edge: nothing cached).
      routeAnswers = false;
      const other = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', serverRender: false });
      try {
        const otherCsp = (await fetch(`${other.url}/m/home`)).headers.get('content-security-policy') ?? '';
        expect(otherCsp).toContain('https://config-line.example');
        expect(otherCsp).not.toContain('route-line.example');
      } finally {
        await other.close(100);
      }
    } finally {
      await edge.close(100);
      platform.closeAllConnections();
      platform.close();
    }
  });
});

describe('issue 34 §4: the CSP follows the domain list the platform answers, without a restart', () => {
  it('a line the platform adds while the edge runs is in connect-src once the 5 s fresh time has passed', async () => {
    const demo = JSON.parse(await readFile(join(DEFAULT_MERCHANTS_DIR, 'DEMO.json'), 'utf8')) as {
      public: unknown;
    };
    const domainNames = ['first-line.example'];
    const platform = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.url?.startsWith('/wps/system/storefront'))
        return void res.end(
          JSON.stringify({
            success: true,
            value: { merchantCode: 'DEMO', config: demo.public, domainNames, frameOrigins: [] },
          }),
        );
      res.statusCode = 404;
      res.end('{"success":false}');
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    const edge = await startEdge({ port: 0, platformUrl, distDir: 'dist', logLevel: 'silent', serverRender: false });
    const connectSrc = async () =>
      ((await fetch(`${edge.url}/m/home`)).headers.get('content-security-policy') ?? '')
        .split(';')
        .find((d) => d.trim().startsWith('connect-src')) ?? '';
    try {
      expect(await connectSrc()).toContain('https://first-line.example');
      domainNames.push('added-line.example');
      expect(await connectSrc()).not.toContain('added-line.example'); // fresh for 5 s
      await new Promise((resolve) => setTimeout(resolve, FRESH_MS + 100));
      // Past the fresh time the stale answer is served once while one call refreshes it.
      const deadline = Date.now() + 3_000;
      let connect = await connectSrc();
      while (!connect.includes('added-line.example') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        connect = await connectSrc();
      }
      expect(connect).toContain('https://added-line.example');
      expect(connect).toContain('https://first-line.example');
    } finally {
      await edge.close(100);
      platform.closeAllConnections();
      platform.close();
    }
  }, 20_000);
});
