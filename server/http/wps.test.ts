// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import type { AppDeps, ServerMode } from '../deps';
import { loadMerchants } from '../merchants/load';
import { memoryLogger } from '../test/harness';
import { route, type RouteDef } from './route';
import { createWpsHandler, latencyLeft } from './wps';

/** The dispatcher alone, with just what these routes touch. */
async function serve(routes: RouteDef[], mode: ServerMode) {
  const logger = memoryLogger();
  const deps = { merchants: loadMerchants(), mode, logger, trustProxy: false, clock: Date.now } as unknown as AppDeps;
  const handle = createWpsHandler(deps, routes);
  const server: Server = createServer((req, res) => void handle(req, res, new URL(req.url ?? '/', 'http://localhost')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { url, logger, port: (server.address() as AddressInfo).port };
}
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const brokenPing = route(api.ping, () => ({ time: 'not a number' }) as unknown as { time: number }, {
  merchantOptional: true,
});
const failing = route(api.siteConfig, () => {
  throw new Error('database password is hunter2');
});

describe('the /wps dispatcher', () => {
  it('§8 an unexpected error → 500 internal_error with a generic message, logged, no stack trace', async () => {
    const { url, logger } = await serve([failing], 'development');
    const response = await fetch(`${url}/wps/system/config`, { headers: { Merchant: 'DEMO' } });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, errorCode: 'internal_error', message: expect.any(String) });
    expect(text).not.toMatch(/hunter2|at .*\.ts/);
    expect(logger.lines.join('\n')).toMatch(/hunter2/);
  });

  it('§7 in development an answer breaking the contract is a 500 and a logged bug; production skips the check', async () => {
    const dev = await serve([brokenPing], 'development');
    const devAnswer = await fetch(`${dev.url}/wps/system/test/ping`);
    expect(devAnswer.status).toBe(500);
    expect(dev.logger.lines.join('\n')).toMatch(
      /BUG: the answer of GET \/wps\/system\/test\/ping breaks its contract: time: expected a number/,
    );

    const prod = await serve([brokenPing], 'production');
    expect((await fetch(`${prod.url}/wps/system/test/ping`)).status).toBe(200);
  });

  it('§7 a body over 64 KB sent without Content-Length (chunked) → 413 payload_too_large', async () => {
    const { port } = await serve([route(api.eventReport, () => ({ ack: [] }))], 'development');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = { Merchant: 'DEMO', 'Transfer-Encoding': 'chunked' };
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: api.eventReport.path, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      for (let i = 0; i < 10; i++) req.write('x'.repeat(8 * 1024));
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, errorCode: 'payload_too_large' });
  });
});

describe('SERVER_LATENCY_MS counts from the request’s arrival (the stand-in lines of §4, issue 18)', () => {
  it('a connection’s first request, handled 7 ms after the connection came (queued behind other lines), waits 7 ms less', () => {
    expect(latencyLeft(100, 1_000, 1_007)).toBe(93);
    expect(latencyLeft(20, 1_000, 1_030)).toBe(0);
  });

  it('a later request on a connection, or one on a connection opened well ahead of it, waits the whole latency', () => {
    expect(latencyLeft(100, undefined, 5_000)).toBe(100);
    expect(latencyLeft(100, 1_000, 3_000)).toBe(100);
  });
});
