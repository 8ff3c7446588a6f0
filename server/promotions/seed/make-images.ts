/**
 * Draws the demo merchants' seed images (banners, promo images, promotion pictures, favicons) as
 * real PNG files into server/promotions/seed/media/<CODE>/. Run once by hand when they change:
 *   node --import tsx server/promotions/seed/make-images.ts
 * Plain shapes on gradients, no text (the text alternative is the banner's title).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 1; // filter Sub: gradients compress well
    let prev: Rgb = [0, 0, 0];
    for (let x = 0; x < width; x++) {
      const p = pixel(x, y);
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = (p[c]! - prev[c]! + 256) & 255;
      prev = p;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;

function art(width: number, height: number, from: Rgb, to: Rgb, accent: Rgb, seed: number): Buffer {
  const cx = width * (0.68 + 0.1 * Math.sin(seed));
  const cy = height * 0.5;
  const r = Math.min(width, height) * 0.34;
  return png(width, height, (x, y) => {
    let p = mix(from, to, (x / width) * 0.7 + (y / height) * 0.3);
    if (((x + y + seed * 17) >> 4) % 6 === 0) p = mix(p, [255, 255, 255], 0.08);
    const d = Math.hypot(x - cx, y - cy);
    if (d < r) p = mix(accent, p, Math.min(1, d / r) ** 3 * 0.6);
    const bx = width * 0.08;
    const by = height * 0.62;
    if (x > bx && x < bx + width * 0.28 && y > by && y < by + height * 0.16) p = mix(p, [255, 255, 255], 0.85);
    return p;
  });
}

function icon(size: number, bg: Rgb, fg: Rgb): Buffer {
  return png(size, size, (x, y) => {
    const d = Math.hypot(x - size / 2 + 0.5, y - size / 2 + 0.5);
    return d < size * 0.3 ? fg : d < size * 0.46 ? bg : [255, 255, 255];
  });
}

const out = (code: string) => {
  const dir = join(fileURLToPath(new URL('./media/', import.meta.url)), code);
  mkdirSync(dir, { recursive: true });
  return (name: string, data: Buffer) => writeFileSync(join(dir, name), data);
};

const demo = out('DEMO');
demo('favicon.png', icon(48, [211, 47, 47], [255, 214, 0]));
demo('banner-jackpot.png', art(750, 300, [183, 28, 28], [255, 111, 0], [255, 214, 0], 1));
demo('banner-welcome.png', art(750, 300, [21, 101, 192], [0, 172, 193], [255, 255, 255], 2));
demo('banner-lottery.png', art(750, 300, [46, 125, 50], [139, 195, 74], [255, 235, 59], 3));
demo('strip-vip.png', art(750, 150, [74, 20, 140], [171, 71, 188], [255, 215, 64], 4));
demo('promo-1.png', art(600, 800, [230, 81, 0], [255, 167, 38], [255, 255, 255], 5));
demo('promo-2.png', art(600, 800, [0, 105, 92], [38, 166, 154], [255, 241, 118], 6));
demo('promotion-first-deposit.png', art(750, 300, [194, 24, 91], [240, 98, 146], [255, 255, 255], 7));
demo('promotion-referral.png', art(750, 300, [40, 53, 147], [92, 107, 192], [255, 202, 40], 8));
const lucky = out('LUCKY');
lucky('favicon.png', icon(48, [0, 121, 107], [255, 235, 59]));
lucky('banner-tet.png', art(750, 300, [198, 40, 40], [255, 193, 7], [255, 255, 255], 9));
const ace = out('ACE');
ace('favicon.png', icon(48, [13, 71, 161], [255, 255, 255]));
ace('banner-sabong.png', art(750, 300, [13, 71, 161], [66, 165, 245], [255, 235, 59], 10));
