import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('§2 §3 §5 the installable-app manifest', () => {
  it('§2 starts at /m/home with utm_source=homescreen, scope /m/, portrait, standalone, white, four icon sizes', async () => {
    const response = await server.fetch('/wps/system/manifest.json?merchantCode=DEMO&time=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    expect(await response.json()).toMatchObject({
      name: 'Demo Lottery',
      start_url: '/m/home?utm_source=homescreen',
      scope: '/m/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#ffffff',
      background_color: '#ffffff',
    });
  });

  it('§2 §3 the four icon sizes of the template (192, 256, 384, 512) are the merchant’s own art, each served (issue 32)', async () => {
    const manifest = (await (await server.fetch('/wps/system/manifest.json?merchantCode=DEMO&time=1')).json()) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    const any = manifest.icons.filter((icon) => icon.purpose !== 'maskable');
    expect(any.map((icon) => icon.sizes)).toEqual([192, 256, 384, 512].map((s) => `${s}x${s}`));
    for (const [i, s] of [192, 256, 384, 512].entries()) {
      expect(any[i]).toMatchObject({ type: 'image/png' });
      expect(any[i]!.src).toMatch(new RegExp(`^/art/merchants/DEMO/icon-${s}\\.png\\?v=`));
      expect((await server.fetch(any[i]!.src)).status, any[i]!.src).toBe(200);
    }
  });

  it('§5 is not served for a merchant whose pwa setting is blank, nor for an unknown one', async () => {
    const lucky = await server.fetch('/wps/system/manifest.json?merchantCode=LUCKY&time=1');
    expect(lucky.status).toBe(404);
    expect(await lucky.json()).toMatchObject({ errorCode: 'pwa_disabled' });
    expect((await server.fetch('/wps/system/manifest.json?merchantCode=NOPE')).status).toBe(404);
  });
});

describe('§7 the second asset manifest', () => {
  it('is 404 until published, then served as the operator wrote it, never cached', async () => {
    expect((await server.fetch('/mobile/mc/asset-manifest.json')).status).toBe(404);
    await writeFile(join(server.dataDir, 'mobile-asset-manifest.json'), '{"version":"m1"}');
    const published = await server.fetch('/mobile/mc/asset-manifest.json?_=1');
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('no-store');
    expect(await published.json()).toEqual({ version: 'm1' });
  });
});

describe('issue 34: a platform behind a storefront edge (servePages: false)', () => {
  it('serves none of the storefront: no page, no file of its DIST_DIR, only the published second manifest', async () => {
    const behind = await startTestServer({ servePages: false });
    try {
      await writeFile(join(behind.distDir, 'asset-manifest.json'), '{"files":{"platform-disk":1}}');
      await writeFile(join(behind.distDir, 'sw.js'), 'self.skipWaiting()');
      expect((await behind.fetch('/m/home')).status).toBe(404);
      expect((await behind.fetch('/m/sw.js')).status).toBe(404);
      expect((await behind.fetch('/m/asset-manifest.json')).status).toBe(404);
      expect((await behind.fetch('/mobile/mc/asset-manifest.json')).status).toBe(404);
      await writeFile(join(behind.dataDir, 'mobile-asset-manifest.json'), '{"version":"m1"}');
      expect(await (await behind.fetch('/mobile/mc/asset-manifest.json')).json()).toEqual({ version: 'm1' });
      expect((await behind.wps('GET', '/wps/system/test/ping')).status).toBe(200);
    } finally {
      await behind.stop();
    }
  });
});

describe('development request counter', () => {
  it('counts /wps requests by path and by path with query', async () => {
    await server.wps('GET', '/wps/system/test/ping?speed=42');
    const counts = (await (await server.fetch('/__dev/wps-requests')).json()) as Record<string, number>;
    expect(counts['/wps/system/test/ping?speed=42']).toBe(1);
    expect(counts['/wps/system/test/ping']).toBeGreaterThanOrEqual(1);
  });

  it('does not exist in production mode', async () => {
    const production = await startTestServer({ mode: 'production' });
    try {
      expect((await production.fetch('/__dev/wps-requests')).status).not.toBe(200);
    } finally {
      await production.stop();
    }
  });
});
