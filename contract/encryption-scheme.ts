/**
 * The encrypted POST scheme of spec §7, shared by the client (WebCrypto, or over plain http a slim fallback; src/api/encrypt.chunk.ts) and the
 * reference server (node:crypto). docs/api.md describes it for other implementers.
 *
 *   plaintext  = UTF-8 JSON {"payload": <request>, "ts": <ms since epoch>, "nonce": <32 hex chars>}
 *   key, iv    = 32 random bytes (AES-256) and 12 random bytes, fresh for every request
 *   body       = {"value": base64(AES-256-GCM(key, iv, plaintext) || 16-byte tag)}
 *   X-RSA      = base64(RSA-OAEP with SHA-256 and MGF1-SHA-256 (public key, key || iv)); exponent 0x10001
 *   X-Digest   = base64(SHA-256(plaintext))
 *   Encryption = ENCRYPTION_SCHEME
 *
 * The GCM tag proves the body was not altered; the digest is checked after decryption; ts and nonce
 * inside the ciphertext let the server refuse replays.
 */
export const ENCRYPTION_SCHEME = 'RSA-OAEP-256+A256GCM';
export const ENCRYPTION_HEADER = 'Encryption';
export const DIGEST_HEADER = 'X-Digest';
export const RSA_HEADER = 'X-RSA';
export const AES_KEY_BYTES = 32;
export const GCM_IV_BYTES = 12;
export const GCM_TAG_BYTES = 16;
export const NONCE_BYTES = 16;
/** How far the sender's clock may be from the server's before a body is refused as stale. */
export const ENCRYPTION_MAX_SKEW_MS = 5 * 60_000;

export interface EncryptedPost {
  headers: Record<string, string>;
  body: { value: string };
}

export interface EncryptedPlaintext<T = unknown> {
  payload: T;
  ts: number;
  nonce: string;
}
