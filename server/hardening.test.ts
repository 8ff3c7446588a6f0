// @vitest-environment node
/**
 * Issue 11, hardening: each finding of the outside probe, as a test that failed on the server before
 * the fix. Secure by default (ASVS 13, 14), sessions that really end (ASVS 7), abuse without
 * collateral damage (ASVS 6.3), responsive under load.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../contract/endpoints';
import { adminTokenFor, DEV_ADMIN_TOKEN } from './admin/admin';
import { startServer } from './app';
import { DATABASE_FILE } from './db/index';
import { modeFromEnv } from './main';
import { deviceId, memoryLogger, startTestServer, type TestServer } from './test/harness';

/** A GET with headers fetch will not send (Host, X-Forwarded-Proto). */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('secure by default (ASVS 14.1)', () => {
  it('production unless STOREFRONT_MODE=development: NODE_ENV=production alone, or nothing, is production', () => {
    expect(modeFromEnv({ NODE_ENV: 'production' })).toBe('production');
    expect(modeFromEnv({})).toBe('production');
    expect(modeFromEnv({ NODE_ENV: 'development' })).toBe('production');
    expect(modeFromEnv({ STOREFRONT_MODE: 'development' })).toBe('development');
    expect(() => modeFromEnv({ STOREFRONT_MODE: 'dev' })).toThrow(/production or development/);
  });

  it('a server started without a mode has no dev outbox, no dev request counter and no admin endpoint', async () => {
    const server = await startTestServer({ mode: undefined });
    try {
      expect((await server.call(api.devOutbox, { to: '1 2025550100' })).body.errorCode).toBe('not_found');
      expect((await server.fetch('/__dev/wps-requests')).status).not.toBe(200);
      const admin = await server.fetch('/admin/status', {
        headers: { Authorization: `Bearer ${DEV_ADMIN_TOKEN}`, Merchant: 'DEMO' },
      });
      expect(admin.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('development mode refuses to bind to an address others can reach', async () => {
    await expect(
      startServer({
        port: 0,
        host: '0.0.0.0',
        dataDir: '/nonexistent/never-created',
        distDir: 'dist',
        mode: 'development',
        logger: memoryLogger(),
      }),
    ).rejects.toThrow(/loopback only/);
  });

  it('the published development admin token is refused outside development, even as ADMIN_TOKEN', () => {
    expect(() => adminTokenFor('production', DEV_ADMIN_TOKEN)).toThrow(/published development token/);
    expect(adminTokenFor('production', 'a-real-secret-of-32-characters!!')).toBe('a-real-secret-of-32-characters!!');
    expect(adminTokenFor('development', undefined)).toBe(DEV_ADMIN_TOKEN);
  });
});

describe('headers, files and sockets', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ requestTimeoutMs: 1_000, headersTimeoutMs: 1_000 });
    await mkdir(join(server.distDir, 'assets'), { recursive: true });
    await writeFile(join(server.distDir, 'assets', 'app-1234.js'), 'console.log(1)');
  });
  afterAll(() => server.stop());

  it('ASVS 14.4: every HTML answer has a CSP without inline script, frame-ancestors self, no-referrer; nosniff everywhere', async () => {
    for (const path of ['/m/home', '/m/login', '/']) {
      const page = await rawGet(server.port, path, { Host: 'localhost' });
      expect(page.status).toBe(200);
      const csp = directives(String(page.headers['content-security-policy']));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toContain("'self'");
      expect(csp.get('script-src')!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      // The merchant config is a JSON data block, never an executable inline script.
      expect(page.body).toMatch(/<script type="application\/json" id="storefront-config">/);
      expect(page.body).not.toMatch(/<script(?![^>]*type="application\/json")(?![^>]*\bsrc=)[^>]*>/);
    }
    const asset = await rawGet(server.port, '/m/assets/app-1234.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const wps = await server.call(api.systemStatus, {});
    expect(wps.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('ASVS 14.4: the Geetest vendor is allowed only for the merchant that uses it; HSTS only over https', async () => {
    const ace = directives(
      String((await rawGet(server.port, '/m/home', { Host: 'ace.localhost' })).headers['content-security-policy']),
    );
    const lucky = directives(
      String((await rawGet(server.port, '/m/home', { Host: 'lucky.localhost' })).headers['content-security-policy']),
    );
    expect(ace.get('script-src')).toContain('https://static.geetest.com');
    expect(lucky.get('script-src')).not.toContain('https://static.geetest.com');
    expect((await rawGet(server.port, '/m/home')).headers['strict-transport-security']).toBeUndefined();
    const https = await rawGet(server.port, '/m/home', { 'X-Forwarded-Proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('the database and its WAL are readable by the owner only (0600), like the RSA key', async () => {
    await server.login('player0');
    for (const suffix of ['', '-wal', '-shm']) {
      const mode = statSync(join(server.dataDir, DATABASE_FILE + suffix)).mode & 0o777;
      expect(mode.toString(8), DATABASE_FILE + suffix).toBe('600');
    }
  });

  it('a slow-body client is cut off by the request timeout; a client that hangs up is no ERROR', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: DEMO\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
        );
      });
      socket.on('error', () => undefined);
      socket.resume();
      socket.on('close', () => resolve(Date.now() - started));
      setTimeout(() => reject(new Error('still open after 8 s')), 8_000).unref();
    });
    expect(closedAfter).toBeLessThan(5_000);

    await new Promise<void>((resolve) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /wps/session/login HTTP/1.1\r\nHost: localhost\r\nMerchant: DEMO\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"a":',
        );
        setTimeout(() => socket.destroy(), 100);
      });
      socket.resume();
      socket.on('close', () => setTimeout(resolve, 200));
    });
    expect(server.logger.lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    expect(server.logger.lines.some((l) => /client closed the connection/.test(l))).toBe(true);
  });
});

