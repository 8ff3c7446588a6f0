/**
 * The server's RSA key pair for the encrypted POST scheme (§7, contract/encryption-scheme.ts):
 * 2048 bits, public exponent 0x10001 (§9), generated on first start and kept under DATA_DIR so
 * clients holding the public key keep working across restarts. The private key file is mode 0600.
 */
import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { chmod, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RSA_PUBLIC_EXPONENT } from '../../contract/constants';

export const RSA_PRIVATE_KEY_FILE = 'rsa-private.pem';
export const RSA_MODULUS_BITS = 2048;
const generate = promisify(generateKeyPair);

export interface RsaKeys {
  privateKey: KeyObject;
  /** SPKI PEM, '-----BEGIN PUBLIC KEY-----…', as GET /wps/session/key/rsa answers it. */
  publicKeyPem: string;
}

function fromPrivatePem(pem: string): RsaKeys {
  const privateKey = createPrivateKey(pem);
  const details = privateKey.asymmetricKeyDetails;
  if (privateKey.asymmetricKeyType !== 'rsa' || details?.publicExponent !== BigInt(RSA_PUBLIC_EXPONENT)) {
    throw new Error(`${RSA_PRIVATE_KEY_FILE} is not an RSA key with exponent 0x10001`);
  }
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem };
}

export async function loadOrCreateRsaKeys(dataDir: string): Promise<RsaKeys> {
  const file = join(dataDir, RSA_PRIVATE_KEY_FILE);
  try {
    const pem = await readFile(file, 'utf8');
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
    return fromPrivatePem(pem);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = await generate('rsa', {
    modulusLength: RSA_MODULUS_BITS,
    publicExponent: RSA_PUBLIC_EXPONENT,
  });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  try {
    await writeFile(file, pem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs, so every process serves the same key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fromPrivatePem(await readFile(file, 'utf8'));
    throw error;
  }
  return fromPrivatePem(pem);
}
