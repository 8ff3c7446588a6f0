/** Reads the 8-bit RGB / RGBA PNGs slider-image.ts writes (Sub-filtered rows), for tests that look at pixels. */
import { inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  channels: 3 | 4;
  pixels: Uint8Array;
  /** Sum of R+G+B at (x, y). */
  rgb(x: number, y: number): number;
  /** The first row with any non-transparent pixel (RGBA), else -1. */
  firstOpaqueRow(): number;
}

export function decodePng(png: Buffer): DecodedPng {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  let idat = Buffer.alloc(0);
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString('latin1') === 'IDAT')
      idat = Buffer.concat([idat, png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const raw = inflateSync(idat);
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (stride + 1)] !== 1) throw new Error('only the Sub filter is read here');
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels]! : 0;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i]! + left) & 0xff;
    }
  }
  return {
    width,
    height,
    channels,
    pixels,
    rgb: (x, y) => {
      const i = (y * width + x) * channels;
      return pixels[i]! + pixels[i + 1]! + pixels[i + 2]!;
    },
    firstOpaqueRow: () => {
      if (channels !== 4) return -1;
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) if (pixels[(y * width + x) * 4 + 3]! > 0) return y;
      return -1;
    },
  };
}
