// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import { DEFAULT_PASSWORD } from '../../contract/constants';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const tokenOf = async (username: string, password = 'demo1234') =>
  (await server.login(username, password)).body.value.token as string;

describe('POST /wps/member/password (change password, §2)', () => {
  it('§2 §5 the default-password member sets its own password: no longer default, the old one stops working', async () => {
    const token = await tokenOf('defaultpw', DEFAULT_PASSWORD);
    const changed = await server.call(
      api.changePassword,
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'mine-now-1' },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true, value: null });
    const row = server.db.prepare("SELECT password_is_default FROM members WHERE username = 'defaultpw'").get() as {
      password_is_default: number;
    };
    expect(row.password_is_default).toBe(0);
    expect((await server.login('defaultpw', DEFAULT_PASSWORD)).body.errorCode).toBe('login.cred.err');
    expect((await server.login('defaultpw', 'mine-now-1')).status).toBe(200);
  });

  it('§2 an expired password is no longer expired once changed', async () => {
    expect((await server.login('expired0')).body.value.passwordExpired).toBe(true);
    const token = await tokenOf('expired0');
    expect(
      (await server.call(api.changePassword, { oldPassword: 'demo1234', newPassword: 'fresh-pass-2' }, { token }))
        .status,
    ).toBe(200);
    expect((await server.login('expired0', 'fresh-pass-2')).body.value.passwordExpired).toBe(false);
  });

  it('refuses a wrong current password, the same password, the default password and a short one', async () => {
    const token = await tokenOf('agent1');
    const change = (oldPassword: string, newPassword: string) =>
      server.call(api.changePassword, { oldPassword, newPassword }, { token });
    expect((await change('not-mine', 'another-1')).body).toMatchObject({
      errorCode: 'password.old.wrong',
      message: 'The current password is wrong.',
    });
    expect((await change('demo1234', 'demo1234')).body.errorCode).toBe('password.same');
    expect((await change('demo1234', DEFAULT_PASSWORD)).body.errorCode).toBe('password.default');
    const short = await change('demo1234', '12345');
    expect(short.body.errorCode).toBe('invalid_request');
    expect(short.body.message).toMatch(/^newPassword: expected at least 6 characters/);
  });

  it('§6 needs a session; §7 travels encrypted (plain and replayed bodies are refused)', async () => {
    expect((await server.call(api.changePassword, { oldPassword: 'demo1234', newPassword: 'whatever1' })).status).toBe(
      401,
    );
    const token = await tokenOf('agent2');
    const plain = await server.wps('POST', api.changePassword.path, {
      token,
      body: { oldPassword: 'demo1234', newPassword: 'whatever1' },
    });
    expect(plain.body.errorCode).toBe('encryption_required');
    const sealed = await server.encrypt({ oldPassword: 'demo1234', newPassword: 'whatever1' });
    expect(
      (await server.wps('POST', api.changePassword.path, { token, headers: sealed.headers, body: sealed.body })).status,
    ).toBe(200);
    const replay = await server.wps('POST', api.changePassword.path, {
      token,
      headers: sealed.headers,
      body: sealed.body,
    });
    expect(replay.body.errorCode).toBe('request_replayed');
  });

  it('§8 wrong current passwords count towards the login throttle', async () => {
    const token = await tokenOf('nochat4');
    for (let i = 0; i < 5; i++) {
      expect(
        (await server.call(api.changePassword, { oldPassword: `wrong-${i}-x`, newPassword: 'another-9' }, { token }))
          .body.errorCode,
      ).toBe('password.old.wrong');
    }
    const blocked = await server.call(
      api.changePassword,
      { oldPassword: 'demo1234', newPassword: 'another-9' },
      { token },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_LOGIN');
  });
});
