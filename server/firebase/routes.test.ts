// @vitest-environment node
/**
 * Issue 5 on the reference server: §3 social login args and register-by-firebase payload, §4 Social
 * login, §8 bind_customer_required. Identities are linked by provider + uid; phone identities by the
 * member's mobile number. The verifier is a stand-in here (its own tests are in
 * server/firebase/verifier.test.ts), except in the last block, which runs firebase-admin against
 * Google's keys played locally.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../contract/endpoints';
import type { FirebaseChannel } from '../../contract/firebase-channels';
import { FIREBASE_REGISTER_SMS_TEMPLATE } from '../../contract/constants';
import { createFirebaseVerifier, firebaseErrors, type FirebaseIdentity, type FirebaseVerifier } from './verifier';
import { startGoogleKeys, type GoogleKeys } from '../test/google-keys';
import { deviceId, startTestServer, type TestServer } from '../test/harness';
import { splitE164 } from './routes';

/** Tokens are names of identities the test made up; anything else is refused as invalid. */
function standInVerifier() {
  const identities = new Map<string, FirebaseIdentity>();
  let n = 0;
  const verifier: FirebaseVerifier = {
    mode: 'google',
    async verify(token, projectId) {
      if (!projectId) throw firebaseErrors.notConfigured();
      const identity = identities.get(token);
      if (!identity) throw firebaseErrors.invalid();
      return identity;
    },
    async close() {},
  };
  const token = (provider: string, extra: Partial<FirebaseIdentity> = {}) => {
    const name = `token-${++n}`;
    identities.set(name, { uid: `uid-${n}`, provider, issuedAt: Math.floor(Date.now() / 1000), ...extra });
    return name;
  };
  return { verifier, token };
}

const social = (server: TestServer, firebaseChannel: FirebaseChannel, firebaseIdToken: string, merchant = 'DEMO') =>
  server.call(
    api.socialLogin,
    { type: 'firebase', firebaseChannel, firebaseIdToken, loginDeviceId: deviceId() },
    { merchant },
  );
const registerByFirebase = (
  server: TestServer,
  firebaseChannel: FirebaseChannel,
  firebaseIdToken: string,
  merchant = 'DEMO',
  smsTemplate?: string,
) =>
  server.call(
    api.registerFirebase,
    {
      firebaseChannel,
      firebaseIdToken,
      login: true,
      loginDeviceId: deviceId(),
      ...(smsTemplate ? { smsTemplate } : {}),
    },
    { merchant, headers: { Language: 'EN' } },
  );

