import { describe, expect, it } from 'vitest';
import { checkForUpdate, type HashStore } from './update-check';

function memoryStore(): HashStore & { value: string | null } {
  const store = { value: null as string | null, get: async () => store.value, set: async (h: string) => void (store.value = h) };
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
    expect((await checkForUpdate(server({ '/m/asset-manifest.json': 'a1' }).fetchFn, store)).hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await checkForUpdate(server({ '/m/asset-manifest.json': 502 }).fetchFn, store)).toEqual({ changed: false, hash: null });
    const offline = async () => Promise.reject(new TypeError('offline'));
    expect(await checkForUpdate(offline, store)).toEqual({ changed: false, hash: null });
  });
});
