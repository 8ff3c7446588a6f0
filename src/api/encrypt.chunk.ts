/**
 * Client side of the encrypted POST (§7, contract/encryption-scheme.ts), loaded on demand when an
 * encrypted call is made. WebCrypto does the work wherever crypto.subtle exists (every https page,
 * and localhost): no library is loaded at all (issue 11: node-forge whole was 78 KB gzip on the
 * first login). Over plain http, where crypto.subtle does not exist, encrypt-fallback.chunk.ts is
 * loaded instead: RSA-OAEP-256 with BigInt, and node-forge's AES-GCM module only.
 * Both produce the same wire format; the server cannot tell them apart.
 */
import {
  AES_KEY_BYTES,
  DIGEST_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  GCM_IV_BYTES,
  NONCE_BYTES,
  RSA_HEADER,
  type EncryptedPlaintext,
  type EncryptedPost,
} from '../../contract/encryption-scheme';

export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The DER bytes of a PEM block (the SPKI public key the server answers). */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The UTF-8 plaintext of the scheme: {payload, ts, nonce}. */
export function plaintextOf(payload: unknown, now: number): Uint8Array<ArrayBuffer> {
  const nonce = Array.from(randomBytes(NONCE_BYTES), (b) => b.toString(16).padStart(2, '0')).join('');
  const envelope: EncryptedPlaintext = { payload, ts: now, nonce };
  return new TextEncoder().encode(JSON.stringify(envelope));
}

export function sealedPost(wrappedKey: Uint8Array, digest: Uint8Array, sealed: Uint8Array): EncryptedPost {
  return {
    headers: {
      [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME,
      [RSA_HEADER]: base64(wrappedKey),
      [DIGEST_HEADER]: base64(digest),
    },
    body: { value: base64(sealed) },
  };
}

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
