// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { ENCRYPTION_MAX_SKEW_MS } from '../../contract/encryption-scheme';
import { loginValue } from '../../contract/entities';
import { deviceId, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const count = (table: string) => (server.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const loginRequest = (username: string, password = 'demo1234') => ({
  username,
  password,
  loginDeviceId: deviceId(),
  isOfficialAppLogin: false,
});

describe('GET /wps/session/key/rsa', () => {
  it('§7 §9 answers the SPKI PEM of a 2048-bit key with exponent 10001, with or without a Merchant header', async () => {
    const answer = await server.wps('GET', `/wps/session/key/rsa?_=${Date.now()}`, { merchant: null });
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const { createPublicKey } = await import('node:crypto');
    const details = createPublicKey(answer.body.value as string).asymmetricKeyDetails;
    expect(details?.modulusLength).toBe(2048);
    expect(details?.publicExponent).toBe(0x10001n);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /wps/session/login', () => {
  it('§3 login success answers the LoginValue; firstTimeLogin is true only the first time', async () => {
    const first = await server.login('agent1');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    const value = loginValue(first.body.value);
    expect(value).toMatchObject({ userName: 'agent1', customerType: 1, firstTimeLogin: true, passwordExpired: false });
    expect(value.id).toBeGreaterThanOrEqual(100000);
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const second = await server.login('AGENT1');
    expect(second.body.value.firstTimeLogin).toBe(false);
    expect(second.body.value.token).not.toBe(value.token);
  });

  it('§3 the token is stored only as its sha256, and expires after 7 days', async () => {
    const { token } = (await server.login('agent2')).body.value as { token: string };
    const row = server.db
      .prepare('SELECT * FROM sessions WHERE token_hash = ?')
      .get(createHash('sha256').update(token).digest('hex')) as { created_at: number; expires_at: number } | undefined;
    expect(row).toBeDefined();
    expect(row!.expires_at - row!.created_at).toBe(7 * 24 * 60 * 60 * 1000);
    const anyColumnHoldsToken = server.db
      .prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ? OR device_id = ?')
      .get(token, token) as { n: number };
    expect(anyColumnHoldsToken.n).toBe(0);
  });

  it('§2 passwordExpired is true when the password is older than the merchant allows', async () => {
    const answer = await server.login('expired0');
    expect(answer.body.value).toMatchObject({ userName: 'expired0', passwordExpired: true });
  });

  it('§5 the default-password member logs in with {secret}', async () => {
    const answer = await server.login('defaultpw', '{secret}');
    expect(answer.body.value).toMatchObject({ userName: 'defaultpw', customerType: 0 });
  });

  it('§8 wrong password → 400 login.cred.err', async () => {
    const answer = await server.login('player0', 'wrong-password');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: 'Wrong username or password', errorCode: 'login.cred.err' });
  });

  it('§8 unknown user → 400 not.exists.user', async () => {
    const answer = await server.login('nobody_here');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      message: 'This account does not exist',
      errorCode: 'not.exists.user',
    });
  });

  it('§6 a member of one merchant cannot log in at another', async () => {
    const answer = await server.login('lucky0', 'demo1234', { merchant: 'DEMO' });
    expect(answer.body.errorCode).toBe('not.exists.user');
    const ok = await server.login('lucky0', 'demo1234', { merchant: 'LUCKY' });
    expect(ok.body.value).toMatchObject({ userName: 'lucky0' });
  });

  it('§7 an unencrypted login → encryption_required, and nothing is stored', async () => {
    const before = ['sessions', 'nonces', 'login_attempts'].map(count);
    const answer = await server.wps('POST', api.login.path, { body: loginRequest('player0') });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('encryption_required');
    expect(['sessions', 'nonces', 'login_attempts'].map(count)).toEqual(before);
  });

  it('§7 a tampered ciphertext → encryption_invalid', async () => {
    const sealed = await server.encrypt(loginRequest('player0'));
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[5] = bytes[5]! ^ 0xff;
    const answer = await server.wps('POST', api.login.path, {
      headers: sealed.headers,
      body: { value: bytes.toString('base64') },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('encryption_invalid');
  });

  it('§7 an X-Digest that does not match the plaintext → digest_mismatch', async () => {
    const sealed = await server.encrypt(loginRequest('player0'));
    const headers = { ...sealed.headers, 'X-Digest': createHash('sha256').update('something else').digest('base64') };
    const answer = await server.wps('POST', api.login.path, { headers, body: sealed.body });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('digest_mismatch');
  });

  it('§7 the same encrypted body sent twice → request_replayed', async () => {
    const sealed = await server.encrypt(loginRequest('nochat4'));
    const first = await server.wps('POST', api.login.path, { headers: sealed.headers, body: sealed.body });
    expect(first.body.success).toBe(true);
    const replay = await server.wps('POST', api.login.path, { headers: sealed.headers, body: sealed.body });
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('request_replayed');
  });

  it('§7 a body whose timestamp is older than the allowed skew → request_expired', async () => {
    const answer = await server.call(api.login, loginRequest('player0'), {
      now: Date.now() - ENCRYPTION_MAX_SKEW_MS - 60_000,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('request_expired');
  });

  it('§7 a body that is not JSON → invalid_json', async () => {
    const answer = await server.wps('POST', api.login.path, {
      rawBody: '{"value": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'invalid_json' });
  });

  it('§5 a decrypted payload failing the contract → invalid_request naming the field', async () => {
    const answer = await server.call(api.login, { ...loginRequest('ab'), loginDeviceId: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('invalid_request');
    expect(answer.body.message).toMatch(/^username: expected at least 4 characters/);
  });

  it('§8 after 5 wrong passwords from one address and device that client gets 429 with Retry-After; the member elsewhere is not locked out (issue 11)', async () => {
    const thief = { ip: '192.0.2.1', device: deviceId() };
    const attempt = (password: string, from: { ip: string; device: string }) =>
      server.call(
        api.login,
        { username: 'expired0', password, loginDeviceId: from.device, isOfficialAppLogin: false },
        { ip: from.ip },
      );
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`, thief)).body.errorCode).toBe('login.cred.err');
    const blocked = await attempt('demo1234', thief);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The member, from another address, logs in: a stranger's failures lock no one out.
    expect((await attempt('demo1234', { ip: '192.0.2.99', device: deviceId() })).status).toBe(200);
    // Another account is not affected.
    expect((await server.login('agent1', 'demo1234', { ip: '192.0.2.99' })).status).toBe(200);
  });

  it('§8 after 20 failures from one IP that IP gets 429 TOO_MANY_REQUEST_LOGIN', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      const answer = await server.login(`ghost_${i}`, 'whatever', { ip });
      expect(answer.body.errorCode).toBe('not.exists.user');
    }
    const blocked = await server.login('agent2', 'demo1234', { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    expect((await server.login('agent2', 'demo1234', { ip: '198.51.100.8' })).status).toBe(200);
  });
});

describe('POST /wps/session/logout', () => {
  it('§8 after logout the token is refused with 401 customer.not.login', async () => {
    const { token } = (await server.login('nochat4')).body.value as { token: string };
    const info = await server.call(api.memberInfo, {}, { token });
    expect(info.status).toBe(200);
    expect(info.body.value).toMatchObject({ userName: 'nochat4', type: 4 });

    const out = await server.call(api.logout, {}, { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, value: null });

    const after = await server.call(api.memberInfo, {}, { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
  });

  it('§6 logout without a token → 401 customer.not.login', async () => {
    const answer = await server.call(api.logout, {});
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe('customer.not.login');
  });
});
