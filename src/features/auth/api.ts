import { call } from '../../api/client';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import { session } from '../../session/store';
import type { LoginRequest } from '../../api/contract';

/** §3 login request for username + password (sent encrypted, §7). */
export function loginRequestFor(username: string, password: string): LoginRequest {
  const kind = currentDeviceKind();
  return {
    username: username.trim(),
    password,
    type: 'username',
    loginDeviceId: getDeviceId(),
    isOfficialAppLogin: kind === 'APP',
    ...(kind === 'IPAD' || kind === 'PWA' || kind === 'WEBCLIP' ? { device: kind } : {}),
  };
}

export function login(username: string, password: string) {
  return call('login', loginRequestFor(username, password));
}

/** §4: logout revokes the token on the server and clears the session; listeners clear the rest. */
export async function logout(): Promise<void> {
  try {
    await call('logout', {});
  } catch {
    // The token may already be gone on the server; the player is logged out here either way.
  } finally {
    session.end('user');
  }
}
