/**
 * `npm run probe`: the outside probe of issue 11, rerunnable by a reviewer. Starts the reference
 * server in production mode (its default) on 127.0.0.1 with a fresh data dir and the built app
 * (dist/; run `npm run build` first), attacks it from this machine only, prints one table and exits
 * non-zero when a figure fails. Bounded: it gives up after PROBE_TIMEOUT_MS.
 *
 *  - hostile corpus: traversal paths, odd methods, junk headers, broken and hostile bodies (XSS,
 *    prototype pollution, huge and deeply nested values) against every contract endpoint → 0 5xx,
 *    no stack trace in any answer;
 *  - envelope attacks on the encrypted login (tampered, truncated, replayed, stale, swapped …) → 0 accepted;
 *  - admin and dev routes closed in production;
 *  - security headers present;
 *  - static answer p99 while 100 logins run (≤ 200 ms, DESIGN budget).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { api } from '../contract/endpoints';
import { startServer } from '../server/app';
import { DEV_ADMIN_TOKEN } from '../server/admin/admin';
import { encryptPayload } from '../src/api/encrypt.chunk';
import { staticUnderLogins } from './login-load';

const PROBE_TIMEOUT_MS = Number(process.env.PROBE_TIMEOUT_MS ?? 240_000);
const STATIC_P99_BUDGET_MS = 200;

interface Row {
  figure: string;
  value: string;
  ok: boolean;
}

const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE members; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000\u202e\ud800',
  'a'.repeat(100_000),
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '\r\nSet-Cookie: x=1',
];
const HOSTILE_BODIES: string[] = [
  '{',
  'null',
  '[]',
  '"x"',
  '1e999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  JSON.stringify({ a: Array.from({ length: 5000 }, (_, i) => i) }),
  '['.repeat(5000) + ']'.repeat(5000),
  '\u0000\u0001',
  ...HOSTILE_STRINGS.map((s) => JSON.stringify({ username: s, password: s, text: s, language: s, to: s, value: s })),
];
const HOSTILE_PATHS = [
  '/m/../../etc/passwd',
  '/m/%2e%2e/%2e%2e/etc/passwd',
  '/m/..%2f..%2fpackage.json',
  '/m/%2e%2e%5c%2e%2e%5cpackage.json',
  '/m/assets/../../server/app.ts',
  '/m/.env',
  '/m/%00',
  '/m/assets/%ff',
  '/wps/%2e%2e/admin/status',
  '//etc/passwd',
  '/m/' + 'a/'.repeat(500),
  '/m/index.html%00.js',
  '/chat/..%2f..%2fpackage.json',
  '/wps/session/login?__proto__[x]=1',
  '/wps/system/status?constructor[prototype][x]=1',
  '/admin/../admin/status',
  '/__dev/wps-requests',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

async function hostileCorpus(origin: string): Promise<{ requests: number; fiveXx: string[]; stacks: string[] }> {
  const fiveXx: string[] = [];
  const stacks: string[] = [];
  let requests = 0;
  const send = async (method: string, path: string, headers: Record<string, string>, body?: string) => {
    requests++;
    let status = 0;
    let text = '';
    try {
      const r = await fetch(origin + path, {
        method,
        headers,
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
        redirect: 'manual',
      });
      status = r.status;
      text = await r.text();
    } catch (error) {
      // A connection the server cut (oversized bodies) is a refusal, not a failure.
      return void error;
    }
    if (status >= 500) fiveXx.push(`${method} ${path.slice(0, 60)} → ${status}`);
    if (/\n\s+at [\w.<>]+ \(|node:internal|\/server\/[\w/-]+\.ts/.test(text))
      stacks.push(`${method} ${path.slice(0, 60)}`);
  };
  const queue: (() => Promise<void>)[] = [];
  for (const path of HOSTILE_PATHS)
    for (const method of METHODS) queue.push(() => send(method, path, { Merchant: 'DEMO' }));
  for (const endpoint of Object.values(api) as { method: string; path: string }[]) {
    for (const body of HOSTILE_BODIES) {
      queue.push(() =>
        send(
          endpoint.method,
          endpoint.path,
          { Merchant: 'DEMO', 'Content-Type': 'application/json', Authorization: 'Bearer x' },
          body,
        ),
      );
    }
    queue.push(() =>
      send(
        endpoint.method,
        endpoint.path +
          '?' +
          HOSTILE_STRINGS.map(
            (s, i) => `k${i}=${encodeURIComponent(s.slice(0, 500).replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
          ).join('&'),
        { Merchant: 'DEMO' },
      ),
    );
    for (const merchant of ['', 'NOPE', '../DEMO', '<x>'])
      queue.push(() =>
        send(endpoint.method, endpoint.path, { Merchant: merchant, 'Content-Type': 'application/json' }, '{}'),
      );
    queue.push(() => send('TRACE', endpoint.path, { Merchant: 'DEMO' }));
  }
  // A few at a time: the probe checks answers, not capacity (that is the load figure's job).
  const workers = Array.from({ length: 8 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await job();
  });
  await Promise.all(workers);
  return { requests, fiveXx, stacks };
}

async function envelopeAttacks(origin: string): Promise<{ attacks: number; accepted: string[] }> {
  const pem = (
    (await (
      await fetch(`${origin}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: 'DEMO' } })
    ).json()) as { value: string }
  ).value;
  const login = () => ({
    username: 'player0',
    password: 'demo1234',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
  });
  const post = async (headers: Record<string, string>, body: unknown, ip: string) => {
    const r = await fetch(`${origin}${api.login.path}`, {
      method: 'POST',
      headers: { ...headers, Merchant: 'DEMO', 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return r.status;
  };
  const flip = (b64: string, at = 10) => {
    const bytes = Buffer.from(b64, 'base64');
    const i = Math.min(at, bytes.length - 1);
    bytes[i] = bytes[i]! ^ 1;
    return bytes.toString('base64');
  };
  const attacks: [string, () => Promise<number>][] = [];
  let n = 0;
  const ip = () => `10.77.${(++n >> 8) & 255}.${n & 255}`;
  const add = (
    name: string,
    make: (s: Awaited<ReturnType<typeof encryptPayload>>) => [Record<string, string>, unknown],
  ) =>
    attacks.push([
      name,
      async () => {
        const sealed = await encryptPayload(pem, login());
        const [h, b] = make(sealed);
        return post(h, b, ip());
      },
    ]);
  add('plain body, no Encryption header', () => [{}, login()]);
  add('plain body with the Encryption header', (s) => [s.headers, login()]);
  add('wrong scheme', (s) => [{ ...s.headers, Encryption: 'RSA-OAEP+A128CBC' }, s.body]);
  add('no X-RSA', (s) => [{ ...s.headers, 'X-RSA': '' }, s.body]);
  add('no X-Digest', (s) => [{ ...s.headers, 'X-Digest': '' }, s.body]);
  for (const at of [0, 5, 20, 40, 80])
    add(`ciphertext byte ${at} flipped`, (s) => [s.headers, { value: flip(s.body.value, at) }]);
  for (const at of [0, 3, 100, 255])
    add(`wrapped key byte ${at} flipped`, (s) => [{ ...s.headers, 'X-RSA': flip(s.headers['X-RSA']!, at) }, s.body]);
  for (const at of [0, 31])
    add(`digest byte ${at} flipped`, (s) => [{ ...s.headers, 'X-Digest': flip(s.headers['X-Digest']!, at) }, s.body]);
  add('tag cut off', (s) => [
    s.headers,
    { value: Buffer.from(s.body.value, 'base64').subarray(0, -16).toString('base64') },
  ]);
  add('truncated to 8 bytes', (s) => [
    s.headers,
    { value: Buffer.from(s.body.value, 'base64').subarray(0, 8).toString('base64') },
  ]);
  add('empty value', (s) => [s.headers, { value: '' }]);
  add('value not base64', (s) => [s.headers, { value: '!!!not base64!!!' }]);
  add('value a number', (s) => [s.headers, { value: 12 }]);
  add('value an object', (s) => [s.headers, { value: { a: 1 } }]);
  add('extra fields beside value', (s) => [s.headers, { ...s.body, username: 'agent1' }]);
  add('body an array', (s) => [s.headers, [s.body]]);
  add('broken JSON', (s) => [s.headers, '{"value":']);
  add('X-RSA of another request', (s) => [
    { ...s.headers, 'X-RSA': s.headers['X-RSA']!.split('').reverse().join('') },
    s.body,
  ]);
  add('X-RSA too long', (s) => [{ ...s.headers, 'X-RSA': s.headers['X-RSA']! + s.headers['X-RSA']! }, s.body]);
  attacks.push([
    'body of one seal, keys of another',
    async () => {
      const a = await encryptPayload(pem, login());
      const b = await encryptPayload(pem, login());
      return post(a.headers, b.body, ip());
    },
  ]);
  attacks.push([
    'digest of another seal',
    async () => {
      const a = await encryptPayload(pem, login());
      const b = await encryptPayload(pem, login());
      return post({ ...a.headers, 'X-Digest': b.headers['X-Digest']! }, a.body, ip());
    },
  ]);
  for (const [name, skew] of [
    ['ts 10 minutes old', -600_000],
    ['ts 10 minutes ahead', 600_000],
    ['ts a day old', -86_400_000],
    ['ts zero', null],
  ] as const) {
    attacks.push([
      name,
      async () => {
        const sealed = await encryptPayload(pem, login(), skew === null ? 0 : Date.now() + skew);
        return post(sealed.headers, sealed.body, ip());
      },
    ]);
  }
  attacks.push([
    'replayed once accepted',
    async () => {
      const sealed = await encryptPayload(pem, login());
      await post(sealed.headers, sealed.body, ip());
      return post(sealed.headers, sealed.body, ip());
    },
  ]);
  for (let i = 0; i < 5; i++) {
    attacks.push([
      `replay ${i + 2} of one seal`,
      async () => {
        const sealed = await encryptPayload(pem, login());
        await post(sealed.headers, sealed.body, ip());
        const statuses = await Promise.all(
          Array.from({ length: i + 2 }, () => post(sealed.headers, sealed.body, ip())),
        );
        return statuses.includes(200) ? 200 : statuses[0]!;
      },
    ]);
  }
  const accepted: string[] = [];
  for (const [name, run] of attacks) if ((await run()) === 200) accepted.push(name);
  return { attacks: attacks.length, accepted };
}

async function main(): Promise<void> {
  const timer = setTimeout(() => {
    console.error(`probe: gave up after ${PROBE_TIMEOUT_MS / 1000} s`);
    process.exit(2);
  }, PROBE_TIMEOUT_MS);
  timer.unref();
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-probe-'));
  const quiet = { info() {}, warn() {}, error() {} };
  // Production is the default: no mode is passed on purpose. TRUST_PROXY lets the probe speak from many addresses.
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    distDir: process.env.DIST_DIR || 'dist',
    trustProxy: true,
    logger: quiet,
  });
  const origin = server.url;
  const rows: Row[] = [];
  try {
    const corpus = await hostileCorpus(origin);
    rows.push({
      figure: `hostile corpus: 5xx answers (of ${corpus.requests} requests)`,
      value: String(corpus.fiveXx.length),
      ok: corpus.fiveXx.length === 0,
    });
    rows.push({
      figure: 'hostile corpus: answers with a stack trace',
      value: String(corpus.stacks.length),
      ok: corpus.stacks.length === 0,
    });
    for (const line of [...corpus.fiveXx, ...corpus.stacks].slice(0, 10)) console.log(`  ${line}`);

    const envelope = await envelopeAttacks(origin);
    rows.push({
      figure: `envelope attacks accepted (of ${envelope.attacks})`,
      value: String(envelope.accepted.length),
      ok: envelope.accepted.length === 0,
    });
    for (const name of envelope.accepted) console.log(`  accepted: ${name}`);

    const admin = await fetch(`${origin}/admin/status`, {
      headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' },
    });
    const outbox = await fetch(`${origin}${api.devOutbox.path}?to=1%202025550100`, { headers: { Merchant: 'DEMO' } });
    const counter = await fetch(`${origin}/__dev/wps-requests`);
    rows.push({
      figure: 'admin with the development token, production mode',
      value: String(admin.status),
      ok: admin.status === 404,
    });
    rows.push({
      figure: 'dev outbox and dev request counter, production mode',
      value: `${outbox.status} / ${counter.status}`,
      ok: outbox.status === 404 && counter.status === 404,
    });

    const page = await fetch(`${origin}/m/login`);
    const https = await fetch(`${origin}/m/home`, { headers: { 'X-Forwarded-Proto': 'https' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    const headersOk =
      /default-src 'self'/.test(csp) &&
      /object-src 'none'/.test(csp) &&
      /base-uri 'none'/.test(csp) &&
      /frame-ancestors 'self'/.test(csp) &&
      !/script-src[^;]*unsafe-inline/.test(csp) &&
      page.headers.get('referrer-policy') === 'no-referrer' &&
      page.headers.get('x-content-type-options') === 'nosniff' &&
      (https.headers.get('strict-transport-security') ?? '').includes('max-age');
    rows.push({
      figure: 'headers on HTML (CSP, Referrer-Policy, nosniff, HSTS over https)',
      value: headersOk ? 'present' : `missing (status ${page.status})`,
      ok: headersOk,
    });

    const load = await staticUnderLogins(origin, { logins: 100 });
    rows.push({
      figure: `static answer p99 while 100 logins run (${load.staticAnswers} answers; logins ${JSON.stringify(load.loginStatuses)})`,
      value: `${load.p99.toFixed(0)} ms (p50 ${load.p50.toFixed(0)})`,
      ok: load.p99 <= STATIC_P99_BUDGET_MS,
    });
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r.figure.length));
  for (const row of rows) console.log(`${row.ok ? 'ok  ' : 'FAIL'}  ${row.figure.padEnd(width)}  ${row.value}`);
  process.exit(rows.every((r) => r.ok) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
