/**
 * Test harness: starts the real server on a free port with a fresh data dir and a tiny dist, and
 * calls it the way the storefront does (contract endpoints, encrypted posts via the client's own
 * src/api/encrypt.chunk.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, type Endpoint } from '../../contract/endpoints';
import { encryptPayload } from '../../src/api/encrypt.chunk';
import { CONFIG_PLACEHOLDER } from '../../contract/merchant';
import { startServer, type RunningServer, type StartServerOptions } from '../app';
import type { Logger } from '../logger';

export const TEST_INDEX_HTML = `<!doctype html><html><head><title>Storefront</title>${CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

/** Collects what the server logs, so tests stay quiet and can look at it. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m) => void lines.push(`INFO ${m}`),
    warn: (m) => void lines.push(`WARN ${m}`),
    error: (m, e) => void lines.push(`ERROR ${m}${e instanceof Error ? ` ${e.message}` : ''}`),
  };
}

export interface WpsAnswer {
  status: number;
  headers: Headers;
  /** `any`: tests read whatever fields an answer has. */
  body: { success: boolean; value?: any; message?: string; errorCode?: string };
}

export interface CallOptions {
  merchant?: string | null;
  token?: string;
  headers?: Record<string, string>;
  /** The client IP the server sees (sent as X-Forwarded-For; the test server trusts it). Default: a new one per call. */
  ip?: string;
  /** For encrypted posts: the ts inside the ciphertext. */
  now?: number;
}

export interface TestServer extends RunningServer {
  dir: string;
  distDir: string;
  dataDir: string;
  logger: ReturnType<typeof memoryLogger>;
  /** Raw fetch against the server. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** A /wps call with the usual headers; body is sent as JSON when given. */
  wps(method: string, path: string, options?: CallOptions & { body?: unknown; rawBody?: string }): Promise<WpsAnswer>;
  /** Calls a contract endpoint like the storefront would (query for GET, encryption when the contract says so). */
  call<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, options?: CallOptions): Promise<WpsAnswer>;
  /** The encrypted post as it would be sent, to replay or tamper with. */
  encrypt(payload: unknown, now?: number): Promise<{ headers: Record<string, string>; body: { value: string } }>;
  login(username: string, password?: string, options?: CallOptions): Promise<WpsAnswer>;
  /** Solves a self-hosted slider challenge the way a player would (the hole's x is read from the database). */
  solveSlider(merchant: string, options?: CallOptions): Promise<{ geetestChallenge: string; geetestSeccode: string }>;
  /** The newest code in the dev outbox for a recipient ("1 2025550101" or an email). */
  latestCode(merchant: string, to: string): Promise<string>;
  stop(): Promise<void>;
}

export const deviceId = (): string => randomUUID();

/**
 * A drag as a person makes it (issue 35: the server judges the trajectory): speeding up then slowing
 * down over ~0.6 s, the pointer wandering a pixel or two off its row, ending on `x`.
 */
export function humanTrack(x: number, from = 0): [number, number, number][] {
  const steps = 24;
  const track: [number, number, number][] = [];
  let t = 0;
  for (let i = 0; i <= steps; i++) {
    const p = i / steps;
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    track.push([Math.round(t), Math.round(from + (x - from) * eased), Math.round(Math.sin(i / 3) * 2)]);
    t += 16 + (i % 5) * 7;
  }
  return track;
}

