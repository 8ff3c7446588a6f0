/**
 * Password hashing with scrypt (node:crypto, asynchronous so logins do not block the event loop).
 * Stored form: scrypt$N$r$p$saltB64$hashB64, with a random 16-byte salt. The parameters travel
 * with each hash, so raising the cost later still verifies old hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const SCRYPT_N = 16_384;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const maxmem = (N: number, r: number, p: number) => 128 * N * r * (p + 2);

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/** `cost` is scrypt's N; production uses SCRYPT_N. Tests may pass a lower power of two to run fast. */
export function createPasswordHasher(cost: number = SCRYPT_N): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0) throw new Error('scrypt cost must be a power of two');
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, KEY_BYTES, { N: cost, r: SCRYPT_R, p: SCRYPT_P, maxmem: maxmem(cost, SCRYPT_R, SCRYPT_P) });
      return ['scrypt', cost, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N < 2 || N > 1 << 20 || (N & (N - 1)) !== 0 || r * p >= 1 << 16) return false;
      const salt = Buffer.from(parts[4]!, 'base64');
      const expected = Buffer.from(parts[5]!, 'base64');
      if (salt.length === 0 || expected.length === 0) return false;
      const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: maxmem(N, r, p) });
      return timingSafeEqual(actual, expected);
    },
  };
}
