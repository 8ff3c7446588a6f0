/**
 * Client side of the encrypted POST (§7). Loaded on demand (node-forge is large), only when an
 * encrypted call is made. node-forge rather than WebCrypto because merchants also serve the
 * storefront over plain http, where crypto.subtle does not exist.
 */
import forge from 'node-forge';
import {
  AES_KEY_BYTES, DIGEST_HEADER, ENCRYPTION_HEADER, ENCRYPTION_SCHEME, GCM_IV_BYTES, NONCE_BYTES, RSA_HEADER,
  type EncryptedPost, type EncryptedPlaintext,
} from '../../contract/encryption-scheme';

function randomBytes(count: number): string {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

export function encryptPayload(publicKeyPem: string, payload: unknown, now: number = Date.now()): EncryptedPost {
  const publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  const key = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(GCM_IV_BYTES);
  const envelope: EncryptedPlaintext = { payload, ts: now, nonce: forge.util.bytesToHex(randomBytes(NONCE_BYTES)) };
  const plaintext = forge.util.encodeUtf8(JSON.stringify(envelope));

  const cipher = forge.cipher.createCipher('AES-GCM', key);
  cipher.start({ iv, tagLength: 128 });
  cipher.update(forge.util.createBuffer(plaintext, 'raw'));
  if (!cipher.finish()) throw new Error('encryption_failed');
  const sealed = cipher.output.getBytes() + cipher.mode.tag.getBytes();

  const wrappedKey = publicKey.encrypt(key + iv, 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  const digest = forge.md.sha256.create().update(plaintext, 'raw').digest().getBytes();

  return {
    headers: {
      [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME,
      [RSA_HEADER]: forge.util.encode64(wrappedKey),
      [DIGEST_HEADER]: forge.util.encode64(digest),
    },
    body: { value: forge.util.encode64(sealed) },
  };
}
