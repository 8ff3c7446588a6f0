/**
 * A member's session token, logged in the way the storefront does it (§7 the RSA key, then the
 * sealed login): for the tests that arrive with a token handed over in the URL (§2, issue 11).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../../../src/api/encrypt.chunk';

export async function sessionToken(request: APIRequestContext, username: string, merchant = 'DEMO'): Promise<string> {
  const key = await request.get(`/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } });
  const pem = ((await key.json()) as { value: string }).value;
  const sealed = await encryptPayload(pem, {
    username,
    password: 'demo1234',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
  });
  const answer = await request.post('/wps/session/login', {
    headers: { Merchant: merchant, 'Content-Type': 'application/json', ...sealed.headers },
    data: sealed.body,
  });
  const body = (await answer.json()) as { success: boolean; value: { token: string } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value.token;
}
