import { describe, expect, it } from 'vitest';
import { forgetSealKey, openPassword, sealPassword, type SealKeyStore } from './password-seal';
import {
  decodeRememberedPassword,
  encodeRememberedPassword,
  rememberAfterLogin,
  SEALED_PREFIX,
  sealedBytes,
} from './rules';

/** IndexedDB as the page has it: one key per origin, kept as the CryptoKey object itself. */
function memoryKeys(): SealKeyStore & { key: CryptoKey | undefined } {
  const keys = {
    key: undefined as CryptoKey | undefined,
    get: async () => keys.key,
    set: async (key: CryptoKey) => void (keys.key = key),
    clear: async () => void (keys.key = undefined),
  };
  return keys;
}

const subtle = globalThis.crypto.subtle;

describe('§3 the remembered password, sealed (issue 11, ASVS 8.2)', () => {
  it('§3 keeps the double-base64 shape, but a copy of local storage alone reveals nothing', async () => {
    const keys = memoryKeys();
    const sealed = await sealPassword('demo1234', keys, subtle);
    expect(sealed!.startsWith(SEALED_PREFIX)).toBe(true);
    const stored = rememberAfterLogin({
      siteAutoLogin: true,
      rememberMe: true,
      type: 'username',
      username: 'player0',
      password: sealed!,
      merchant: 'DEMO',
      key: 'Ab3dEf9h',
    })!;
    // What an attacker reads by undoing the spec's two base64 layers:
    const unwrapped = decodeRememberedPassword(stored.password)!;
    expect(unwrapped).toBe(sealed);
    expect(unwrapped).not.toContain('demo1234');
    expect(atob(unwrapped.slice(SEALED_PREFIX.length))).not.toContain('demo1234');
    // …and with the key this device keeps, the page reads it back.
    expect(await openPassword(unwrapped, keys, subtle)).toBe('demo1234');
  });

  it('the key is not extractable; another device (another key, or none) cannot open it', async () => {
    const keys = memoryKeys();
    const sealed = (await sealPassword('mật khẩu 密码 🔑', keys, subtle))!;
    expect(keys.key!.extractable).toBe(false);
    await expect(subtle.exportKey('raw', keys.key!)).rejects.toThrow();
    expect(await openPassword(sealed, keys, subtle)).toBe('mật khẩu 密码 🔑');
    const elsewhere = memoryKeys();
    await sealPassword('other', elsewhere, subtle);
    expect(await openPassword(sealed, elsewhere, subtle)).toBeNull();
    expect(await openPassword(sealed, memoryKeys(), subtle)).toBeNull();
  });

  it('the same password seals differently each time (random iv), and a tampered one opens to nothing', async () => {
    const keys = memoryKeys();
    const a = (await sealPassword('demo1234', keys, subtle))!;
    const b = (await sealPassword('demo1234', keys, subtle))!;
    expect(a).not.toBe(b);
    const bytes = sealedBytes(a)!;
    bytes[bytes.length - 1]! ^= 1;
    expect(await openPassword(SEALED_PREFIX + btoa(String.fromCharCode(...bytes)), keys, subtle)).toBeNull();
    expect(await openPassword(`${SEALED_PREFIX}!!!`, keys, subtle)).toBeNull();
  });

  it('forgetting the key (with the remembered login) makes the sealed value useless', async () => {
    const keys = memoryKeys();
    const sealed = (await sealPassword('demo1234', keys, subtle))!;
    await forgetSealKey(keys);
    expect(await openPassword(sealed, keys, subtle)).toBeNull();
  });

  it("§3 without WebCrypto (plain http) the spec's obfuscation is all there is; an older unsealed value still reads", async () => {
    expect(await sealPassword('demo1234', memoryKeys(), null)).toBe('demo1234');
    expect(await openPassword('demo1234', memoryKeys(), null)).toBe('demo1234');
    expect(
      await openPassword(
        decodeRememberedPassword(encodeRememberedPassword('legacy-pw', 'Ab3dEf9h'))!,
        memoryKeys(),
        subtle,
      ),
    ).toBe('legacy-pw');
    // A sealed value on a page without WebCrypto cannot be opened: nothing, not the ciphertext.
    const sealed = (await sealPassword('demo1234', memoryKeys(), subtle))!;
    expect(await openPassword(sealed, memoryKeys(), null)).toBeNull();
  });

  it('where the key cannot be kept (no IndexedDB), no password is remembered rather than an unsealed one', async () => {
    const broken: SealKeyStore = {
      get: () => Promise.reject(new Error('no IndexedDB')),
      set: () => Promise.reject(new Error('no')),
      clear: async () => {},
    };
    expect(await sealPassword('demo1234', broken, subtle)).toBeNull();
    const stored = rememberAfterLogin({
      siteAutoLogin: true,
      rememberMe: true,
      type: 'username',
      username: 'player0',
      password: '',
      merchant: 'DEMO',
      key: 'Ab3dEf9h',
    });
    expect(stored).toEqual({ type: 'username', username: 'player0', password: '', merchant: 'DEMO' });
  });
});
