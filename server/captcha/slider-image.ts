/**
 * The picture of a self-hosted slider challenge: a random scene with a hole where the piece must
 * go, rendered to pixels (a PNG data URL). The answer exists only as pixels: no coordinate is written
 * anywhere in the picture (issue 11: the old SVG named the hole's x in its markup, so a bot could
 * read it). Decoys make the hole less obvious; this is a demonstration-grade challenge for
 * a reference server, not a defence against a bot that does image analysis.
 */
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 44;
/** Where the hole may be: far enough from the start that the piece must move. */
export const SLIDER_MIN_X = SLIDER_PIECE + 24;
export const SLIDER_MAX_X = SLIDER_WIDTH - SLIDER_PIECE - 8;
const PALETTES: readonly (readonly [readonly [number, number, number], readonly [number, number, number]])[] = [
  [
    [0x1e, 0x3c, 0x72],
    [0x2a, 0x52, 0x98],
  ],
  [
    [0x13, 0x4e, 0x5e],
    [0x71, 0xb2, 0x80],
  ],
  [
    [0x42, 0x27, 0x5a],
    [0x73, 0x4b, 0x6d],
  ],
  [
    [0xbd, 0xc3, 0xc7],
    [0x2c, 0x3e, 0x50],
  ],
  [
    [0xde, 0x62, 0x62],
    [0xff, 0xb8, 0x8c],
  ],
  [
    [0x06, 0xbe, 0xb6],
    [0x48, 0xb1, 0xbf],
  ],
];
const CORNER = 8;

export interface SliderScene {
  targetX: number;
  pieceY: number;
  image: string;
}

/** An RGB canvas with alpha blending of flat colours. */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
  }

  blend(x: number, y: number, rgb: readonly [number, number, number], alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c]! * (1 - alpha) + rgb[c]! * alpha);
  }

  circle(cx: number, cy: number, r: number, rgb: readonly [number, number, number], alpha: number): void {
    for (let y = Math.max(0, cy - r); y <= Math.min(this.height - 1, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x <= Math.min(this.width - 1, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.blend(x, y, rgb, alpha);
      }
    }
  }

  /** A rounded square; `outline` draws only its 2-pixel border. */
  roundedSquare(
    x0: number,
    y0: number,
    size: number,
    rgb: readonly [number, number, number],
    alpha: number,
    outline = false,
  ): void {
    const inside = (x: number, y: number) => {
      const dx = Math.max(CORNER - x, 0, x - (size - 1 - CORNER));
      const dy = Math.max(CORNER - y, 0, y - (size - 1 - CORNER));
      return dx * dx + dy * dy <= CORNER * CORNER;
    };
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (!inside(x, y)) continue;
        if (outline && inside(x - 2, y) && inside(x + 2, y) && inside(x, y - 2) && inside(x, y + 2)) continue;
        this.blend(x0 + x, y0 + y, rgb, alpha);
      }
    }
  }

  /** PNG, 8-bit RGB, no interlace, each row with the Sub filter (small differences compress well). */
  png(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const out = y * (stride + 1);
      raw[out] = 1;
      for (let i = 0; i < stride; i++) {
        const value = this.pixels[y * stride + i]!;
        const left = i >= 3 ? this.pixels[y * stride + i - 3]! : 0;
        raw[out + 1 + i] = (value - left) & 0xff;
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

export function makeSliderScene(): SliderScene {
  const targetX = randomInt(SLIDER_MIN_X, SLIDER_MAX_X + 1);
  const pieceY = randomInt(12, SLIDER_HEIGHT - SLIDER_PIECE - 12);
  const [from, to] = PALETTES[randomInt(PALETTES.length)] as [
    readonly [number, number, number],
    readonly [number, number, number],
  ];
  const canvas = new Canvas(SLIDER_WIDTH, SLIDER_HEIGHT);
  // A diagonal gradient.
  for (let y = 0; y < SLIDER_HEIGHT; y++) {
    for (let x = 0; x < SLIDER_WIDTH; x++) {
      const t = (x / SLIDER_WIDTH + y / SLIDER_HEIGHT) / 2;
      const i = (y * SLIDER_WIDTH + x) * 3;
      for (let c = 0; c < 3; c++)
        canvas.pixels[i + c] = Math.max(0, Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * t)));
    }
  }
  for (let i = 0; i < 14; i++) {
    canvas.circle(randomInt(SLIDER_WIDTH), randomInt(SLIDER_HEIGHT), randomInt(8, 40), WHITE, randomInt(10, 35) / 100);
  }
  // Two faint decoy holes, then the real one, which is darker and outlined.
  for (let i = 0; i < 2; i++) {
    canvas.roundedSquare(
      randomInt(SLIDER_WIDTH - SLIDER_PIECE),
      randomInt(SLIDER_HEIGHT - SLIDER_PIECE),
      SLIDER_PIECE,
      BLACK,
      0.12,
    );
  }
  canvas.roundedSquare(targetX, pieceY, SLIDER_PIECE, BLACK, 0.5);
  canvas.roundedSquare(targetX, pieceY, SLIDER_PIECE, WHITE, 0.9, true);
  return { targetX, pieceY, image: `data:image/png;base64,${canvas.png().toString('base64')}` };
}
