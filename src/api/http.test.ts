import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './http.chunk';
import { configureHttp } from './context';
import { ApiError } from './errors';
import { session } from '../session/store';

type FetchArgs = [string, RequestInit];
let calls: FetchArgs[] = [];

function answer(body: unknown, init: { status?: number; type?: ResponseType; raw?: string } = {}) {
  return vi.fn(async (url: string, options: RequestInit) => {
    calls.push([url, options]);
    const response = new Response(init.raw ?? JSON.stringify(body), { status: init.status ?? 200 });
    if (init.type) Object.defineProperty(response, 'type', { value: init.type });
    return response;
  });
}

const vendors = [{ vendor: 'TCG', displayName: 'TCG', gameType: 'LOTTERY', ordinal: 100 }];

beforeEach(() => {
  calls = [];
  session.end('user');
  configureHttp({
    merchantCode: 'DEMO',
    language: () => undefined,
    deviceKind: () => 'H5',
    baseUrl: 'http://api.test',
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('§7 HTTP client defaults', () => {
  it('§7 sends Merchant, Language defaulting to CN, credentials included, redirects not followed', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: vendors }));
    await call('gameVendors', { platform: 'MOBILE' });
    const [url, init] = calls[0]!;
    expect(url).toBe('http://api.test/wps/relay/GCSGAME_newGameVendor?platform=MOBILE');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.redirect).toBe('manual');
    expect(init.headers).toMatchObject({ Merchant: 'DEMO', Language: 'CN' });
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('§7 sends the session token as Authorization unless the call disables it (§6)', async () => {
    session.start({
      token: 'tok_abcdefghijklmnop',
      merchantCode: 'DEMO',
      userName: 'p',
      type: 0,
      firstTimeLogin: false,
    });
    vi.stubGlobal('fetch', answer({ success: true, value: { time: 1 } }));
    await call('systemStatus', {});
    expect(calls[0]![1].headers).toMatchObject({ Authorization: 'tok_abcdefghijklmnop' });
    await call('ping', {});
    expect(calls[1]![1].headers).not.toHaveProperty('Authorization');
  });

  it('§7 an encrypted POST fetches the key first, then sends ModuleId, Device and the encryption headers', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const registered = { id: 1, userName: 'newbie', customerName: '', token: 'tok_abcdefghijklmnop' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        const value = url.includes('/key/rsa') ? pem : registered;
        return new Response(JSON.stringify({ success: true, value }));
      }),
    );
    configureHttp({ language: () => 'VI', deviceKind: () => 'PWA' });
    const result = await call('register', {
      registerMethod: 'PWA',
      registerUrl: 'http://x/m/register',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      domain: 'x',
      login: true,
      password: 'secret123',
      username: 'newbie',
    });
    expect(result).toEqual(registered);
    expect(calls.map(([u]) => u.replace(/\?_=\d+$/, ''))).toEqual([
      'http://api.test/wps/session/key/rsa',
      'http://api.test/wps/member/register',
    ]);
    const [, init] = calls[1]!;
    expect(init.headers).toMatchObject({
      ModuleId: 'REG3',
      Device: 'PWA',
      Language: 'VI',
      Encryption: 'RSA-OAEP-256+A256GCM',
    });
    expect(init.headers).toHaveProperty('X-RSA');
    expect(init.headers).toHaveProperty('X-Digest');
    expect(Object.keys(JSON.parse(String(init.body)))).toEqual(['value']);
    expect(String(init.body)).not.toContain('secret123');
  });

  it('§7 identical GETs in flight are sent once and every caller gets the answer', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: vendors }));
    const results = await Promise.all(Array.from({ length: 10 }, () => call('gameVendors', { platform: 'MOBILE' })));
    expect(calls).toHaveLength(1);
    for (const r of results) expect(r).toEqual(vendors);
    await call('gameVendors', { platform: 'MOBILE' });
    expect(calls).toHaveLength(2);
  });

  it('§3 a fresh GET (a live count) shares no call in flight and asks past kept answers (cache no-cache)', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: vendors }));
    await Promise.all([
      call('gameVendors', { platform: 'MOBILE' }),
      call('gameVendors', { platform: 'MOBILE' }, { fresh: true }),
    ]);
    expect(calls).toHaveLength(2);
    expect(calls.map(([, init]) => init.cache)).toEqual(['default', 'no-cache']);
  });
});

