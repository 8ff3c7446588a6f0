// The module declarations travel with this file into every project that compiles it (server tests too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./node-forge-lib.d.ts" />
/**
 * The encrypted post for pages without WebCrypto (plain-http deployments only; see
 * encrypt.chunk.ts). RSA-OAEP with SHA-256 and MGF1-SHA-256 is written here over BigInt (it is a
 * few lines); AES-256-GCM comes from node-forge's AES module alone, not the whole library.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/aes';
import { AES_KEY_BYTES, GCM_IV_BYTES, type EncryptedPost } from '../../contract/encryption-scheme';
import { sha256 } from '../shared/sha256';
import { pemToDer, plaintextOf, randomBytes, sealedPost } from './sealing';

const HASH_BYTES = 32;

/** Reads one DER element at `at`: its tag, and where its content starts and ends. */
function derElement(der: Uint8Array, at: number): { tag: number; start: number; end: number } {
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + der[start + i]!;
    start += count;
  }
  return { tag, start, end: start + length };
}

const bigIntOf = (bytes: Uint8Array): bigint => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);

/** The modulus and exponent of an SPKI RSA public key. */
export function rsaPublicKey(spki: Uint8Array): { n: bigint; e: bigint; size: number } {
  const outer = derElement(spki, 0); // SEQUENCE
  const algorithm = derElement(spki, outer.start); // SEQUENCE (rsaEncryption, NULL)
  const bitString = derElement(spki, algorithm.end); // BIT STRING
  if (outer.tag !== 0x30 || algorithm.tag !== 0x30 || bitString.tag !== 0x03) throw new Error('not an SPKI public key');
  const key = derElement(spki, bitString.start + 1); // SEQUENCE {n, e}, after the unused-bits byte
  const modulus = derElement(spki, key.start);
  const exponent = derElement(spki, modulus.end);
  let nBytes = spki.subarray(modulus.start, modulus.end);
  while (nBytes.length > 0 && nBytes[0] === 0) nBytes = nBytes.subarray(1);
  return { n: bigIntOf(nBytes), e: bigIntOf(spki.subarray(exponent.start, exponent.end)), size: nBytes.length };
}

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let counter = 0, done = 0; done < length; counter++) {
    const block = new Uint8Array(seed.length + 4);
    block.set(seed);
    new DataView(block.buffer).setUint32(seed.length, counter);
    const hash = sha256(block);
    out.set(hash.subarray(0, Math.min(hash.length, length - done)), done);
    done += hash.length;
  }
  return out;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** RSAES-OAEP-ENCRYPT (RFC 8017 §7.1.1) with SHA-256, MGF1-SHA-256 and an empty label. */
export function rsaOaepEncrypt(
  spki: Uint8Array,
  message: Uint8Array,
  seed: Uint8Array = randomBytes(HASH_BYTES),
): Uint8Array {
  const { n, e, size } = rsaPublicKey(spki);
  if (message.length > size - 2 * HASH_BYTES - 2) throw new Error('message too long for RSA-OAEP');
  const db = new Uint8Array(size - HASH_BYTES - 1);
  db.set(sha256(new Uint8Array(0)));
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const dbMask = mgf1(seed, db.length);
  const maskedDb = db.map((b, i) => b ^ dbMask[i]!);
  const seedMask = mgf1(maskedDb, HASH_BYTES);
  const maskedSeed = seed.map((b, i) => b ^ seedMask[i]!);
  const em = new Uint8Array(size);
  em.set(maskedSeed, 1);
  em.set(maskedDb, 1 + HASH_BYTES);
  let c = modPow(bigIntOf(em), e, n);
  const out = new Uint8Array(size);
  for (let i = size - 1; i >= 0; i--, c >>= 8n) out[i] = Number(c & 0xffn);
  return out;
}

const binary = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

export function encryptWithFallback(publicKeyPem: string, payload: unknown, now: number): EncryptedPost {
  const spki = pemToDer(publicKeyPem);
  const key = randomBytes(AES_KEY_BYTES);
  const iv = randomBytes(GCM_IV_BYTES);
  const plaintext = plaintextOf(payload, now);
  const cipher = forge.cipher.createCipher('AES-GCM', binary(key));
  cipher.start({ iv: binary(iv), tagLength: 128 });
  cipher.update(forge.util.createBuffer(binary(plaintext), 'raw'));
  if (!cipher.finish()) throw new Error('encryption_failed');
  const sealed = bytesOf(cipher.output.getBytes() + cipher.mode.tag.getBytes());
  const keyAndIv = new Uint8Array(AES_KEY_BYTES + GCM_IV_BYTES);
  keyAndIv.set(key);
  keyAndIv.set(iv, AES_KEY_BYTES);
  return sealedPost(rsaOaepEncrypt(spki, keyAndIv), sha256(plaintext), sealed);
}
