/**
 * Issue 34: the edge as its process runs (server/edge/main.ts). SIGTERM drains: a request in flight
 * when the signal lands is answered in full, then the process exits 0. Its logs are JSON lines, one per
 * answer, carrying the request id the platform received as X-Request-Id.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';

async function until<T>(what: string, probe: () => T | undefined, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('issue 34: the edge process', () => {
  it('SIGTERM answers the request in flight, then exits 0; JSON log lines carry the request id passed to the platform', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const platform = createServer((req, res) => {
      seen.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      setTimeout(() => res.end('{"success":true,"value":"answered"}'), req.url === '/wps/slow' ? 1_500 : 0);
    });
    await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
    const edge = spawn(process.execPath, ['--import', 'tsx', 'server/edge/main.ts'], {
      env: {
        ...process.env,
        PLATFORM_URL: `http://127.0.0.1:${(platform.address() as AddressInfo).port}`,
        PORT: '0',
        SERVER_RENDER: '0',
        LOG_LEVEL: 'info',
      },
    });
    let out = '';
    let err = '';
    edge.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    edge.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => edge.on('exit', (code) => resolve(code)));
    try {
      const url = await until('the edge to listen', () => /listening on (http:\/\/[^"\s]+)/.exec(out)?.[1]);
      const slow = fetch(`${url}/wps/slow`, { headers: { 'X-Request-Id': 'drain-1' } });
      await until('the platform to receive the call', () =>
        seen.some((h) => h['x-request-id'] === 'drain-1') ? true : undefined,
      );
      edge.kill('SIGTERM');
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ success: true, value: 'answered' });
      expect(await exited).toBe(0);

      const lines = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const answered = lines.find((line) => line.reqId === 'drain-1' && line.msg === 'answered');
      expect(answered, `${out}\n${err}`).toMatchObject({ service: 'storefront-edge', url: '/wps/slow', status: 200 });
    } finally {
      if (edge.exitCode === null) edge.kill('SIGKILL');
      platform.closeAllConnections();
      platform.close();
    }
  }, 60_000);
});
