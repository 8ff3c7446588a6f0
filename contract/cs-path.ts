/**
 * Customer-service paths arrive obfuscated (spec §3): the last 8 characters are the key and the
 * rest is the cipher text. The cipher (shared with the reference server, documented in
 * docs/api.md): cipher text = base64url(UTF-8 bytes of the path XOR the key's bytes, repeated).
 * It hides links from scrapers; it is not a secret.
 */
export const CS_PATH_KEY_LENGTH = 8;
const KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('cs_path_invalid');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function xor(bytes: Uint8Array, key: string): Uint8Array {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ k[i % k.length]!);
}

export function encodeCsPath(path: string, key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('cs_path_key_invalid');
  return toBase64Url(xor(new TextEncoder().encode(path), key)) + key;
}

/** Returns the plain path, or null when the obfuscated value is malformed. */
export function decodeCsPath(obfuscated: string): string | null {
  if (obfuscated.length <= CS_PATH_KEY_LENGTH) return null;
  const key = obfuscated.slice(-CS_PATH_KEY_LENGTH);
  if (!KEY_PATTERN.test(key)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      xor(fromBase64Url(obfuscated.slice(0, -CS_PATH_KEY_LENGTH)), key),
    );
  } catch {
    return null;
  }
}
