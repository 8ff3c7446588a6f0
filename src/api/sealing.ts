/**
 * The wire format of an encrypted POST (§7, contract/encryption-scheme.ts) that both sealers share:
 * the WebCrypto one (encrypt.chunk.ts) and the plain-http fallback (encrypt-fallback.chunk.ts). Its
 * own module, so the fallback does not import the chunk that loads it.
 */
import {
  DIGEST_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
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
