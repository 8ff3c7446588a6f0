/**
 * Issue 32: every piece of art the demo seeds points at — banners, promotion pictures and promo
 * images (server/promotions/seed), game tiles and vendor marks (server/merchants), payment icons,
 * each merchant's app icons — is a real file with its explicit size in every width the page asks
 * for; the server answers the widths (a missing one falls back, never a 404); the manifest (§2)
 * carries a description, narrow screenshots, shortcuts with icons and a maskable icon.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_WIDTHS, artSrcSet, artVariantName } from '../../contract/art';
import { api } from '../../contract/endpoints';
import { webAppManifest, PWA_ICON_SIZES } from '../http/pwa';
import { loadMerchants } from '../merchants/load';
import { PROMOTIONS_SEED_DIR } from '../promotions/seed';
import { startTestServer, type TestServer } from '../test/harness';
import { ART_DIR, artPaths, artUrl } from './files';

/** Width and height of a WebP (VP8, VP8L or VP8X) or a PNG, from its header. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
  expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return { type: 'webp', width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { type: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  expect(chunk).toBe('VP8 ');
  return { type: 'webp', width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

const merchants = loadMerchants();
const seedOf = (code: string) => {
  try {
    return JSON.parse(readFileSync(join(PROMOTIONS_SEED_DIR, `${code}.json`), 'utf8')) as {
      banners?: Array<{ groupName: string; imageName: string }>;
      promotions?: Array<{ imageName?: string }>;
      promoImagePopup?: { images: Array<{ name: string }> } | null;
    };
  } catch {
    return null;
  }
};

/** A seeded WebP with its widths: each exists, is a WebP of that width and of the base's ratio. */
function expectWidths(dir: string, name: string, widths: readonly number[]) {
  const base = imageSize(readFileSync(join(dir, name)));
  expect(base.type).toBe('webp');
  for (const width of widths) {
    const file = width === base.width ? name : artVariantName(name, width);
    const size = imageSize(readFileSync(join(dir, file)));
    expect(size, file).toMatchObject({ type: 'webp', width });
    expect(Math.abs(size.height / size.width - base.height / base.width), file).toBeLessThan(0.01);
  }
  return base;
}

describe('issue 32 the seeded art resolves to files with explicit sizes', () => {
  it('every merchant has banners in both groups (m_popup1 5:2, m_popup2 5:1), in every width', () => {
    for (const code of ['DEMO', 'LUCKY', 'ACE', 'SORTE']) {
      const seed = seedOf(code);
      const groups = new Set(seed?.banners?.map((b) => b.groupName));
      expect([...groups].sort(), code).toEqual(['m_popup1', 'm_popup2']);
      for (const b of seed!.banners!) {
        const size = expectWidths(join(PROMOTIONS_SEED_DIR, 'media', code), b.imageName, ART_WIDTHS.banner);
        expect(size.width / size.height, b.imageName).toBe(b.groupName === 'm_popup1' ? 2.5 : 5);
      }
    }
  });

  it('promotion pictures and promo images are WebP files of the seed', () => {
    const seed = seedOf('DEMO')!;
    const dir = join(PROMOTIONS_SEED_DIR, 'media', 'DEMO');
    for (const p of seed.promotions ?? []) if (p.imageName) expectWidths(dir, p.imageName, ART_WIDTHS.banner);
    for (const i of seed.promoImagePopup?.images ?? [])
      expect(imageSize(readFileSync(join(dir, i.name)))).toEqual({ type: 'webp', width: 600, height: 800 });
  });

  it('every demo game has a 3:2 tile and every vendor a 3:1 mark, in every width', () => {
    for (const m of merchants.merchants) {
      for (const v of m.vendors) {
        expect(artUrl(`vendors/${v.vendor}.webp`), v.vendor).toMatch(/^\/art\/vendors\/.+\?v=[0-9a-f]{12}$/);
        const mark = expectWidths(join(ART_DIR, 'vendors'), `${v.vendor}.webp`, ART_WIDTHS.vendor);
        expect(mark.width / mark.height).toBe(3);
        for (const g of v.games) {
          const tile = expectWidths(join(ART_DIR, 'games', v.vendor), `${g.gameCode}.webp`, ART_WIDTHS.tile);
          expect(tile.width / tile.height, g.gameCode).toBe(1.5);
        }
      }
    }
  });

  it('payment methods (bank, e-wallet, Pix) have square icons', () => {
    for (const kind of ['bank', 'ewallet', 'pix']) {
      const size = expectWidths(join(ART_DIR, 'pay'), `${kind}.webp`, ART_WIDTHS.pay);
      expect(size.width).toBe(size.height);
    }
  });

  it('each merchant has every icon size the manifest lists, a maskable one and the shortcuts’', () => {
    for (const m of merchants.merchants) {
      const dir = join(ART_DIR, 'merchants', m.code);
      for (const size of PWA_ICON_SIZES)
        expect(imageSize(readFileSync(join(dir, `icon-${size}.png`)))).toEqual({
          type: 'png',
          width: size,
          height: size,
        });
      expect(imageSize(readFileSync(join(dir, 'icon-maskable-512.png')))).toMatchObject({ width: 512, height: 512 });
      for (const kind of ['deposit', 'games', 'invite'])
        expect(imageSize(readFileSync(join(dir, `shortcut-${kind}.png`)))).toMatchObject({ width: 96, height: 96 });
    }
  });

  it('nothing in server/art is left unused by a seed, and every file is small', () => {
    for (const path of artPaths()) expect(readFileSync(join(ART_DIR, path)).length, path).toBeLessThan(80_000);
    const games = new Set(
      merchants.merchants.flatMap((m) => m.vendors.flatMap((v) => v.games.map((g) => `${v.vendor}/${g.gameCode}`))),
    );
    for (const vendor of readdirSync(join(ART_DIR, 'games')))
      for (const file of readdirSync(join(ART_DIR, 'games', vendor)).filter((f) => !/-\d+w\.webp$/.test(f)))
        expect(games.has(`${vendor}/${file.replace(/\.webp$/, '')}`), file).toBe(true);
  });

  it('the page’s srcset names each stored width of a same-origin WebP, and nothing for other images', () => {
    expect(artSrcSet('/art/games/PG/fortune-tiger.webp?v=abc', 'tile')).toBe(
      '/art/games/PG/fortune-tiger.webp?v=abc&w=240 240w, /art/games/PG/fortune-tiger.webp?v=abc&w=480 480w',
    );
    expect(artSrcSet('/media/banner.png?v=1', 'banner')).toBe('');
    expect(artSrcSet('https://cdn.example.com/a.webp', 'banner')).toBe('');
    expect(artSrcSet(undefined, 'tile')).toBe('');
  });
});