describe('sessions that really end (ASVS 7)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());
  const tokenOf = async (username: string) => ((await server.login(username)).body.value as { token: string }).token;

  it('ASVS 7.4.3: a password change ends the member’s other sessions and keeps the current one', async () => {
    const phone = await tokenOf('agent2');
    const laptop = await tokenOf('agent2');
    const changed = await server.call(
      api.changePassword,
      { oldPassword: 'demo1234', newPassword: 'fresh-pass-1' },
      { token: laptop },
    );
    expect(changed.status).toBe(200);
    expect((await server.call(api.memberInfo, {}, { token: laptop })).status).toBe(200);
    expect((await server.call(api.memberInfo, {}, { token: phone })).body.errorCode).toBe('customer.not.login');
  });

  it('ASVS 7.4.1: a chat ticket ends with the session that launched it', async () => {
    const token = await tokenOf('player0');
    const launch = await server.call(api.launchChat, {}, { token });
    const ticket = new URLSearchParams(new URL(launch.body.value.chatUrl as string).hash.slice(1)).get('t')!;
    const read = () =>
      server.fetch('/chat/api/messages', { headers: { 'X-Chat-Ticket': ticket } }).then((r) => r.status);
    expect(await read()).toBe(200);
    expect((await server.call(api.logout, {}, { token })).status).toBe(200);
    expect(await read()).toBe(401);
    const write = await server.fetch('/chat/api/messages', {
      method: 'POST',
      headers: { 'X-Chat-Ticket': ticket, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'still here?' }),
    });
    expect(write.status).toBe(401);
  });
});

