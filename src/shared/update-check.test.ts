import { describe, expect, it, vi } from 'vitest';
import { checkForUpdate, sha256Hex, type HashStore } from './update-check';

function memoryStore(): HashStore & { value: string | null } {
  const store = {
    value: null as string | null,
    get: async () => store.value,
    set: async (h: string) => void (store.value = h),
  };
  return store;
}

function server(files: Record<string, string | number>) {
  const urls: string[] = [];
  const fetchFn = async (url: string) => {
    urls.push(url);
    const path = url.split('?')[0]!;
    const body = files[path];
    if (typeof body === 'number') return new Response('', { status: body });
    if (body === undefined) return new Response('', { status: 404 });
    return new Response(body);
  };
  return { fetchFn, urls };
}

describe('§4 §7 update detection', () => {
  it('§7 fetches both asset manifests with a timestamp', async () => {
    const s = server({ '/m/asset-manifest.json': 'a1', '/mobile/mc/asset-manifest.json': 'b1' });
    await checkForUpdate(s.fetchFn, memoryStore(), 1234);
    expect(s.urls.sort()).toEqual(['/m/asset-manifest.json?_=1234', '/mobile/mc/asset-manifest.json?_=1234']);
  });

  it('§4 the first check records; a changed manifest is announced once', async () => {
    const files: Record<string, string> = { '/m/asset-manifest.json': 'a1', '/mobile/mc/asset-manifest.json': 'b1' };
    const s = server(files);
    const store = memoryStore();
    expect((await checkForUpdate(s.fetchFn, store)).changed).toBe(false);
    expect((await checkForUpdate(s.fetchFn, store)).changed).toBe(false);
    files['/mobile/mc/asset-manifest.json'] = 'b2';
    expect((await checkForUpdate(s.fetchFn, store)).changed).toBe(true);
    expect((await checkForUpdate(s.fetchFn, store)).changed).toBe(false);
    files['/m/asset-manifest.json'] = 'a2';
    expect((await checkForUpdate(s.fetchFn, store)).changed).toBe(true);
  });

  it('a missing second manifest counts as empty; a failing server is no update', async () => {
    const store = memoryStore();
    expect((await checkForUpdate(server({ '/m/asset-manifest.json': 'a1' }).fetchFn, store)).hash).toMatch(
      /^[0-9a-f]{64}$/,
    );
    expect(await checkForUpdate(server({ '/m/asset-manifest.json': 502 }).fetchFn, store)).toEqual({
      changed: false,
      hash: null,
    });
    const offline = async () => Promise.reject(new TypeError('offline'));
    expect(await checkForUpdate(offline, store)).toEqual({ changed: false, hash: null });
  });
});

describe('§4 update detection over plain http (issue 11)', () => {
  it('§4 works without crypto.subtle (plain http), with the same hash as WebCrypto gives', async () => {
    const files = { '/m/asset-manifest.json': 'a1', '/mobile/mc/asset-manifest.json': 'b1' };
    const withWebCrypto = await checkForUpdate(server(files).fetchFn, memoryStore(), 1);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const store = memoryStore();
      const first = await checkForUpdate(server(files).fetchFn, store, 2);
      expect(first.hash).toBe(withWebCrypto.hash);
      const next = await checkForUpdate(server({ ...files, '/m/asset-manifest.json': 'a2' }).fetchFn, store, 3);
      expect(next.changed).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the JavaScript SHA-256 matches the standard vectors', async () => {
    expect(await sha256Hex('', null)).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc', null)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const long = 'a'.repeat(1000) + 'é';
    expect(await sha256Hex(long, null)).toBe(await sha256Hex(long));
  });
});