describe('issue 32 the art served', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ gamesPort: 0 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every width of a tile, immutable when versioned, and the base file for a width it lacks', async () => {
    const lanes = (await server.call(api.gameMatches, {})).body.value as Array<{ cards: Array<{ imageUrl: string }> }>;
    const url = lanes[0]!.cards[0]!.imageUrl;
    for (const w of [240, 480, 999]) {
      const res = await server.fetch(`${url}&w=${w}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(imageSize(Buffer.from(await res.arrayBuffer())).width).toBe(w === 480 ? 480 : 240);
    }
    expect((await server.fetch('/art/games/nope.webp')).status).toBe(404);
    expect((await server.fetch('/art/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('answers a banner’s widths from the media store, and the vendors carry their marks', async () => {
    const banners = (await server.call(api.banners, { groupName: 'm_popup1' })).body.value as Array<{
      imageUrl: string;
    }>;
    expect(banners.length).toBeGreaterThan(0);
    for (const b of banners) {
      expect(b.imageUrl).toMatch(/^\/media\/[\w-]+\.webp\?v=[0-9a-f]{12}$/);
      for (const w of ART_WIDTHS.banner) {
        const res = await server.fetch(`${b.imageUrl}&w=${w}`);
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(imageSize(Buffer.from(await res.arrayBuffer())).width).toBe(w);
      }
    }
    const vendors = (await server.call(api.gameVendors, {})).body.value as Array<{ imageUrl?: string }>;
    for (const v of vendors) expect((await server.fetch(v.imageUrl!)).status).toBe(200);
  });

  it('§2 the manifest has a description, narrow screenshots, shortcuts (deposit, games, invite) with icons and a maskable icon', async () => {
    const res = await server.fetch('/wps/system/manifest.json?merchantCode=DEMO&time=1');
    const manifest = (await res.json()) as ReturnType<typeof webAppManifest>;
    expect(manifest.description).toMatch(/Demo Lottery: lottery, slots/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512', '512x512']);
    expect(manifest.icons.filter((i) => i.purpose === 'maskable')).toHaveLength(1);
    expect(manifest.screenshots.length).toBeGreaterThanOrEqual(2);
    for (const s of manifest.screenshots) expect(s).toMatchObject({ form_factor: 'narrow', type: 'image/webp' });
    expect(manifest.shortcuts.map((s) => s.url)).toEqual([
      '/m/voucherCenter?utm_source=homescreen',
      '/m/game?utm_source=homescreen',
      '/m/inviteFriends?utm_source=homescreen',
    ]);
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Deposit', 'Games', 'Invite friends']);
    const urls = [
      ...manifest.icons.map((i) => i.src),
      ...manifest.screenshots.map((s) => s.src),
      ...manifest.shortcuts.flatMap((s) => s.icons?.map((i) => i.src) ?? []),
    ];
    for (const src of urls) {
      const file = await server.fetch(src);
      expect(file.status, src).toBe(200);
      const [w, h] = (
        manifest.icons.find((i) => i.src === src)?.sizes ??
        manifest.screenshots.find((s) => s.src === src)?.sizes ??
        '96x96'
      )
        .split('x')
        .map(Number);
      expect(imageSize(Buffer.from(await file.arrayBuffer())), src).toMatchObject({ width: w, height: h });
    }
  });

  it('§2 the manifest speaks the merchant’s default language', async () => {
    const sorte = merchants.byCode('SORTE')!;
    const manifest = webAppManifest(sorte.public);
    expect(manifest.lang).toBe('pt-br');
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(['Depositar', 'Jogos', 'Convidar amigos']);
  });
});
