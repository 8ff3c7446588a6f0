// @vitest-environment node
/**
 * Issue 5 / §9 ID token max age: the server verifies every firebaseIdToken. Production mode (no
 * FIREBASE_AUTH_EMULATOR_HOST): firebase-admin checks Google's signature; here Google's key
 * server is played locally (server/test/google-keys.ts), so the real code path runs offline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_TOKEN_MAX_AGE_S } from '../../contract/constants';
import { HttpError } from '../http/errors';
import { startGoogleKeys, unsignedToken, claimsFor, type GoogleKeys } from '../test/google-keys';
import { createFirebaseVerifier, decodeJwt, precheck, type FirebaseVerifier } from './verifier';

const PROJECT = 'storefront-prod-test';
const now = () => Math.floor(Date.now() / 1000);

async function refusal(promise: Promise<unknown>): Promise<{ status: number; errorCode: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('the token was accepted');
}

describe('Firebase ID token verification against Google keys (production mode)', () => {
  let google: GoogleKeys;
  let verifier: FirebaseVerifier;
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;

  beforeAll(async () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    google = await startGoogleKeys();
    verifier = createFirebaseVerifier({ httpAgent: google.agent });
  });
  afterAll(async () => {
    await verifier.close();
    await google.close();
    if (saved !== undefined) process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  });

  it('accepts a token Google signed for the project, and says who signed in', async () => {
    expect(verifier.mode).toBe('google');
    const identity = await verifier.verify(
      google.issue({ projectId: PROJECT, uid: 'uid-1', email: 'mai@example.com' }),
      PROJECT,
    );
    expect(identity).toMatchObject({ uid: 'uid-1', provider: 'google.com', email: 'mai@example.com' });
    expect(google.fetches()).toBe(1);
  });

  it('rejects a forged token (signed with a key Google never published) as firebase.token.invalid', async () => {
    expect(await refusal(verifier.verify(google.forge({ projectId: PROJECT }), PROJECT))).toEqual({
      status: 400,
      errorCode: 'firebase.token.invalid',
    });
  });

  it('rejects a token whose signature was cut off or swapped, and one naming an unknown key', async () => {
    const token = google.issue({ projectId: PROJECT });
    const [head, body] = token.split('.');
    const other = google.issue({ projectId: PROJECT, uid: 'someone-else' }).split('.')[2];
    expect((await refusal(verifier.verify(`${head}.${body}.${other}`, PROJECT))).errorCode).toBe(
      'firebase.token.invalid',
    );
    const unknownKid = `${Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'not-a-google-key', typ: 'JWT' })).toString('base64url')}.${body}.${token.split('.')[2]}`;
    expect((await refusal(verifier.verify(unknownKid, PROJECT))).errorCode).toBe('firebase.token.invalid');
  });

  it(`§9 rejects a token issued more than ${ID_TOKEN_MAX_AGE_S} s ago, and one past its exp, as firebase.token.expired`, async () => {
    const old = google.issue({ projectId: PROJECT, iat: now() - ID_TOKEN_MAX_AGE_S - 5 });
    expect(await refusal(verifier.verify(old, PROJECT))).toEqual({ status: 400, errorCode: 'firebase.token.expired' });
    const lapsed = google.issue({ projectId: PROJECT, iat: now() - 10, exp: now() - 1 });
    expect((await refusal(verifier.verify(lapsed, PROJECT))).errorCode).toBe('firebase.token.expired');
    // Just inside the age limit is fine.
    await expect(
      verifier.verify(google.issue({ projectId: PROJECT, iat: now() - ID_TOKEN_MAX_AGE_S + 20 }), PROJECT),
    ).resolves.toMatchObject({ provider: 'google.com' });
  });

  it('rejects a token for another Firebase project (audience or issuer) as firebase.token.project', async () => {
    expect(
      (await refusal(verifier.verify(google.issue({ projectId: 'someone-elses-project' }), PROJECT))).errorCode,
    ).toBe('firebase.token.project');
    expect(
      (
        await refusal(
          verifier.verify(google.issue({ projectId: PROJECT, iss: 'https://securetoken.google.com/other' }), PROJECT),
        )
      ).errorCode,
    ).toBe('firebase.token.project');
  });

  it('rejects an unsigned token (as the emulator issues them) outside emulator mode as firebase.token.unsigned', async () => {
    expect(await refusal(verifier.verify(unsignedToken(claimsFor({ projectId: PROJECT })), PROJECT))).toEqual({
      status: 400,
      errorCode: 'firebase.token.unsigned',
    });
  });

  it('rejects what is not a Firebase ID token as firebase.token.malformed', async () => {
    for (const token of [
      '',
      'abc',
      'a.b.c',
      'e30.e30.',
      `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from('[1]').toString('base64url')}.x`,
    ]) {
      expect((await refusal(verifier.verify(token, PROJECT))).errorCode, token).toBe('firebase.token.malformed');
    }
    const noProvider = claimsFor({ projectId: PROJECT });
    delete noProvider.firebase;
    expect((await refusal(verifier.verify(unsignedToken(noProvider), PROJECT))).errorCode).toBe(
      'firebase.token.malformed',
    );
  });

  it('a merchant without a Firebase project cannot verify anything', async () => {
    expect((await refusal(verifier.verify(google.issue({ projectId: PROJECT }), undefined))).errorCode).toBe(
      'firebase.not.configured',
    );
  });

  it('answers 503 firebase.unavailable when Google’s keys cannot be fetched', async () => {
    const unreachable = await startGoogleKeys();
    const offline = createFirebaseVerifier({ httpAgent: unreachable.agent });
    const token = unreachable.issue({ projectId: PROJECT });
    await unreachable.close();
    try {
      expect(await refusal(offline.verify(token, PROJECT))).toEqual({ status: 503, errorCode: 'firebase.unavailable' });
    } finally {
      await offline.close();
    }
  });
});

describe('the checks of our own, as a pure rule', () => {
  const base = { projectId: PROJECT, emulator: false, now: 1_800_000_000 };
  const token = (claims: Record<string, unknown>, alg = 'RS256') =>
    `${Buffer.from(JSON.stringify({ alg, kid: 'k' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
  const code = (fn: () => unknown) => {
    try {
      fn();
      return 'accepted';
    } catch (error) {
      return (error as HttpError).errorCode;
    }
  };

  it('in emulator mode an unsigned token passes the checks (the emulator is asked about the user)', () => {
    const claims = claimsFor({ projectId: PROJECT, iat: base.now });
    expect(code(() => precheck({ ...base, emulator: true, token: unsignedToken(claims) }))).toBe('accepted');
    expect(code(() => precheck({ ...base, token: unsignedToken(claims) }))).toBe('firebase.token.unsigned');
  });

  it('§9 the age limit is ID_TOKEN_MAX_AGE_S from iat; a token from the future beyond the clock skew is refused', () => {
    expect(
      code(() =>
        precheck({ ...base, token: token(claimsFor({ projectId: PROJECT, iat: base.now - ID_TOKEN_MAX_AGE_S })) }),
      ),
    ).toBe('accepted');
    expect(
      code(() =>
        precheck({ ...base, token: token(claimsFor({ projectId: PROJECT, iat: base.now - ID_TOKEN_MAX_AGE_S - 1 })) }),
      ),
    ).toBe('firebase.token.expired');
    expect(
      code(() => precheck({ ...base, token: token(claimsFor({ projectId: PROJECT, iat: base.now + 3600 })) })),
    ).toBe('firebase.token.invalid');
  });

  it('decodeJwt reads header and claims, and refuses anything else', () => {
    expect(decodeJwt(token({ sub: 'x' }))?.payload).toEqual({ sub: 'x' });
    expect(decodeJwt('x.y')).toBeNull();
    expect(decodeJwt('!!.??.z')).toBeNull();
  });
});
