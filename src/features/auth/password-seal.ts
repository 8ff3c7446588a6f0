/**
 * Issue 11 (ASVS 8.2): the remembered password (§3) sealed with a non-extractable AES-256-GCM key
 * that lives in IndexedDB, so a copy of local storage alone reveals nothing. The §3 shape stays
 * (double base64 with a random key, rules.ts); only what sits inside it is sealed. Without WebCrypto
 * (plain http) the spec's obfuscation is all there is; where WebCrypto exists but the key cannot be
 * kept (no IndexedDB, private mode), no password is remembered rather than an unsealed one.
 */
import { createStore, del, get, set } from 'idb-keyval';
import { SEALED_PREFIX, sealedBytes, sealedText } from './rules';

export interface SealKeyStore {
  get(): Promise<CryptoKey | undefined>;
  set(key: CryptoKey): Promise<void>;
  clear(): Promise<void>;
}

const KEY_NAME = 'remembered-password';
const IV_BYTES = 12;

let idbStore: SealKeyStore | null = null;
function defaultKeys(): SealKeyStore {
  if (!idbStore) {
    const store = createStore('storefront-seal', 'keys');
    idbStore = {
      get: () => get<CryptoKey>(KEY_NAME, store),
      set: (key) => set(KEY_NAME, key, store),
      clear: () => del(KEY_NAME, store),
    };
  }
  return idbStore;
}

/** crypto.subtle, undefined outside a secure context (plain http). */
const defaultSubtle = (): SubtleCrypto | null => globalThis.crypto?.subtle ?? null;

/** What goes inside the §3 shape: the sealed text; the password itself without WebCrypto; null when sealing failed. */
export async function sealPassword(
  password: string,
  keys: SealKeyStore | null = null,
  subtle = defaultSubtle(),
): Promise<string | null> {
  if (!subtle) return password;
  try {
    const store = keys ?? defaultKeys();
    let key = await store.get();
    if (!key) {
      key = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
      await store.set(key);
    }
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const sealed = new Uint8Array(
      await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(password)),
    );
    const out = new Uint8Array(IV_BYTES + sealed.length);
    out.set(iv);
    out.set(sealed, IV_BYTES);
    return sealedText(out);
  } catch {
    return null;
  }
}

/** The password from what sealPassword gave; an unsealed (older, or plain-http) text is the password. */
export async function openPassword(
  text: string,
  keys: SealKeyStore | null = null,
  subtle = defaultSubtle(),
): Promise<string | null> {
  if (!text.startsWith(SEALED_PREFIX)) return text;
  const bytes = sealedBytes(text);
  if (!bytes || !subtle || bytes.length <= IV_BYTES) return null;
  try {
    const key = await (keys ?? defaultKeys()).get();
    if (!key) return null;
    const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

/** Forgets the key (with the remembered login): what was sealed with it can never be opened again. */
export async function forgetSealKey(keys: SealKeyStore | null = null): Promise<void> {
  if (!defaultSubtle() && !keys) return;
  try {
    await (keys ?? defaultKeys()).clear();
  } catch {
    // No IndexedDB: there was no key either.
  }
}