describe('abuse without collateral damage (ASVS 6.3)', () => {
  it('an unknown user costs the same hash as a wrong password (no timing oracle); the §8 codes stay distinct', async () => {
    const server = await startTestServer({ scryptCost: 16_384, hashWorkers: 1 });
    try {
      const timed = async (username: string) => {
        const started = performance.now();
        const answer = await server.login(username, 'not-the-password');
        return { ms: performance.now() - started, code: answer.body.errorCode };
      };
      await timed('player0');
      const unknown: number[] = [];
      const wrong: number[] = [];
      for (let i = 0; i < 4; i++) {
        const u = await timed(`nobody_${i}`);
        const w = await timed('player0');
        expect(u.code).toBe('not.exists.user');
        expect(w.code).toBe('login.cred.err');
        unknown.push(u.ms);
        wrong.push(w.ms);
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    } finally {
      await server.stop();
    }
  });

  it('the admin endpoint is rate-limited: repeated wrong tokens get 429 with Retry-After', async () => {
    const server = await startTestServer();
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 12; i++) {
        const r = await server.fetch('/admin/status', {
          headers: { Authorization: `Bearer wrong-token-${i}-xxxxxxxx`, Merchant: 'DEMO' },
        });
        statuses.push(r.status);
        retryAfter ??= r.headers.get('retry-after');
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});

describe('responsive under load', () => {
  it('hashes beyond the cap are refused at once with 503 server.busy and Retry-After', async () => {
    const server = await startTestServer({ scryptCost: 16_384, hashWorkers: 1, hashMaxInFlight: 2 });
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => server.login('player0', 'wrong-password')));
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.body.errorCode).toBe('server.busy');
      expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answers.filter((a) => a.body.errorCode === 'login.cred.err').length).toBeGreaterThanOrEqual(2);
      // Shedding load is expected behaviour, not a fault: a warning, never an ERROR line.
      expect(server.logger.lines.some((l) => l.startsWith('WARN') && l.includes('server.busy'))).toBe(true);
      expect(server.logger.lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('a static file answers while a login burst hashes: scrypt does not hold the file system’s threads', async () => {
    const server = await startTestServer({ scryptCost: 16_384, hashWorkers: 1 });
    try {
      await mkdir(join(server.distDir, 'assets'), { recursive: true });
      await writeFile(join(server.distDir, 'assets', 'big-1.js'), 'x'.repeat(50_000));
      await writeFile(join(server.distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
      const started = performance.now();
      const burst = Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          server.call(api.login, {
            username: 'player0',
            password: `wrong-${i}`,
            loginDeviceId: deviceId(),
            isOfficialAppLogin: false,
          }),
        ),
      ).then(() => performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const staticStarted = performance.now();
      for (const path of ['/m/sw.js', '/m/assets/big-1.js', '/m/home'])
        expect((await server.fetch(path)).status).toBe(200);
      const staticMs = performance.now() - staticStarted;
      const burstMs = await burst;
      expect(staticMs).toBeLessThan(burstMs / 3);
    } finally {
      await server.stop();
    }
  });
});

describe('the identity service failing (issue 11)', () => {
  it('a 5xx of the Auth Emulator is 503 firebase.unavailable (logged by the dispatcher), not a bad token', async () => {
    const { createServer } = await import('node:http');
    const { createFirebaseVerifier } = await import('./firebase/verifier');
    const failing = createServer((_req, res) => {
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.end('{"error":{"code":500,"message":"internal"}}');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${(failing.address() as { port: number }).port}`;
    const verifier = createFirebaseVerifier();
    const server = await startTestServer({ firebaseVerifier: verifier });
    try {
      const now = Math.floor(Date.now() / 1000);
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({
        sub: 'uid-1',
        aud: 'demo-storefront',
        iss: 'https://securetoken.google.com/demo-storefront',
        iat: now,
        exp: now + 3600,
        auth_time: now,
        firebase: { sign_in_provider: 'google.com' },
      })}.`;
      const answer = await server.call(api.socialLogin, {
        type: 'firebase',
        firebaseChannel: 'google',
        firebaseIdToken: token,
        loginDeviceId: deviceId(),
      });
      expect(answer.status).toBe(503);
      expect(answer.body.errorCode).toBe('firebase.unavailable');
      expect(server.logger.lines.some((l) => l.startsWith('ERROR') && /firebase\.unavailable/.test(l))).toBe(true);
    } finally {
      await server.stop();
      await verifier.close();
      failing.close();
      process.env.FIREBASE_AUTH_EMULATOR_HOST = saved ?? '';
    }
  });
});

describe('the encrypted envelope (issue 11 probe)', () => {
  it('§7 a field beside value is refused: only the sealed value counts, nothing unauthenticated rides along', async () => {
    const server = await startTestServer();
    try {
      const sealed = await server.encrypt({
        username: 'player0',
        password: 'demo1234',
        loginDeviceId: deviceId(),
        isOfficialAppLogin: false,
      });
      const answer = await server.wps('POST', api.login.path, {
        headers: sealed.headers,
        body: { ...sealed.body, username: 'agent1' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('encryption_invalid');
    } finally {
      await server.stop();
    }
  });
});
