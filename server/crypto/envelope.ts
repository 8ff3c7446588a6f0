/**
 * Server side of the encrypted POST scheme (contract/encryption-scheme.ts): unwrap the AES key with
 * the private RSA key, open the AES-GCM body (the tag rejects tampering), check the digest, the
 * clock skew and that the nonce was never seen before.
 */
import { createDecipheriv, createHash, privateDecrypt, constants, timingSafeEqual, type KeyObject } from 'node:crypto';
import {
  AES_KEY_BYTES,
  DIGEST_HEADER,
  ENCRYPTION_HEADER,
  ENCRYPTION_MAX_SKEW_MS,
  ENCRYPTION_SCHEME,
  GCM_IV_BYTES,
  GCM_TAG_BYTES,
  RSA_HEADER,
} from '../../contract/encryption-scheme';
import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from '../http/errors';
import { headerOf } from '../http/route';

export interface NonceStore {
  /** Records the nonce; false when it was already used (a replay). */
  remember(nonce: string, expiresAt: number): boolean;
}

type Headers = IncomingHttpHeaders;
const header = headerOf;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function openEncryptedBody(
  privateKey: KeyObject,
  headers: Headers,
  body: unknown,
  nonces: NonceStore,
  now: number = Date.now(),
): unknown {
  if (header(headers, ENCRYPTION_HEADER) === undefined) {
    throw new HttpError(400, 'encryption_required', 'This call must be encrypted.');
  }
  if (header(headers, ENCRYPTION_HEADER) !== ENCRYPTION_SCHEME) {
    throw new HttpError(400, 'encryption_unsupported', 'Unsupported encryption scheme.');
  }
  const wrapped = header(headers, RSA_HEADER);
  const digest = header(headers, DIGEST_HEADER);
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  // The envelope is {value} and nothing else: a field beside it would be unauthenticated (issue 11 probe).
  const onlyValue =
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).every((k) => k === 'value');
  if (
    !onlyValue ||
    !wrapped ||
    !digest ||
    typeof value !== 'string' ||
    !BASE64.test(wrapped) ||
    !BASE64.test(digest) ||
    !BASE64.test(value)
  ) {
    throw new HttpError(400, 'encryption_invalid', 'The encrypted request is malformed.');
  }

  let keyAndIv: Buffer;
  try {
    keyAndIv = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(wrapped, 'base64'),
    );
  } catch {
    throw new HttpError(400, 'encryption_invalid', 'The encryption key could not be opened.');
  }
  if (keyAndIv.length !== AES_KEY_BYTES + GCM_IV_BYTES)
    throw new HttpError(400, 'encryption_invalid', 'The encryption key has the wrong size.');

  const sealed = Buffer.from(value, 'base64');
  if (sealed.length <= GCM_TAG_BYTES)
    throw new HttpError(400, 'encryption_invalid', 'The encrypted body is too short.');
  let plaintext: Buffer;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyAndIv.subarray(0, AES_KEY_BYTES),
      keyAndIv.subarray(AES_KEY_BYTES),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    plaintext = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    throw new HttpError(400, 'encryption_invalid', 'The encrypted body was altered or damaged.');
  }

  const expected = createHash('sha256').update(plaintext).digest();
  const given = Buffer.from(digest, 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new HttpError(400, 'digest_mismatch', 'The request digest does not match its content.');
  }

  let envelope: { payload?: unknown; ts?: unknown; nonce?: unknown };
  try {
    envelope = JSON.parse(plaintext.toString('utf8'));
  } catch {
    throw new HttpError(400, 'encryption_invalid', 'The decrypted body is not JSON.');
  }
  if (typeof envelope.ts !== 'number' || typeof envelope.nonce !== 'string' || !/^[0-9a-f]{32}$/.test(envelope.nonce)) {
    throw new HttpError(400, 'encryption_invalid', 'The encrypted body lacks its timestamp or nonce.');
  }
  if (Math.abs(now - envelope.ts) > ENCRYPTION_MAX_SKEW_MS) {
    throw new HttpError(400, 'request_expired', 'The request is too old; check the device clock and try again.');
  }
  if (!nonces.remember(envelope.nonce, envelope.ts + ENCRYPTION_MAX_SKEW_MS)) {
    throw new HttpError(400, 'request_replayed', 'This request was already received.');
  }
  return envelope.payload;
}
