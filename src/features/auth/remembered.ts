/**
 * The remembered login and the auto-login switch in local storage (§3, §5, §8). The rules of what
 * to keep are in rules.ts; this only reads and writes.
 */
import { AUTO_LOGIN_KEY, REMEMBERED_LOGIN_KEY } from '../../config/constants';
import { readItem, readJson, removeItem, writeItem, writeJson } from '../../lib/storage';
import { forgetSealKey, openPassword } from './password-seal';
import {
  AUTO_LOGIN_OFF,
  AUTO_LOGIN_ON,
  decodeRememberedPassword,
  parseRememberedLogin,
  type LoginFailureOutcome,
  type RememberedLogin,
} from './rules';

export function readRemembered(): RememberedLogin | null {
  return parseRememberedLogin(readJson('local', REMEMBERED_LOGIN_KEY));
}

/** Stores the remembered login (and turns auto-login back on), or forgets it. */
export function storeRemembered(value: RememberedLogin | null): void {
  if (value) {
    writeJson('local', REMEMBERED_LOGIN_KEY, value);
    writeItem('local', AUTO_LOGIN_KEY, AUTO_LOGIN_ON);
  } else {
    forgetRemembered();
  }
}

/** Forgets the remembered login and the key its password was sealed with (issue 11). */
export function forgetRemembered(): void {
  removeItem('local', REMEMBERED_LOGIN_KEY);
  void forgetSealKey();
}

/** The remembered password in clear, or null (none, damaged, or sealed with a key this device no longer has). */
export async function rememberedPassword(remembered: RememberedLogin): Promise<string | null> {
  const text = decodeRememberedPassword(remembered.password);
  return text === null ? null : openPassword(text);
}

export function storedAutoLogin(): string | null {
  return readItem('local', AUTO_LOGIN_KEY);
}

/** §8 token_ip_different (and a logout): auto-login is off on this device until the next remembered login. */
export function disableAutoLogin(): void {
  writeItem('local', AUTO_LOGIN_KEY, AUTO_LOGIN_OFF);
}

/** §8: applies what a login failure clears. */
export function applyLoginFailure(outcome: LoginFailureOutcome): void {
  if (outcome.disableAutoLogin) disableAutoLogin();
  const remembered = readRemembered();
  if (!remembered) return;
  if (outcome.remembered === 'clear') forgetRemembered();
  if (outcome.remembered === 'clear-password') storeRememberedRaw({ ...remembered, password: '' });
}

function storeRememberedRaw(value: RememberedLogin): void {
  writeJson('local', REMEMBERED_LOGIN_KEY, value);
}
