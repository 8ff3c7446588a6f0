/**
 * Verifies the Firebase ID tokens the storefront sends (issue 5; §3 social login args, §9 ID token
 * max age) before anyone is logged in, registered or linked with them. firebase-admin 13 does the
 * verification: against the Auth Emulator when FIREBASE_AUTH_EMULATOR_HOST is set (its tokens are
 * unsigned; firebase-admin then also asks the emulator whether the user exists), otherwise against
 * Google's public signing keys. Checks of our own run first so that each refusal has a clear code:
 *
 * | errorCode                | when                                                                 |
 * |--------------------------|----------------------------------------------------------------------|
 * | firebase.not.configured  | the merchant has no Firebase project                                 |
 * | firebase.token.malformed | not a JWT with the claims of a Firebase ID token                      |
 * | firebase.token.project   | issued for another Firebase project (aud / iss)                       |
 * | firebase.token.unsigned  | alg "none" outside emulator mode                                      |
 * | firebase.token.expired   | issued more than ID_TOKEN_MAX_AGE_S (§9) ago, or past its exp         |
 * | firebase.token.invalid   | a bad signature (forged), or a user the identity service does not know |
 * | firebase.unavailable     | Google's keys or the emulator could not be reached (503)              |
 *
 * firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the environment on every call, so one
 * process verifies in one mode: the verifier takes the mode from the environment when it is made,
 * and refuses to be used once the environment says otherwise.
 */
import type { Agent } from 'node:http';
import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { ID_TOKEN_MAX_AGE_S } from '../../contract/constants';
import { HttpError } from '../http/errors';

/** A token's iat may be this far in the future (clocks of two machines differ a little). */
export const ID_TOKEN_CLOCK_SKEW_S = 60;

/** What a verified token says about who signed in. */
export interface FirebaseIdentity {
  uid: string;
  /** firebase.sign_in_provider: google.com, facebook.com, twitter.com, oidc.line, phone … */
  provider: string;
  email?: string;
  /** E.164, for phone sign-in. */
  phoneNumber?: string;
  name?: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export interface FirebaseVerifier {
  readonly mode: 'emulator' | 'google';
  /** host:port of the Auth Emulator in emulator mode. */
  readonly emulatorHost?: string;
  verify(idToken: string, projectId: string | undefined): Promise<FirebaseIdentity>;
  close(): Promise<void>;
}

export const firebaseErrors = {
  notConfigured: () =>
    new HttpError(400, 'firebase.not.configured', 'Sign-in with Firebase is not set up for this site.'),
  malformed: () => new HttpError(400, 'firebase.token.malformed', 'The sign-in token is not a Firebase ID token.'),
  project: () =>
    new HttpError(400, 'firebase.token.project', 'The sign-in token was issued for another Firebase project.'),
  unsigned: () => new HttpError(400, 'firebase.token.unsigned', 'The sign-in token is not signed.'),
  expired: () => new HttpError(400, 'firebase.token.expired', 'The sign-in token has expired. Please sign in again.'),
  invalid: () =>
    new HttpError(400, 'firebase.token.invalid', 'The sign-in token could not be verified. Please sign in again.'),
  unavailable: () =>
    new HttpError(503, 'firebase.unavailable', 'The sign-in service cannot be reached. Please try again later.'),
};

interface Claims {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

function decodePart(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header and claims of a JWT, without checking anything; null when it is not one. */
export function decodeJwt(token: string): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0]!.length === 0 || parts[1]!.length === 0) return null;
  const header = decodePart(parts[0]!);
  const payload = decodePart(parts[1]!);
  return header && payload ? { header, payload } : null;
}

export interface PrecheckInput {
  token: string;
  projectId: string;
  emulator: boolean;
  /** Seconds since the epoch. */
  now: number;
}

