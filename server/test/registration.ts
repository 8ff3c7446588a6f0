/**
 * A §3 register request as the storefront's H5 register page sends it, asking to be logged in at
 * once: for the server's tests and the e2e support that need a fresh member of their own.
 */
import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '../../contract/endpoints';

export function h5Registration(username: string, password = 'demo1234'): RegisterRequest {
  return {
    registerMethod: 'H5',
    registerUrl: 'http://localhost/m/register',
    loginDeviceId: randomUUID(),
    isOfficialAppLogin: false,
    domain: 'localhost',
    login: true,
    password,
    username,
  };
}
