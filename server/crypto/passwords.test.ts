// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPasswordHasher, SCRYPT_N } from './passwords';

describe('password hashing', () => {
  it('§9 production hashes use scrypt N=16384 with a random 16-byte salt, and verify', async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('demo1234');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(SCRYPT_N), '8', '1']);
    expect(SCRYPT_N).toBe(16_384);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    expect(await hasher.hash('demo1234')).not.toBe(stored);
    expect(await hasher.verify('demo1234', stored)).toBe(true);
    expect(await hasher.verify('demo12345', stored)).toBe(false);
  });

  it('§9 a hash keeps its own parameters, so a cheaper test hasher still verifies it, and junk never verifies', async () => {
    const stored = await createPasswordHasher().hash('secret99');
    expect(await createPasswordHasher(1024).verify('secret99', stored)).toBe(true);
    for (const junk of [
      '',
      'plain',
      'scrypt$16384$8$1$$',
      'bcrypt$1$2$3$4$5',
      'scrypt$99999999$8$1$YWJj$YWJj',
      'scrypt$1000$8$1$YWJj$YWJj',
    ]) {
      expect(await createPasswordHasher(1024).verify('secret99', junk)).toBe(false);
    }
    expect(() => createPasswordHasher(1000)).toThrow(/power of two/);
  });
});
