// @vitest-environment node
/**
 * Issue 11: the login's encrypted post uses WebCrypto where crypto.subtle exists, and a slim
 * fallback (BigInt RSA-OAEP-256 + node-forge's AES-GCM module) over plain http. Both must produce
 * exactly the §7 wire format the server opens (no server change).
 */
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from '../../src/api/encrypt.chunk';
import { encryptWithFallback, rsaPublicKey } from '../../src/api/encrypt-fallback.chunk';
import { pemToDer } from '../../src/api/sealing';
import { openEncryptedBody, type NonceStore } from './envelope';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const nonces = (): NonceStore => {
  const seen = new Set<string>();
  return { remember: (nonce: string) => (seen.has(nonce) ? false : (seen.add(nonce), true)) } as NonceStore;
};
const headersOf = (h: Record<string, string>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));

describe('§7 the encrypted post, as the page seals it (issue 11)', () => {
  const request = { username: 'player0', password: 'démo-1234 ✓', loginDeviceId: 'd'.repeat(36) };

  it('§7 WebCrypto (every https page): the server opens it', async () => {
    const now = Date.now();
    const sealed = await encryptPayload(pem, request, now);
    expect(openEncryptedBody(privateKey, headersOf(sealed.headers), sealed.body, nonces(), now)).toEqual(request);
  });

  it('§7 without crypto.subtle (plain http) the fallback seals the same format; the server opens it', async () => {
    const now = Date.now();
    const sealed = await encryptPayload(pem, request, now, null);
    expect(openEncryptedBody(privateKey, headersOf(sealed.headers), sealed.body, nonces(), now)).toEqual(request);
    const direct = encryptWithFallback(pem, { n: 1 }, now);
    expect(openEncryptedBody(privateKey, headersOf(direct.headers), direct.body, nonces(), now)).toEqual({ n: 1 });
  });

  it('the fallback reads the key the server answers (2048 bits, exponent 0x10001)', () => {
    const { e, size } = rsaPublicKey(pemToDer(pem));
    expect(size).toBe(256);
    expect(e).toBe(65537n);
  });

  it('the WebCrypto path loads no node-forge; the fallback loads only its AES module', async () => {
    const { readFile } = await import('node:fs/promises');
    const main = await readFile(new URL('../../src/api/encrypt.chunk.ts', import.meta.url), 'utf8');
    const fallback = await readFile(new URL('../../src/api/encrypt-fallback.chunk.ts', import.meta.url), 'utf8');
    expect(main).not.toMatch(/from 'node-forge/);
    expect(fallback).not.toMatch(/from 'node-forge'/);
    expect(fallback.match(/from 'node-forge[^']*'|import 'node-forge[^']*'/g)).toEqual([
      "from 'node-forge/lib/forge'",
      "import 'node-forge/lib/aes'",
    ]);
  });
});
