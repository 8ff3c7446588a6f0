/**
 * The load figure of issue 11: how fast static answers (/m/home, /m/sw.js) come while 100 logins
 * run at once. Shared by `npm run probe` (scripts/probe.ts) and `npm run bench:hardening`.
 * Logins are sealed as the storefront seals them (src/api/encrypt.chunk.ts) before the burst starts,
 * so the burst measures the server, not this script. Only for a server on this machine.
 */
import { randomUUID } from 'node:crypto';
import { encryptPayload } from '../src/api/encrypt.chunk';

export interface LoadResult {
  /** Milliseconds, of every static answer made while the burst ran. */
  p50: number;
  p99: number;
  staticAnswers: number;
  logins: number;
  /** Login answers by status (200, 400 wrong password, 503 server.busy …). */
  loginStatuses: Record<number, number>;
  burstMs: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
};

export async function staticUnderLogins(origin: string, { logins = 100, merchant = 'DEMO' } = {}): Promise<LoadResult> {
  const host = new URL(origin).hostname;
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(host))
    throw new Error(`load runs against this machine only, not ${host}`);
  const pem = (
    (await (
      await fetch(`${origin}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } })
    ).json()) as { value: string }
  ).value;
  const sealed = await Promise.all(
    Array.from({ length: logins }, (_, i) =>
      encryptPayload(pem, {
        username: 'player0',
        password: `wrong-${i}`,
        loginDeviceId: randomUUID(),
        isOfficialAppLogin: false,
      }),
    ),
  );
  const loginStatuses: Record<number, number> = {};
  const started = performance.now();
  let running = true;
  const burst = Promise.all(
    sealed.map(async (s, i) => {
      const r = await fetch(`${origin}/wps/session/login`, {
        method: 'POST',
        // Each login from its own address would need a trusted proxy; the throttle's per-address
        // rule only answers 429 quickly, which makes the figure kinder, so one device per login.
        headers: {
          ...s.headers,
          Merchant: merchant,
          'Content-Type': 'application/json',
          'X-Forwarded-For': `10.99.${i >> 8}.${i & 255}`,
        },
        body: JSON.stringify(s.body),
      });
      await r.arrayBuffer();
      loginStatuses[r.status] = (loginStatuses[r.status] ?? 0) + 1;
    }),
  ).finally(() => {
    running = false;
  });
  const times: number[] = [];
  const paths = ['/m/home', '/m/sw.js'];
  const sampler = (async () => {
    for (let i = 0; running || times.length < 10; i++) {
      const t = performance.now();
      const r = await fetch(`${origin}${paths[i % paths.length]}`);
      await r.arrayBuffer();
      times.push(performance.now() - t);
      if (!running && times.length >= 10) break;
    }
  })();
  await burst;
  const burstMs = performance.now() - started;
  await sampler;
  return {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    staticAnswers: times.length,
    logins,
    loginStatuses,
    burstMs,
  };
}
