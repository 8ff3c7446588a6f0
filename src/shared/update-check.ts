/**
 * §4 update detection, shared by the worker and (without a worker) the page: fetch both asset
 * manifests with a timestamp, hash them together, compare with the stored hash.
 */
import { assetPaths } from '../../contract/asset-paths';
import { sha256, toHex } from './sha256';

export interface HashStore {
  get(): Promise<string | null>;
  set(hash: string): Promise<void>;
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * WebCrypto where it exists; over plain http (no crypto.subtle) the same SHA-256 in JavaScript, so
 * §4 update detection runs for those merchants too and the stored hash stays comparable (issue 11).
 */
export async function sha256Hex(
  text: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (!subtle) return toHex(sha256(bytes));
  return toHex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}

/** A missing manifest counts as empty; a failed fetch aborts the check (null). */
async function fetchManifest(fetchFn: Fetch, path: string, now: number): Promise<string | null> {
  try {
    const response = await fetchFn(`${path}?_=${now}`, { cache: 'no-store', credentials: 'same-origin' });
    if (response.status === 404) return '';
    if (!response.ok) return null;
    return await response.text();
  } catch {
    return null;
  }
}

export async function manifestsHash(fetchFn: Fetch, now: number = Date.now()): Promise<string | null> {
  const [app, mobile] = await Promise.all([
    fetchManifest(fetchFn, assetPaths.appAssetManifest, now),
    fetchManifest(fetchFn, assetPaths.mobileAssetManifest, now),
  ]);
  if (app === null || mobile === null) return null;
  return sha256Hex(`${app}\n--\n${mobile}`);
}

/**
 * The first check only records the hash; a later different hash is a new release. The stored hash
 * moves on with it, so one release is announced once.
 */
export async function checkForUpdate(
  fetchFn: Fetch,
  store: HashStore,
  now: number = Date.now(),
): Promise<{ changed: boolean; hash: string | null }> {
  const hash = await manifestsHash(fetchFn, now);
  if (hash === null) return { changed: false, hash: null };
  const previous = await store.get();
  if (previous === hash) return { changed: false, hash };
  await store.set(hash);
  return { changed: previous !== null, hash };
}