describe('social and phone sign-in on the reference server', () => {
  let server: TestServer;
  const stand = standInVerifier();
  beforeAll(async () => {
    server = await startTestServer({ firebaseVerifier: stand.verifier });
  });
  afterAll(() => server.stop());

  it('§8 an identity linked to no member answers bind_customer_required, with the detail in parentheses', async () => {
    const answer = await social(server, 'google', stand.token('google.com', { email: 'new.player@example.com' }));
    expect(answer.status).toBe(400);
    expect(answer.body.errorCode).toBe('bind_customer_required');
    expect(answer.body.message).toContain('(new.player@example.com)');
  });

  it('§3 register-by-firebase creates the member (registerMethod firebase), links it and logs it in; the identity then logs in again', async () => {
    const token = stand.token('google.com', { email: 'olive.panda@example.com', name: 'Olive Panda' });
    const registered = await registerByFirebase(server, 'google', token);
    expect(registered.status).toBe(200);
    expect(registered.body.value).toMatchObject({ userName: 'olive_panda', customerName: 'Olive Panda' });
    const row = server.db
      .prepare('SELECT register_method, email FROM members WHERE id = ?')
      .get(registered.body.value.id) as { register_method: string; email: string };
    expect(row).toEqual({ register_method: 'firebase', email: 'olive.panda@example.com' });
    const info = await server.call(api.memberInfo, {}, { token: registered.body.value.token });
    expect(info.body.value.userName).toBe('olive_panda');

    const again = await social(server, 'google', token);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({
      id: registered.body.value.id,
      userName: 'olive_panda',
      customerType: 0,
      passwordExpired: false,
    });
    expect(again.body.value.firstTimeLogin).toBe(false);
    expect((await registerByFirebase(server, 'google', token)).body.errorCode).toBe('firebase.identity.exists');
  });

  it('each channel is its own provider (Line through oidc.line); a token of another provider is refused', async () => {
    for (const [channel, provider] of [
      ['facebook', 'facebook.com'],
      ['twitter', 'twitter.com'],
      ['line', 'oidc.line'],
    ] as const) {
      const token = stand.token(provider);
      expect((await registerByFirebase(server, channel, token)).status, channel).toBe(200);
      expect((await social(server, channel, token)).status, channel).toBe(200);
    }
    expect((await social(server, 'facebook', stand.token('google.com'))).body.errorCode).toBe(
      'firebase.channel.mismatch',
    );
  });

  it('registration by firebase needs FIREBASECREATEACC3 (off at LUCKY)', async () => {
    const answer = await registerByFirebase(server, 'google', stand.token('google.com'), 'LUCKY');
    expect(answer.body.errorCode).toBe('firebase.register.disabled');
  });

  it('a phone identity logs in the member with that mobile number, and is linked from then on', async () => {
    const player0 = server.db.prepare("SELECT id FROM members WHERE username = 'player0'").get() as { id: number };
    const token = stand.token('phone', { phoneNumber: '+12025550100' });
    const answer = await social(server, 'phone', token);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ id: player0.id, userName: 'player0' });
    const link = server.db
      .prepare("SELECT member_id, phone_number FROM firebase_identities WHERE provider = 'phone' AND uid = ?")
      .get(token.replace('token', 'uid'));
    expect(link).toEqual({ member_id: player0.id, phone_number: '+12025550100' });
  });

  it('a new phone number registers a member with that mobile number and texts the username (smsTemplate)', async () => {
    const token = stand.token('phone', { phoneNumber: '+12025550199' });
    expect((await social(server, 'phone', token)).body.errorCode).toBe('bind_customer_required');
    const registered = await registerByFirebase(server, 'phone', token, 'DEMO', FIREBASE_REGISTER_SMS_TEMPLATE);
    expect(registered.status).toBe(200);
    expect(registered.body.value.userName).toBe('m2025550199');
    const row = server.db
      .prepare('SELECT mobile_dialing_code, mobile_num FROM members WHERE id = ?')
      .get(registered.body.value.id);
    expect(row).toEqual({ mobile_dialing_code: '1', mobile_num: '2025550199' });
    const outbox = await server.call(api.devOutbox, { to: '1 2025550199' });
    expect(outbox.body.value[0].text).toContain('Your username is m2025550199');
    expect(
      (await registerByFirebase(server, 'phone', stand.token('phone', { phoneNumber: '+12025550101' }))).body.errorCode,
    ).toBe('mobile.exists');
    expect(
      (
        await registerByFirebase(
          server,
          'phone',
          stand.token('phone', { phoneNumber: '+12025550177' }),
          'DEMO',
          'OTHER',
        )
      ).body.errorCode,
    ).toBe('sms.template.unknown');
  });

  it('§3 login firebase fields: logging in by password links the social sign-in to that member', async () => {
    const token = stand.token('twitter.com');
    expect((await social(server, 'twitter', token)).body.errorCode).toBe('bind_customer_required');
    const login = await server.call(api.login, {
      username: 'agent1',
      password: 'demo1234',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: false,
      firebaseChannel: 'twitter',
      firebaseIdToken: token,
    });
    expect(login.status).toBe(200);
    const again = await social(server, 'twitter', token);
    expect(again.body.value).toMatchObject({ userName: 'agent1' });

    // The same sign-in cannot be linked to a second member, nor a second Twitter sign-in to agent1.
    const elsewhere = await server.call(api.login, {
      username: 'agent2',
      password: 'demo1234',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: false,
      firebaseChannel: 'twitter',
      firebaseIdToken: token,
    });
    expect(elsewhere.body.errorCode).toBe('firebase.identity.linked');
    const second = await server.call(api.login, {
      username: 'agent1',
      password: 'demo1234',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: false,
      firebaseChannel: 'twitter',
      firebaseIdToken: stand.token('twitter.com'),
    });
    expect(second.body.errorCode).toBe('firebase.member.linked');
    // A wrong password links nothing.
    const wrong = await server.call(api.login, {
      username: 'nochat4',
      password: 'wrong-pass',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: false,
      firebaseChannel: 'google',
      firebaseIdToken: stand.token('google.com'),
    });
    expect(wrong.body.errorCode).toBe('login.cred.err');
  });

  it('§3 the firebase fields go on with the second factor: the sign-in is linked only once it passed', async () => {
    const token = stand.token('facebook.com');
    const fields = { firebaseChannel: 'facebook' as const, firebaseIdToken: token };
    const first = await server.call(api.login, {
      username: 'verify_payee',
      password: 'demo1234',
      loginDeviceId: deviceId(),
      isOfficialAppLogin: false,
      ...fields,
    });
    expect(first.body.errorCode).toBe('login_verify_required');
    expect((await social(server, 'facebook', token)).body.errorCode).toBe('bind_customer_required');
    const wrongName = await server.call(api.loginVerification, {
      username: 'verify_payee',
      password: 'demo1234',
      method: 'P',
      payeeName: 'Someone Else',
      loginDeviceId: deviceId(),
      ...fields,
    });
    expect(wrongName.body.errorCode).toBe('login.verify.failed');
    expect((await social(server, 'facebook', token)).body.errorCode).toBe('bind_customer_required');
    const passed = await server.call(api.loginVerification, {
      username: 'verify_payee',
      password: 'demo1234',
      method: 'P',
      payeeName: 'Tran Thi Mai',
      loginDeviceId: deviceId(),
      ...fields,
    });
    expect(passed.status).toBe(200);
    expect((await social(server, 'facebook', token)).body.value).toMatchObject({ userName: 'verify_payee' });
  });

  it('a merchant without a Firebase project (ACE) refuses social sign-in', async () => {
    expect((await social(server, 'google', stand.token('google.com'), 'ACE')).body.errorCode).toBe(
      'firebase.not.configured',
    );
  });

  it('an unverifiable token is refused before anything else happens', async () => {
    const answer = await social(server, 'google', 'not-issued-by-anyone');
    expect(answer.body.errorCode).toBe('firebase.token.invalid');
  });

  it('E.164 numbers split at the longest known dialling code', () => {
    expect(splitE164('+12025550100')).toEqual({ dialingCode: '1', mobileNum: '2025550100' });
    expect(splitE164('+8613800138000')).toEqual({ dialingCode: '86', mobileNum: '13800138000' });
    expect(splitE164('+85512345678')).toEqual({ dialingCode: '855', mobileNum: '12345678' });
    expect(splitE164('+99912345678')).toBeNull();
    expect(splitE164('12025550100')).toBeNull();
  });
});