async function toAnswer(response: Response): Promise<WpsAnswer> {
  const text = await response.text();
  let body: WpsAnswer['body'];
  try {
    body = JSON.parse(text) as WpsAnswer['body'];
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

export async function startTestServer(
  options: Partial<StartServerOptions> & { indexHtml?: string | null } = {},
): Promise<TestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const distDir = join(dir, 'dist');
  const dataDir = options.dataDir ?? join(dir, 'data');
  await mkdir(distDir, { recursive: true });
  if (options.indexHtml !== null) await writeFile(join(distDir, 'index.html'), options.indexHtml ?? TEST_INDEX_HTML);
  const logger = memoryLogger();
  const { indexHtml: _ignored, ...startOptions } = options;
  // Tests read codes from the dev outbox: development mode unless a test asks for production.
  const running = await startServer({
    port: 0,
    distDir,
    logger,
    trustProxy: true,
    scryptCost: 1024,
    mode: 'development',
    ...startOptions,
    dataDir,
  });

  let pem: string | undefined;
  // Each call comes from its own address unless the test names one, so per-IP limits never couple tests.
  let calls = 0;
  const nextIp = () => `10.${(++calls >> 16) & 255}.${(calls >> 8) & 255}.${calls & 255}`;
  const headersFor = (o: CallOptions = {}): Record<string, string> => {
    const headers: Record<string, string> = { 'X-Forwarded-For': o.ip ?? nextIp(), ...o.headers };
    if (o.merchant !== null) headers.Merchant = o.merchant ?? 'DEMO';
    if (o.token) headers.Authorization = o.token;
    return headers;
  };

  const server: TestServer = {
    ...running,
    dir,
    distDir,
    dataDir,
    logger,
    fetch: (path, init) => fetch(running.url + path, init),
    async wps(method, path, o = {}) {
      const headers = headersFor(o);
      let body: string | undefined = o.rawBody;
      if (o.body !== undefined) {
        body = JSON.stringify(o.body);
        headers['Content-Type'] = 'application/json';
      }
      return toAnswer(await fetch(running.url + path, { method, headers, body }));
    },
    async encrypt(payload, now) {
      pem ??= (await server.wps('GET', `/wps/session/key/rsa?_=${Date.now()}`)).body.value as string;
      return encryptPayload(pem, payload, now);
    },
    async call(endpoint, request, o = {}) {
      const headers = headersFor(o);
      if (endpoint.moduleId && !('ModuleId' in headers)) headers.ModuleId = endpoint.moduleId;
      if (endpoint.method === 'GET') {
        const query = new URLSearchParams(Object.entries(request as object).map(([k, v]) => [k, String(v)]));
        const qs = query.toString();
        return toAnswer(await fetch(`${running.url}${endpoint.path}${qs ? `?${qs}` : ''}`, { headers }));
      }
      let body: unknown = request;
      if (endpoint.encrypted) {
        const sealed = await server.encrypt(request, o.now);
        Object.assign(headers, sealed.headers);
        body = sealed.body;
      }
      headers['Content-Type'] = 'application/json';
      return toAnswer(
        await fetch(running.url + endpoint.path, { method: endpoint.method, headers, body: JSON.stringify(body) }),
      );
    },
    async login(username, password = 'demo1234', o = {}) {
      return server.call(api.login, { username, password, loginDeviceId: deviceId(), isOfficialAppLogin: false }, o);
    },
    async solveSlider(merchant, o = {}) {
      const issued = await server.call(api.captchaGeetest, { t: Date.now() }, { ...o, merchant });
      const challenge = issued.body.value.challenge as string;
      const row = running.db.prepare('SELECT target_x FROM captcha_challenges WHERE challenge = ?').get(challenge) as {
        target_x: number;
      };
      const solved = await server.call(
        api.captchaSliderVerify,
        { challenge, x: row.target_x, track: humanTrack(row.target_x), input: 'pointer' },
        { ...o, merchant },
      );
      if (!solved.body.success) throw new Error(`slider not solved: ${JSON.stringify(solved.body)}`);
      return { geetestChallenge: challenge, geetestSeccode: solved.body.value.seccode as string };
    },
    async latestCode(merchant, to) {
      const answer = await server.call(api.devOutbox, { to }, { merchant });
      const text = (answer.body.value as { text: string }[] | undefined)?.[0]?.text ?? '';
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      if (!code) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(answer.body)}`);
      return code;
    },
    async stop() {
      await running.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return server;
}
