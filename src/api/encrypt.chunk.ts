/**
 * Client side of the encrypted POST (§7, contract/encryption-scheme.ts), loaded on demand when an
 * encrypted call is made. WebCrypto does the work wherever crypto.subtle exists (every https page,
 * and localhost): no library is loaded at all (issue 11: node-forge whole was 78 KB gzip on the
 * first login). Over plain http, where crypto.subtle does not exist, encrypt-fallback.chunk.ts is
 * loaded instead: RSA-OAEP-256 with BigInt, and node-forge's AES-GCM module only.
 * Both produce the same wire format; the server cannot tell them apart.
 */
import { AES_KEY_BYTES, GCM_IV_BYTES, type EncryptedPost } from '../../contract/encryption-scheme';
import { pemToDer, plaintextOf, randomBytes, sealedPost } from './sealing';

async function encryptWithWebCrypto(
  subtle: SubtleCrypto,
  publicKeyPem: string,
  payload: unknown,
  now: number,
): Promise<EncryptedPost> {
  const rsa = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const key = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(GCM_IV_BYTES);
  const plaintext = plaintextOf(payload, now);
  const aes = await subtle.importKey('raw', key, { name: 'AES-GCM' }, false, ['encrypt']);
  // WebCrypto's AES-GCM output is the ciphertext followed by the 16-byte tag, as the scheme wants.
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv, tagLength: 128 }, aes, plaintext));
  const keyAndIv = new Uint8Array(AES_KEY_BYTES + GCM_IV_BYTES);
  keyAndIv.set(key);
  keyAndIv.set(iv, AES_KEY_BYTES);
  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, keyAndIv));
  const digest = new Uint8Array(await subtle.digest('SHA-256', plaintext));
  return sealedPost(wrappedKey, digest, sealed);
}

/**
 * Seals a request for an encrypted call. `subtle` defaults to the page's WebCrypto; null (plain
 * http) loads the fallback.
 */
export async function encryptPayload(
  publicKeyPem: string,
  payload: unknown,
  now: number = Date.now(),
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<EncryptedPost> {
  if (subtle) return encryptWithWebCrypto(subtle, publicKeyPem, payload, now);
  const { encryptWithFallback } = await import('./encrypt-fallback.chunk');
  return encryptWithFallback(publicKeyPem, payload, now);
}
