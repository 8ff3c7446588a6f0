// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type RegisterMobileRequest, type RegisterRequest } from '../../contract/endpoints';
import { memberInfo, registerValue } from '../../contract/entities';
import { DEFAULT_PASSWORD } from '../../contract/constants';
import { deviceId, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const base = () => ({
  registerMethod: 'PWA' as const,
  registerUrl: 'http://localhost/m/register',
  loginDeviceId: deviceId(),
  isOfficialAppLogin: false,
  domain: 'localhost',
  login: true,
});
const byUsername = (username: string, password = 'secret99'): RegisterRequest => ({ ...base(), username, password });
const byMobile = (mobileNum: string, password: string, countryDialingCode = '84'): RegisterMobileRequest => ({
  ...base(),
  mobileNum,
  countryDialingCode,
  password,
});
const memberRow = (id: number) =>
  server.db
    .prepare('SELECT username, type, language, password_is_default, password_hash FROM members WHERE id = ?')
    .get(id) as {
    username: string;
    type: number;
    language: string;
    password_is_default: number;
    password_hash: string;
  };

describe('POST /wps/member/register/autoUsername', () => {
  it('§7 autoUsername answers a free username the register call then takes', async () => {
    const answer = await server.call(api.registerAutoUsername, {}, { token: undefined });
    expect(answer.status).toBe(200);
    const { userName } = answer.body.value as { userName: string };
    expect(userName).toMatch(/^player\d{6,8}$/);
    expect((await server.call(api.register, byUsername(userName))).status).toBe(200);
  });
});

describe('POST /wps/member/register', () => {
  it('§3 registers, logs in and answers {id, userName, customerName, token}; a second time → username.exists', async () => {
    const answer = await server.call(api.register, byUsername('newbie01'), { headers: { Language: 'VI' } });
    expect(answer.status).toBe(200);
    const value = registerValue(answer.body.value);
    expect(value).toMatchObject({ userName: 'newbie01', customerName: 'newbie01' });
    const row = memberRow(value.id);
    expect(row).toMatchObject({ type: 0, language: 'VI', password_is_default: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.password_hash).not.toContain('secret99');

    const info = await server.call(api.memberInfo, {}, { token: value.token });
    expect(info.body.value).toMatchObject({ id: value.id, userName: 'newbie01', type: 0, language: 'VI' });

    const again = await server.call(api.register, byUsername('NEWBIE01'));
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, errorCode: 'username.exists' });
    expect(again.body.message).toMatch(/already taken/);
  });

  it('§7 a registration body sent twice is refused as a replay; a tampered one as invalid', async () => {
    const sealed = await server.encrypt(byUsername('replay01'));
    const headers = { ...sealed.headers, ModuleId: 'REG3' };
    expect((await server.wps('POST', api.register.path, { headers, body: sealed.body })).status).toBe(200);
    expect((await server.wps('POST', api.register.path, { headers, body: sealed.body })).body.errorCode).toBe(
      'request_replayed',
    );
    const other = await server.encrypt(byUsername('replay02'));
    const bytes = Buffer.from(other.body.value, 'base64');
    bytes[0] = bytes[0]! ^ 0x80;
    const tampered = await server.wps('POST', api.register.path, {
      headers: { ...other.headers, ModuleId: 'REG3' },
      body: { value: bytes.toString('base64') },
    });
    expect(tampered.body.errorCode).toBe('encryption_invalid');
  });

  it('§1 a Language header the merchant does not offer falls back to the merchant default', async () => {
    // DEMO offers every platform language (§1), so the header names one it cannot offer.
    const answer = await server.call(api.register, byUsername('newbie02'), { headers: { Language: 'DE' } });
    expect(memberRow(answer.body.value.id as number).language).toBe('EN');
  });

  it('§7 the ModuleId header must be REG3 → else 400 module_id_invalid, and nothing is created', async () => {
    const answer = await server.call(api.register, byUsername('newbie03'), { headers: { ModuleId: 'MOBILENUMREG3' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('module_id_invalid');
    const exists = server.db.prepare("SELECT COUNT(*) AS n FROM members WHERE username_lower = 'newbie03'").get() as {
      n: number;
    };
    expect(exists.n).toBe(0);
  });

  it('§5 with captcha on (LUCKY) a registration without geetestSeccode/geetestValidateV4 → captcha.required', async () => {
    const missing = await server.call(api.register, byUsername('luckynew1'), { merchant: 'LUCKY' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('captcha.required');
    const madeUp = await server.call(
      api.register,
      { ...byUsername('luckynew1'), geetestValidateV4: 'captcha-result' },
      { merchant: 'LUCKY' },
    );
    expect(madeUp.body.errorCode).toBe('captcha.invalid');
    const solved = await server.solveSlider('LUCKY');
    const withResult = await server.call(
      api.register,
      { ...byUsername('luckynew1'), ...solved },
      { merchant: 'LUCKY' },
    );
    expect(withResult.status).toBe(200);
    expect(memberRow(withResult.body.value.id as number).language).toBe('VI');
    // A solved puzzle is good for one registration only.
    const again = await server.call(api.register, { ...byUsername('luckynew2'), ...solved }, { merchant: 'LUCKY' });
    expect(again.body.errorCode).toBe('captcha.invalid');
  });
});

describe('POST /wps/member/register/mobile', () => {
  it('§5 a mobile registration with the default password {secret} marks it default; the number cannot register twice', async () => {
    const answer = await server.call(api.registerMobile, byMobile('912345678', DEFAULT_PASSWORD));
    expect(answer.status).toBe(200);
    const value = registerValue(answer.body.value);
    expect(value.userName).toBe('m912345678');
    expect(memberRow(value.id).password_is_default).toBe(1);

    const login = await server.login('m912345678', DEFAULT_PASSWORD);
    expect(login.body.value).toMatchObject({ userName: 'm912345678', firstTimeLogin: false });

    const again = await server.call(api.registerMobile, byMobile('912345678', 'another1'));
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('mobile.exists');
  });

  it('§3 the generated username stays unique when the plain one is taken', async () => {
    await server.call(api.register, byUsername('m70000001'));
    const answer = await server.call(api.registerMobile, byMobile('70000001', 'secret99', '1'));
    expect(answer.body.value.userName).toMatch(/^m70000001_\d+$/);
  });

  it('§3 an unknown dialling code → country.unsupported', async () => {
    const answer = await server.call(api.registerMobile, byMobile('55501234', 'secret99', '999'));
    expect(answer.body.errorCode).toBe('country.unsupported');
  });

  it('§7 the ModuleId header must be MOBILENUMREG3', async () => {
    const answer = await server.call(api.registerMobile, byMobile('912000111', 'secret99'), {
      headers: { ModuleId: 'REG3' },
    });
    expect(answer.body.errorCode).toBe('module_id_invalid');
  });

  it('§9 more than 10 registrations from one IP within an hour → 429 TOO_MANY_REQUEST_REGISTER', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 10; i++) {
      const ok = await server.call(api.registerMobile, byMobile(`8800000${i}`, 'secret99'), { ip });
      expect(ok.status).toBe(200);
    }
    const blocked = await server.call(api.registerMobile, byMobile('88000010', 'secret99'), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('TOO_MANY_REQUEST_REGISTER');
  });
});

describe('GET /wps/member/info', () => {
  it('§3 answers the member info, with the VIP club label', async () => {
    const { token } = (await server.login('player0')).body.value as { token: string };
    const answer = await server.call(api.memberInfo, {}, { token });
    const value = memberInfo(answer.body.value);
    expect(value).toMatchObject({
      userName: 'player0',
      type: 0,
      language: 'EN',
      mobileNum: '2025550100',
      clubLabel: { labelName: 'VIP 1', type: 'AUTO', rankLevel: 1, labelId: 'L1' },
    });
    expect(value.regDate).toBeLessThan(Date.now());
  });

  it('§8 without a token, with a bad token, or with a token of another merchant → 401 customer.not.login', async () => {
    const { token } = (await server.login('agent1')).body.value as { token: string };
    for (const options of [
      {},
      { token: 'not-a-real-token-at-all' },
      { token, merchant: 'LUCKY' },
      { token: `Bearer ${token}x` },
    ]) {
      const answer = await server.call(api.memberInfo, {}, options);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, message: 'CUSTOMER_NOT_LOGIN', errorCode: 'customer.not.login' });
    }
    expect((await server.call(api.memberInfo, {}, { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('§3 an expired session → 401 customer.not.login', async () => {
    const { token } = (await server.login('agent2')).body.value as { token: string };
    server.db
      .prepare('UPDATE sessions SET expires_at = ? WHERE member_id = (SELECT id FROM members WHERE username = ?)')
      .run(Date.now() - 1, 'agent2');
    expect((await server.call(api.memberInfo, {}, { token })).status).toBe(401);
  });
});

describe('POST /wps/member/language', () => {
  it('§1 stores a language the merchant offers; another one → 400 language.unsupported', async () => {
    const { token } = (await server.login('nochat4')).body.value as { token: string };
    const ok = await server.call(api.memberLanguage, { language: 'VI', merchantCode: 'DEMO' }, { token });
    expect(ok.body).toEqual({ success: true, value: null });
    expect((await server.call(api.memberInfo, {}, { token })).body.value.language).toBe('VI');

    const bad = await server.call(api.memberLanguage, { language: 'DE' }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('language.unsupported');
  });

  it('§7 a body that is not JSON → 400 invalid_json', async () => {
    const { token } = (await server.login('nochat4')).body.value as { token: string };
    const answer = await server.wps('POST', api.memberLanguage.path, {
      token,
      rawBody: '{language:',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('invalid_json');
  });

  it('§1 a malformed language code → 400 invalid_request', async () => {
    const { token } = (await server.login('nochat4')).body.value as { token: string };
    const answer = await server.wps('POST', api.memberLanguage.path, { token, body: { language: 'english' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('invalid_request');
    expect(answer.body.message).toMatch(/^language: expected/);
  });
});
