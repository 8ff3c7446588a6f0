/** A demo member's session token, logged in over the contract's RSA login (§3), for the bench's pages. */
import { randomUUID } from 'node:crypto';
import { encryptPayload } from '../../src/api/encrypt.chunk';

export async function memberToken(origin: string, username = 'player0'): Promise<string> {
  const rsa = (await (
    await fetch(`${origin}/wps/session/key/rsa?_=${Date.now()}`, { headers: { Merchant: 'DEMO' } })
  ).json()) as { value: string };
  const sealed = await encryptPayload(rsa.value, {
    username,
    password: 'demo1234',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
  });
  const login = (await (
    await fetch(`${origin}/wps/session/login`, {
      method: 'POST',
      headers: { Merchant: 'DEMO', 'Content-Type': 'application/json', ...sealed.headers },
      body: JSON.stringify(sealed.body),
    })
  ).json()) as { value?: { token?: string } };
  const token = login.value?.token;
  if (!token) throw new Error(`${username} could not log in`);
  return token;
}
