// @vitest-environment node
/**
 * Issue 35, defect "online guessing across addresses": each address got 20 free failures, so 10
 * addresses tried 200 passwords on one account. Past LOGIN_ACCOUNT_STEP_UP failures on an account,
 * from anywhere, every login to it must carry a solved captcha (step-up), even where the merchant's
 * login captcha is off (DEMO). The member is never locked out: from another address, with the
 * captcha solved, the right password logs in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { LOGIN_CAPTCHA_REQUIRED } from '../../contract/error-codes';
import { deviceId, startTestServer, type TestServer } from '../test/harness';
import { LOGIN_ACCOUNT_STEP_UP, LOGIN_FREE_FAILURES } from './throttle';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const guess = (username: string, password: string, ip: string) => server.login(username, password, { ip });

describe('issue 35 defect: online guessing across addresses', () => {
  it('past the account ceiling a guess from a fresh address gets the step-up, not an answer about the password', async () => {
    // Fewer failures per address than the per-client limit: only the account ceiling can stop them.
    for (let i = 0; i < LOGIN_ACCOUNT_STEP_UP; i++) {
      const answer = await guess('player0', `wrong-${i}`, `198.51.100.${Math.floor(i / (LOGIN_FREE_FAILURES - 1))}`);
      expect(answer.body.errorCode).toBe('login.cred.err');
    }
    const next = await guess('player0', 'wrong-next', '198.51.100.200');
    expect(next.status).toBe(400);
    expect(next.body.errorCode).toBe(LOGIN_CAPTCHA_REQUIRED);
    // The right password without a captcha gets the same answer: no oracle.
    const right = await guess('player0', 'demo1234', '198.51.100.201');
    expect(right.body.errorCode).toBe(LOGIN_CAPTCHA_REQUIRED);
    // A wrong password with a solved captcha is a plain wrong password (and costs the guesser a puzzle).
    const solvedWrong = await server.call(
      api.login,
      {
        username: 'player0',
        password: 'wrong-again',
        loginDeviceId: deviceId(),
        isOfficialAppLogin: false,
        ...(await server.solveSlider('DEMO')),
      },
      { ip: '198.51.100.202' },
    );
    expect(solvedWrong.body.errorCode).toBe('login.cred.err');
  });

  it('the real member, from elsewhere, solves the captcha and logs in (not locked out)', async () => {
    const answer = await server.call(
      api.login,
      {
        username: 'player0',
        password: 'demo1234',
        loginDeviceId: deviceId(),
        isOfficialAppLogin: false,
        ...(await server.solveSlider('DEMO', { ip: '203.0.113.9' })),
      },
      { ip: '203.0.113.9' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.value.token).toEqual(expect.any(String));
    // A used captcha is good once.
    expect((await guess('player0', 'demo1234', '203.0.113.9')).body.errorCode).toBe(LOGIN_CAPTCHA_REQUIRED);
    // Other accounts are not affected.
    expect((await guess('agent1', 'demo1234', '198.51.100.200')).status).toBe(200);
  });

  it('the second step (which checks the password again) is closed under step-up unless the first passed with a captcha', async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_STEP_UP; i++) await guess('verify_payee', `wrong-${i}`, `198.51.101.${i}`);
    const skipped = await server.call(
      api.loginVerification,
      { username: 'verify_payee', password: 'demo1234', method: 'P', payeeName: 'x', loginDeviceId: deviceId() },
      { ip: '198.51.101.99' },
    );
    expect(skipped.body.errorCode).toBe(LOGIN_CAPTCHA_REQUIRED);

    const device = deviceId();
    const ip = '203.0.113.20';
    const first = await server.call(
      api.login,
      {
        username: 'verify_payee',
        password: 'demo1234',
        loginDeviceId: device,
        isOfficialAppLogin: false,
        ...(await server.solveSlider('DEMO', { ip })),
      },
      { ip },
    );
    expect(first.body.errorCode).toBe('login_verify_required');
    const second = await server.call(
      api.loginVerification,
      { username: 'verify_payee', password: 'demo1234', method: 'P', payeeName: 'x', loginDeviceId: device },
      { ip },
    );
    // Past the gate: the second factor itself is now what is checked.
    expect(second.body.errorCode).toBe('login.verify.failed');
  });
});
