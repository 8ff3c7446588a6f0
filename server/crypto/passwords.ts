/**
 * Password hashing with scrypt, in a worker pool of its own (hash-pool.ts) so that a login burst
 * neither blocks the event loop nor the file reads of other answers (issue 11).
 * Stored form: scrypt$N$r$p$saltB64$hashB64, with a random 16-byte salt. The parameters travel
 * with each hash, so raising the cost later still verifies old hashes.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HashPool } from './hash-pool';

export const SCRYPT_N = 16_384;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;

const maxmem = (N: number, r: number, p: number) => 128 * N * r * (p + 2);

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * The work of a verification for an account that does not exist (issue 11: an unknown user must
   * not answer faster than a wrong password). Always false.
   */
  verifyNobody(password: string): Promise<false>;
  /** Stops the hash workers. */
  close(): Promise<void>;
}

export interface HasherOptions {
  /** Default: a pool of its own with the default size and cap. */
  pool?: HashPool;
}

/** `cost` is scrypt's N; production uses SCRYPT_N. Tests may pass a lower power of two to run fast. */
export function createPasswordHasher(cost: number = SCRYPT_N, options: HasherOptions = {}): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0)
    throw new Error('scrypt cost must be a power of two');
  const pool = options.pool ?? new HashPool();
  const derive = (password: string, salt: Buffer, keyLength: number, N: number, r: number, p: number) =>
    pool.scrypt(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: maxmem(N, r, p) });
  const dummySalt = randomBytes(SALT_BYTES);

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, KEY_BYTES, cost, SCRYPT_R, SCRYPT_P);
      return ['scrypt', cost, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [N, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
      if (
        ![N, r, p].every((n) => Number.isInteger(n) && n > 0) ||
        N < 2 ||
        N > 1 << 20 ||
        (N & (N - 1)) !== 0 ||
        r * p >= 1 << 16
      )
        return false;
      const salt = Buffer.from(parts[4]!, 'base64');
      const expected = Buffer.from(parts[5]!, 'base64');
      if (salt.length === 0 || expected.length === 0) return false;
      const actual = await derive(password, salt, expected.length, N, r, p);
      return timingSafeEqual(actual, expected);
    },
    async verifyNobody(password) {
      await derive(password, dummySalt, KEY_BYTES, cost, SCRYPT_R, SCRYPT_P);
      return false;
    },
    close: () => pool.close(),
  };
}