/** The checks of our own (see the table above), in order; returns the claims that passed them. */
export function precheck({ token, projectId, emulator, now }: PrecheckInput): Claims {
  const claims = decodeJwt(token);
  if (!claims) throw firebaseErrors.malformed();
  const { header, payload } = claims;
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  if (
    typeof header.alg !== 'string' ||
    typeof payload.sub !== 'string' ||
    payload.sub.length === 0 ||
    payload.sub.length > 128 ||
    typeof payload.iat !== 'number' ||
    typeof payload.exp !== 'number' ||
    typeof firebase?.sign_in_provider !== 'string'
  ) {
    throw firebaseErrors.malformed();
  }
  if (payload.aud !== projectId || payload.iss !== `https://securetoken.google.com/${projectId}`)
    throw firebaseErrors.project();
  if (!emulator && header.alg.toLowerCase() === 'none') throw firebaseErrors.unsigned();
  if (payload.iat > now + ID_TOKEN_CLOCK_SKEW_S) throw firebaseErrors.invalid();
  if (now - payload.iat > ID_TOKEN_MAX_AGE_S || payload.exp <= now) throw firebaseErrors.expired();
  return claims;
}

function identityOf(payload: Record<string, unknown>): FirebaseIdentity {
  const firebase = payload.firebase as { sign_in_provider: string };
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 320 ? v : undefined);
  const identity: FirebaseIdentity = {
    uid: payload.sub as string,
    provider: firebase.sign_in_provider,
    issuedAt: payload.iat as number,
  };
  const email = text(payload.email);
  const phoneNumber = text(payload.phone_number);
  const name = text(payload.name);
  if (email) identity.email = email;
  if (phoneNumber) identity.phoneNumber = phoneNumber;
  if (name) identity.name = name;
  return identity;
}

/** firebase-admin's refusals, as the codes of the table. */
function adminFailure(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  const message = error instanceof Error ? error.message : '';
  if (code === 'auth/id-token-expired') return firebaseErrors.expired();
  // The identity service itself failed (a 5xx of the Auth Emulator or of Google): not the token's
  // fault, so not firebase.token.invalid (issue 11). The dispatcher logs every 5xx it answers.
  if (code === 'auth/internal-error' || code === 'app/internal-error' || code === 'app/network-timeout')
    return firebaseErrors.unavailable();
  if (
    /fetching public keys|ECONNREFUSED|ENOTFOUND|EAI_AGAIN|network|socket hang up|timed? ?out/i.test(message) ||
    code === 'app/network-error'
  ) {
    return firebaseErrors.unavailable();
  }
  return firebaseErrors.invalid();
}

export interface VerifierOptions {
  /** host:port of the Auth Emulator; default: the environment's FIREBASE_AUTH_EMULATOR_HOST. */
  emulatorHost?: string;
  /** For the key fetch in Google mode (firebase-admin's httpAgent app option). */
  httpAgent?: Agent;
  /** Milliseconds since the epoch. */
  clock?: () => number;
}

let instances = 0;

export function createFirebaseVerifier(options: VerifierOptions = {}): FirebaseVerifier {
  const emulatorHost = (options.emulatorHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '').trim() || undefined;
  if (emulatorHost !== undefined && (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '').trim() !== emulatorHost) {
    throw new Error('firebase-admin takes the emulator from FIREBASE_AUTH_EMULATOR_HOST: set it there');
  }
  const clock = options.clock ?? Date.now;
  const prefix = `storefront-verifier-${++instances}-`;
  const apps = new Map<string, App>();

  function appFor(projectId: string): App {
    let app = apps.get(projectId);
    if (!app) {
      app = initializeApp(
        { projectId, ...(options.httpAgent ? { httpAgent: options.httpAgent } : {}) },
        prefix + projectId,
      );
      apps.set(projectId, app);
    }
    return app;
  }

  return {
    mode: emulatorHost ? 'emulator' : 'google',
    ...(emulatorHost ? { emulatorHost } : {}),
    async verify(idToken, projectId) {
      if (!projectId) throw firebaseErrors.notConfigured();
      const environment = (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '').trim() || undefined;
      if (environment !== emulatorHost)
        throw new Error('FIREBASE_AUTH_EMULATOR_HOST changed after the verifier was made');
      const { payload } = precheck({
        token: idToken,
        projectId,
        emulator: emulatorHost !== undefined,
        now: Math.floor(clock() / 1000),
      });
      try {
        await getAuth(appFor(projectId)).verifyIdToken(idToken);
      } catch (error) {
        throw adminFailure(error);
      }
      return identityOf(payload);
    },
    async close() {
      const mine = getApps().filter((app) => app.name.startsWith(prefix));
      apps.clear();
      await Promise.all(mine.map((app) => deleteApp(app)));
    },
  };
}