describe('§4 §7 the speed ping of another line', () => {
  it('§7 goes to {domain}/wps/system/test/ping?speed= as a CORS simple request: no §7 headers, no credentials', async () => {
    session.start({
      token: 'tok_abcdefghijklmnop',
      merchantCode: 'DEMO',
      userName: 'p',
      type: 0,
      firstTimeLogin: false,
    });
    vi.stubGlobal('fetch', answer({ success: true, value: { time: 5 } }));
    expect(await call('speedPing', { speed: 1234 }, { baseUrl: 'http://127.0.0.4:4456' })).toEqual({ time: 5 });
    const [url, init] = calls[0]!;
    expect(url).toBe('http://127.0.0.4:4456/wps/system/test/ping?speed=1234');
    // Credentials would make an Access-Control-Allow-Origin: * answer unreadable.
    expect(init.credentials).toBe('omit');
    // Custom headers would cost a preflight round trip per probed line.
    expect(init.headers).toEqual({});
    expect(init.cache).toBe('no-store');
  });

  it('§9 gives up after 10 s (the in-domain ping after 20 s)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_, reject) => {
              init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            }),
        ),
      );
      const pending = call('speedPing', { speed: 1 }, { baseUrl: 'http://line.test' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(((await pending) as ApiError).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('§4 a cancelled probe stops its request', async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            signal = init.signal ?? undefined;
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = call('speedPing', { speed: 1 }, { baseUrl: 'http://line.test', signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    await Promise.resolve();
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(signal?.aborted).toBe(true);
  });
});

describe('§8 failures become ApiError, never a crash', () => {
  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  it('an HTML answer is malformed', async () => {
    vi.stubGlobal('fetch', answer(null, { raw: '<html>proxy</html>' }));
    expect((await failure(call('gameVendors', {}))).kind).toBe('malformed');
  });

  it('truncated JSON is malformed', async () => {
    vi.stubGlobal('fetch', answer(null, { raw: '{"success":true,"value":[{"vendor":' }));
    expect((await failure(call('gameVendors', {}))).kind).toBe('malformed');
  });

  it('a value that breaks the contract is malformed', async () => {
    vi.stubGlobal('fetch', answer({ success: true, value: [{ vendor: 7 }] }));
    expect((await failure(call('gameVendors', {}))).kind).toBe('malformed');
  });

  it('§3 an error body carries status, errorCode and message', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: false, message: 'Wrong username or password', errorCode: 'login.cred.err' }, { status: 400 }),
    );
    const e = await failure(call('ping', {}));
    expect([e.kind, e.status, e.errorCode, e.serverMessage]).toEqual([
      'business',
      400,
      'login.cred.err',
      'Wrong username or password',
    ]);
  });

  it('§8 a 502 with an HTML body keeps its status so it can be silenced', async () => {
    vi.stubGlobal('fetch', answer(null, { raw: 'Bad Gateway', status: 502 }));
    expect((await failure(call('ping', {}))).status).toBe(502);
  });

  it('§7 a redirect is not followed', async () => {
    vi.stubGlobal('fetch', answer(null, { raw: '', status: 200, type: 'opaqueredirect' }));
    expect((await failure(call('ping', {}))).kind).toBe('redirect');
  });

  it('no network is a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure(call('ping', {}))).kind).toBe('network');
  });

  it('§7 §9 a call that outlives its timeout is a timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = failure(call('ping', {}));
    await vi.advanceTimersByTimeAsync(20_000);
    expect((await pending).kind).toBe('timeout');
    vi.useRealTimers();
  });
});