describe('social sign-in with firebase-admin against Google keys (production path)', () => {
  let server: TestServer;
  let google: GoogleKeys;
  let verifier: FirebaseVerifier;
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    google = await startGoogleKeys();
    verifier = createFirebaseVerifier({ httpAgent: google.agent });
    server = await startTestServer({ firebaseVerifier: verifier, mode: 'production' });
  });
  afterAll(async () => {
    await server.stop();
    await verifier.close();
    await google.close();
    if (saved !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  });

  it('a forged, an expired, a wrong-project and an unsigned token are each refused with their own code; a real one is not', async () => {
    const project = 'demo-storefront';
    const now = Math.floor(Date.now() / 1000);
    const unsigned =
      google
        .issue({ projectId: project })
        .split('.')
        .slice(0, 2)
        .join('.')
        .replace(/^[^.]+/, Buffer.from('{"alg":"none"}').toString('base64url')) + '.';
    const cases: [string, string][] = [
      [google.forge({ projectId: project }), 'firebase.token.invalid'],
      [google.issue({ projectId: project, iat: now - 600 }), 'firebase.token.expired'],
      [google.issue({ projectId: 'another-project' }), 'firebase.token.project'],
      [unsigned, 'firebase.token.unsigned'],
      ['garbage', 'firebase.token.malformed'],
    ];
    for (const [token, code] of cases) expect((await social(server, 'google', token)).body.errorCode, code).toBe(code);
    expect((await social(server, 'google', google.issue({ projectId: project }))).body.errorCode).toBe(
      'bind_customer_required',
    );
  });
});
