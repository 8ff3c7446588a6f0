/**
 * Helpers of the social sign-in browser tests: the player's side of the Firebase Auth Emulator
 * (its sign-in page, where a popup or redirect sign-in is completed, and the SMS codes it "sent",
 * read from its REST API), and ID tokens made the way a native app shell or an attacker would.
 *
 * The emulator's sign-in page is Firebase's, not ours: its inputs have no accessible names, so
 * they are found by id there.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encryptPayload } from '../../../src/api/encrypt.chunk';
import { DEFAULT_PROJECT_ID } from '../../../scripts/auth-emulator';

export const PROJECT_ID = DEFAULT_PROJECT_ID;
export const API_KEY = 'demo-storefront-api-key';

export function emulatorUrl(): string {
  const url = process.env.E2E_AUTH_EMULATOR_URL;
  if (!url) throw new Error('E2E_AUTH_EMULATOR_URL is not set (tests/e2e/support/global-setup.ts)');
  return url;
}

/** In the emulator's sign-in page: adds a new account with this email and name and signs in with it. */
export async function signInAsNewAccount(popup: Page, provider: string, email: string, name: string): Promise<void> {
  await popup.getByRole('button', { name: 'Add new account' }).click();
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.getByRole('button', { name: `Sign in with ${provider}` }).click();
}

/** In the emulator's sign-in page: picks an account it already has. */
export async function signInAsExistingAccount(popup: Page, email: string): Promise<void> {
  await popup.getByText(email).click();
}

/** The newest SMS code the emulator "sent" to an E.164 number. */
export async function phoneCode(request: APIRequestContext, phoneNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${emulatorUrl()}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
        const body = (await answer.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
        code = body.verificationCodes?.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
        return code;
      },
      { message: `an SMS code from the emulator for ${phoneNumber}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A real emulator ID token for a Google identity (what a native app shell would hand the page). */
export async function emulatorGoogleToken(
  request: APIRequestContext,
  email: string,
  uid = randomUUID(),
): Promise<string> {
  const claims = JSON.stringify({ sub: uid, email, email_verified: true, name: email.split('@')[0] });
  const answer = await request.post(
    `${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=${API_KEY}`,
    {
      data: {
        postBody: `id_token=${encodeURIComponent(claims)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
    },
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { idToken: string }).idToken;
}

/** An unsigned token in the emulator's format, for claims nobody issued. */
export function madeUpToken(claims: Record<string, unknown>): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export function claims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  const uid = randomUUID().replace(/-/g, '').slice(0, 28);
  return {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: now,
    exp: now + 3600,
    email: `${uid}@example.com`,
    firebase: { identities: {}, sign_in_provider: 'google.com' },
    ...overrides,
  };
}

/** POST /wps/session/login/firebase as the storefront sends it (encrypted, §7). */
export async function socialLoginCall(request: APIRequestContext, firebaseIdToken: string, merchant = 'DEMO') {
  const pem = (
    (await (await request.get(`/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } })).json()) as {
      value: string;
    }
  ).value;
  const sealed = await encryptPayload(pem, {
    type: 'firebase',
    firebaseChannel: 'google',
    firebaseIdToken,
    loginDeviceId: randomUUID(),
  });
  const answer = await request.post('/wps/session/login/firebase', {
    headers: { ...sealed.headers, Merchant: merchant, 'Content-Type': 'application/json' },
    data: sealed.body,
  });
  return {
    status: answer.status(),
    body: (await answer.json()) as { success: boolean; errorCode?: string; message?: string },
  };
}

/** Records the storefront:track events of a page (src/lib/tracking.ts). */
export async function recordTracking(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __tracked: unknown[] };
    w.__tracked = [];
    window.addEventListener('storefront:track', (e) => w.__tracked.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __tracked: unknown[] }).__tracked);
}
