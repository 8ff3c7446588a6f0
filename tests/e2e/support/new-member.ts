import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../../../src/api/encrypt.chunk';
import { h5Registration } from '../../../server/test/registration';

async function rsaKey(request: APIRequestContext, merchant: string): Promise<string> {
  const answer = await request.get(`/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: merchant } });
  return ((await answer.json()) as { value: string }).value;
}

/** A new member of the merchant, registered the way the storefront does it; its session token. */
export async function newMember(
  request: APIRequestContext,
  merchant = 'DEMO',
): Promise<{ token: string; username: string }> {
  const username = `member${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const sealed = await encryptPayload(await rsaKey(request, merchant), h5Registration(username));
  const answer = await request.post('/wps/member/register', {
    headers: { Merchant: merchant, ModuleId: 'REG3', 'Content-Type': 'application/json', ...sealed.headers },
    data: sealed.body,
  });
  const body = (await answer.json()) as { success: boolean; value: { token: string } };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return { token: body.value.token, username };
}
