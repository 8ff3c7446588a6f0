/**
 * Writes the default app icons (public/icons/icon-{192,256,384,512}.png) of the installable
 * manifest (§3 pwa icon sizes): a red rounded tile with a white diamond. Run it again after
 * changing the drawing; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { encodePng } from '../server/art/png';

const SIZES = [192, 256, 384, 512];

function pixel(x: number, y: number, size: number): [number, number, number, number] {
  const r = size * 0.18;
  const inTile = (() => {
    const cx = Math.min(Math.max(x, r), size - r);
    const cy = Math.min(Math.max(y, r), size - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  })();
  if (!inTile) return [255, 255, 255, 0];
  const d = Math.abs(x - size / 2) + Math.abs(y - size / 2);
  return d < size * 0.28 ? [255, 255, 255, 255] : [211, 47, 47, 255];
}

export function png(size: number): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x + 0.5, y + 0.5, size), y * (size * 4 + 1) + 1 + x * 4);
  }
  return encodePng(size, size, true, raw, 9);
}

for (const size of SIZES) writeFileSync(`public/icons/icon-${size}.png`, png(size));
console.log(`wrote ${SIZES.length} icons`);
