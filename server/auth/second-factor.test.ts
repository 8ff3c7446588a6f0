// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { loginValue, verifyRequiredFlags } from '../../contract/entities';
import { base32Decode, totp } from './totp';
import { CODE_TTL_MS, MAX_CODE_ATTEMPTS } from '../verification/codes';
import { deviceId, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type Method = 'E' | 'P' | 'G' | 'S';
const verify = (
  username: string,
  method: Method,
  fields: Record<string, string>,
  options: { ip?: string; password?: string } = {},
) =>
  server.call(
    api.loginVerification,
    { username, password: options.password ?? 'demo1234', method, loginDeviceId: deviceId(), ...fields },
    { ip: options.ip },
  );
const sessions = () => (server.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
const VERIFY_ALL_SECRET = 'KRUGS4ZANFZSAYJAORSXG5BAONSWG4TF';

describe('§4 §8 login_verify_required', () => {
  it('§8 a member with a second factor gets login_verify_required with the method flags, and no session', async () => {
    const before = sessions();
    const answer = await server.login('verify_payee', 'demo1234', { ip: '192.0.2.10' });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('login_verify_required');
    expect(answer.body.message).toMatch(/IP is not recorded/);
    expect(verifyRequiredFlags(answer.body.value)).toEqual({ payeeName: true, sms: false, ga: false, email: false });
    expect(sessions()).toBe(before);

    const all = await server.login('verify_all');
    expect(verifyRequiredFlags(all.body.value)).toEqual({ payeeName: true, sms: true, ga: true, email: true });
  });

  it('§8 a wrong password still answers login.cred.err, never the flags', async () => {
    const answer = await server.login('verify_payee', 'not-it-at-all');
    expect(answer.body).toMatchObject({ errorCode: 'login.cred.err' });
    expect(answer.body.value).toBeUndefined();
  });
});

describe('POST /wps/session/login/verification', () => {
  it('§3 payeeName: a wrong name fails with the server message; the right one (any case, extra spaces) logs in; that IP is then known', async () => {
    const ip = '192.0.2.20';
    const wrong = await verify('verify_payee', 'P', { payeeName: 'Someone Else' }, { ip });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      errorCode: 'login.verify.failed',
      message: 'The name does not match our records.',
    });

    const right = await verify('verify_payee', 'P', { payeeName: '  tran   THI mai ' }, { ip });
    expect(right.status).toBe(200);
    expect(loginValue(right.body.value)).toMatchObject({ userName: 'verify_payee', customerType: 0 });

    // The verified address logs in directly from now on; another one still needs the second factor.
    expect((await server.login('verify_payee', 'demo1234', { ip })).body.success).toBe(true);
    expect((await server.login('verify_payee', 'demo1234', { ip: '192.0.2.21' })).body.errorCode).toBe(
      'login_verify_required',
    );
  });

  it('§4 sms: the code sent to the member number (dev outbox) logs in once; the answer carries the expiry', async () => {
    const sent = await server.call(api.smsNoLogin, { countryDialingCode: '1', mobileNum: '2025550101' });
    expect(sent.status).toBe(200);
    const expirationTime = sent.body.value.expirationTime as number;
    expect(expirationTime - Date.now()).toBeGreaterThan(CODE_TTL_MS - 5_000);
    expect(expirationTime - Date.now()).toBeLessThanOrEqual(CODE_TTL_MS);
    const code = await server.latestCode('DEMO', '1 2025550101');

    const wrongNumber = await verify('verify_sms', 'S', { mobileNum: '2025550199', verificationCode: code });
    expect(wrongNumber.body.errorCode).toBe('login.verify.failed');
    const wrongCode = await verify('verify_sms', 'S', {
      mobileNum: '2025550101',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.body).toMatchObject({
      errorCode: 'login.verify.failed',
      message: expect.stringMatching(/verification code is wrong/),
    });

    const right = await verify('verify_sms', 'S', { mobileNum: ' 2025550101 ', verificationCode: ` ${code} ` });
    expect(right.status).toBe(200);
    expect(right.body.value.userName).toBe('verify_sms');
    const reused = await verify(
      'verify_sms',
      'S',
      { mobileNum: '2025550101', verificationCode: code },
      { ip: '192.0.2.30' },
    );
    expect(reused.body.errorCode).toBe('login.verify.failed');
  });

  it('§4 sms: a new code only after the last one expired (the answer says when); SMS is rate-limited', async () => {
    const first = await server.call(api.smsNoLogin, { countryDialingCode: '1', mobileNum: '2025550102' });
    expect(first.status).toBe(200);
    const again = await server.call(api.smsNoLogin, { countryDialingCode: '1', mobileNum: '2025550102' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      errorCode: 'verification.too.frequent',
      value: { expirationTime: first.body.value.expirationTime },
    });

    const ip = '198.51.100.60';
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await server.call(
            api.smsNoLogin,
            { countryDialingCode: '84', mobileNum: `9770000${String(i).padStart(2, '0')}` },
            { ip },
          )
        ).status,
      ).toBe(200);
    }
    const blocked = await server.call(api.smsNoLogin, { countryDialingCode: '84', mobileNum: '977000099' }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_VERIFICATION');
  });

  it("a number that is nobody's gets the same answer, and nothing is sent", async () => {
    const answer = await server.call(api.smsNoLogin, { countryDialingCode: '84', mobileNum: '988776655' });
    expect(answer.status).toBe(200);
    expect(answer.body.value.expirationTime).toBeGreaterThan(Date.now());
    expect((await server.call(api.devOutbox, { to: '84 988776655' })).body.value).toEqual([]);
  });

  it('§3 ga: a real RFC 6238 code of the seeded secret logs in; the same code cannot be used twice', async () => {
    const code = totp(base32Decode(VERIFY_ALL_SECRET), Date.now());
    const wrong = await verify('verify_all', 'G', { authCode: code === '000000' ? '111111' : '000000' });
    expect(wrong.body).toMatchObject({ errorCode: 'login.verify.failed', message: 'The authenticator code is wrong.' });
    const right = await verify('verify_all', 'G', { authCode: code }, { ip: '192.0.2.40' });
    expect(right.status).toBe(200);
    expect(right.body.value.userName).toBe('verify_all');
    const replay = await verify('verify_all', 'G', { authCode: code }, { ip: '192.0.2.41' });
    expect(replay.body.errorCode).toBe('login.verify.failed');
  });

  it('§3 email: the code sent to the member email logs in; a different address does not', async () => {
    const sent = await server.call(api.emailNoLogin, { email: 'Verify_Email@Example.com' });
    expect(sent.status).toBe(200);
    const code = await server.latestCode('DEMO', 'verify_email@example.com');
    const wrongAddress = await verify('verify_email', 'E', { email: 'other@example.com', verificationCode: code });
    expect(wrongAddress.body.errorCode).toBe('login.verify.failed');
    const right = await verify('verify_email', 'E', { email: 'verify_email@example.com', verificationCode: code });
    expect(right.status).toBe(200);
    expect(right.body.value.userName).toBe('verify_email');
  });

  it('a method the member does not have → verify.method.invalid; a wrong password → login.cred.err', async () => {
    expect((await verify('verify_payee', 'G', { authCode: '123456' })).body.errorCode).toBe('verify.method.invalid');
    expect((await verify('player0', 'P', { payeeName: 'x' })).body.errorCode).toBe('verify.method.invalid');
    expect(
      (await verify('verify_payee', 'P', { payeeName: 'Tran Thi Mai' }, { password: 'wrong-one' })).body.errorCode,
    ).toBe('login.cred.err');
  });

  it(`§8 brute force: ${MAX_CODE_ATTEMPTS} wrong codes burn the code, and the account is throttled (429, silent on the client)`, async () => {
    await server.call(api.emailNoLogin, { email: 'verify_email@example.com' });
    const code = await server.latestCode('DEMO', 'verify_email@example.com');
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const answer = await verify(
        'verify_email',
        'E',
        { email: 'verify_email@example.com', verificationCode: wrongCode },
        { ip: `192.0.2.${100 + i}` },
      );
      expect(answer.body.errorCode).toBe('login.verify.failed');
    }
    const blocked = await verify(
      'verify_email',
      'E',
      { email: 'verify_email@example.com', verificationCode: code },
      { ip: '192.0.2.120' },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
    const count = server.db
      .prepare("SELECT attempts FROM verification_codes WHERE recipient = 'verify_email@example.com' ORDER BY id DESC")
      .get() as { attempts: number };
    expect(count.attempts).toBe(MAX_CODE_ATTEMPTS);
  });

  it('§7 the verification travels encrypted: plain, replayed and tampered bodies are refused', async () => {
    const request = {
      username: 'verify_payee',
      password: 'demo1234',
      method: 'P',
      payeeName: 'Tran Thi Mai',
      loginDeviceId: deviceId(),
    };
    const plain = await server.wps('POST', api.loginVerification.path, { body: request });
    expect(plain.body.errorCode).toBe('encryption_required');

    const sealed = await server.encrypt(request);
    const first = await server.wps('POST', api.loginVerification.path, {
      headers: sealed.headers,
      body: sealed.body,
      ip: '192.0.2.50',
    });
    expect(first.body.success).toBe(true);
    const replay = await server.wps('POST', api.loginVerification.path, {
      headers: sealed.headers,
      body: sealed.body,
      ip: '192.0.2.51',
    });
    expect(replay.body.errorCode).toBe('request_replayed');

    const other = await server.encrypt(request);
    const bytes = Buffer.from(other.body.value, 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    const tampered = await server.wps('POST', api.loginVerification.path, {
      headers: other.headers,
      body: { value: bytes.toString('base64') },
    });
    expect(tampered.body.errorCode).toBe('encryption_invalid');
  });
});

describe('GET /wps/dev/outbox', () => {
  it('lists what was "sent", newest first, filtered by recipient and channel', async () => {
    await server.call(api.smsNoLogin, { countryDialingCode: '84', mobileNum: '912345000' }); // nobody's: not sent
    const all = await server.call(api.devOutbox, {});
    expect(all.status).toBe(200);
    expect(all.body.value.length).toBeGreaterThan(0);
    const emails = await server.call(api.devOutbox, { channel: 'email' });
    expect((emails.body.value as { channel: string }[]).every((m) => m.channel === 'email')).toBe(true);
    expect(emails.body.value[0].text).toMatch(/Demo Lottery verification code is \d{6}/);
  });

  it('never exists in production mode', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      const answer = await production.call(api.devOutbox, {});
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('not_found');
    } finally {
      await production.stop();
    }
  });
});
