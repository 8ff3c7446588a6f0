/** Issue 36: the one PNG writer (slider captcha pictures, the app icons of scripts/make-icons.ts). */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png';

/** The chunks of a PNG after its signature: type, data and the stored CRC. */
function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    out.push({
      type: png.toString('ascii', at + 4, at + 8),
      data: png.subarray(at + 8, at + 8 + length),
      crc: png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('encodePng (issue 36)', () => {
  const rgba = Buffer.from([0, 255, 0, 0, 255, 0, 0, 255, 128, 0, 1, 2, 3, 4, 5, 6, 7, 8]); // 2×2, filter 0 rows
  const png = encodePng(2, 2, true, rgba, 9);

  it('starts with the PNG signature and holds IHDR, IDAT, IEND in that order', () => {
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(chunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('IHDR: width, height, 8 bits, colour type 6 with alpha and 2 without', () => {
    const header = chunks(png)[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([2, 2, 8, 6, 0, 0, 0]);
    const rgb = chunks(encodePng(3, 1, false, Buffer.alloc(10), 6))[0]!.data;
    expect([rgb.readUInt32BE(0), rgb.readUInt32BE(4), rgb[9]]).toEqual([3, 1, 2]);
  });

  it('IDAT inflates back to the rows given', () => {
    expect(inflateSync(chunks(png)[1]!.data).equals(rgba)).toBe(true);
  });

  it('each chunk carries the CRC-32 of its type and data (IEND: the well-known AE426082)', () => {
    const end = chunks(png)[2]!;
    expect(end.data.length).toBe(0);
    expect(end.crc).toBe(0xae426082);
  });
});
