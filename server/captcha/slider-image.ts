/**
 * The picture of a self-hosted slider challenge: a random scene with a hole where the piece must
 * go, rendered to pixels (PNG data URLs). The answer exists only as pixels: no coordinate is written
 * anywhere (issue 11: the old SVG named the hole's x in its markup).
 *
 * Issue 35 (the outside probe solved 20 of 20 from pixels: the answer named `pieceY`, and the hole
 * had a 2 px white outline, so two bright columns 44 px apart gave it away):
 * - no outline on the hole, and its edges are feathered (a blur over SLIDER_FEATHER px) under
 *   per-pixel noise, so no row holds a crisp edge pair;
 * - the piece is its own picture (as tall as the scene, transparent but for the piece at its
 *   height): the answer no longer names a y, and the piece's fill is not cut from the scene, so it
 *   cannot be template-matched against it;
 * - each piece has a shape (tabs and notches); SLIDER_DECOYS holes of other shapes sit in the
 *   same band, as dark as the real one or darker, so the darkest or sharpest candidate is a decoy.
 *   A person matches the shape; a scan for "a dark square" picks a decoy.
 * The server also checks the drag (captcha/trajectory.ts). This raises the cost of a pixel solver;
 * a solver written against this generator (matching the notch shapes) could still do better than
 * chance, which is why the trajectory check and the per-address challenge limit stand beside it.
 */
import { randomInt as cryptoRandomInt } from 'node:crypto';
import { encodePng } from '../art/png';

/** randomInt(max) or randomInt(min, max), max excluded (node:crypto's; tests pass a seeded one). */
export type RandomInt = (a: number, b?: number) => number;
const secureRandomInt: RandomInt = (a, b) => (b === undefined ? cryptoRandomInt(a) : cryptoRandomInt(a, b));

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 44;
/** Where the hole may be: far enough from the start that the piece must move. */
export const SLIDER_MIN_X = SLIDER_PIECE + 24;
export const SLIDER_MAX_X = SLIDER_WIDTH - SLIDER_PIECE - 8;
/** Holes of other shapes in the piece's band. */
export const SLIDER_DECOYS = 3;
/** Soft edges: the hole's mask is blurred over this many pixels. */
export const SLIDER_FEATHER = 3;
/** Per-pixel noise over the whole scene, ± this much per channel. */
export const SLIDER_NOISE = 22;
/** A colour as its red, green and blue bytes. */
type Rgb = readonly [number, number, number];
/** '#rrggbb' as its three bytes. */
const rgbOf = (hex: string): Rgb => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];
/** The scene's diagonal gradients: from the top-left colour to the bottom-right one. */
const PALETTES = (
  [
    ['#1e3c72', '#2a5298'],
    ['#134e5e', '#71b280'],
    ['#42275a', '#734b6d'],
    ['#bdc3c7', '#2c3e50'],
    ['#de6262', '#ffb88c'],
    ['#06beb6', '#48b1bf'],
  ] as const
).map(([from, to]) => [rgbOf(from), rgbOf(to)] as const);
const CORNER = 8;

export interface SliderScene {
  targetX: number;
  pieceY: number;
  image: string;
  /**
   * The piece: SLIDER_PIECE + 2 × SLIDER_TAB wide, SLIDER_HEIGHT tall, transparent but for the piece,
   * whose square's top is at pieceY.
   */
  piece: string;
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

  blend(x: number, y: number, rgb: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let c = 0; c < 3; c++) this.pixels[i + c] = Math.round(this.pixels[i + c]! * (1 - alpha) + rgb[c]! * alpha);
  }

  circle(cx: number, cy: number, r: number, rgb: Rgb, alpha: number): void {
    for (let y = Math.max(0, cy - r); y <= Math.min(this.height - 1, cy + r); y++) {
      for (let x = Math.max(0, cx - r); x <= Math.min(this.width - 1, cx + r); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.blend(x, y, rgb, alpha);
      }
    }
  }

  /** PNG, 8-bit RGB (or RGBA with `alpha`), no interlace, each row with the Sub filter. */
  png(alpha?: Uint8Array): Buffer {
    const channels = alpha ? 4 : 3;
    const source = alpha ? new Uint8Array(this.width * this.height * 4) : this.pixels;
    if (alpha)
      for (let p = 0; p < this.width * this.height; p++) {
        source.set(this.pixels.subarray(p * 3, p * 3 + 3), p * 4);
        source[p * 4 + 3] = alpha[p]!;
      }
    const stride = this.width * channels;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const out = y * (stride + 1);
      raw[out] = 1;
      for (let i = 0; i < stride; i++) {
        const value = source[y * stride + i]!;
        const left = i >= channels ? source[y * stride + i - channels]! : 0;
        raw[out + 1 + i] = (value - left) & 0xff;
      }
    }
    return encodePng(this.width, this.height, Boolean(alpha), raw, 6);
  }
}

const WHITE = [255, 255, 255] as const;
const BLACK = [0, 0, 0] as const;

/**
 * A piece's shape: a rounded square with, on each side, nothing, a round tab out, or (top and bottom
 * only) a round notch in. Left and right never notch in: a notch there would leave two bright
 * columns in the hole's middle row, the very tell the probe scanned for.
 */
export interface PieceShape {
  top: 'none' | 'in' | 'out';
  bottom: 'none' | 'in' | 'out';
  left: 'none' | 'out';
  right: 'none' | 'out';
}
/** How far a tab reaches out of the square (the piece's picture is this much wider on each side). */
export const SLIDER_TAB = 7;

export function randomShape(randomInt: RandomInt = secureRandomInt): PieceShape {
  const ends = ['none', 'in', 'out'] as const;
  const sides = ['none', 'out'] as const;
  for (;;) {
    const shape: PieceShape = {
      top: ends[randomInt(3)]!,
      bottom: ends[randomInt(3)]!,
      left: sides[randomInt(2)]!,
      right: sides[randomInt(2)]!,
    };
    if (Object.values(shape).some((v) => v !== 'none')) return shape;
  }
}

const sameShape = (a: PieceShape, b: PieceShape) =>
  a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;

/** Whether (x, y), relative to the square's top left corner (tabs reach SLIDER_TAB beyond it), is inside the shape. */
export function insideShape(shape: PieceShape, x: number, y: number, size = SLIDER_PIECE): boolean {
  const mid = (size - 1) / 2;
  const r = SLIDER_TAB;
  const inCircle = (cx: number, cy: number) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  const tabs: [boolean, number, number][] = [
    [shape.top === 'out', mid, -1],
    [shape.right === 'out', size, mid],
    [shape.bottom === 'out', mid, size],
    [shape.left === 'out', -1, mid],
  ];
  if (tabs.some(([on, cx, cy]) => on && inCircle(cx, cy))) return true;
  const dx = Math.max(CORNER - x, 0, x - (size - 1 - CORNER));
  const dy = Math.max(CORNER - y, 0, y - (size - 1 - CORNER));
  if (dx * dx + dy * dy > CORNER * CORNER) return false;
  if (shape.top === 'in' && inCircle(mid, 0)) return false;
  if (shape.bottom === 'in' && inCircle(mid, size - 1)) return false;
  return true;
}

/** The shape's mask, blurred over SLIDER_FEATHER px, in a frame SLIDER_TAB + SLIDER_FEATHER wider on every side. */
function featheredMask(shape: PieceShape): { mask: Float32Array; side: number; margin: number } {
  const margin = SLIDER_TAB + SLIDER_FEATHER;
  const side = SLIDER_PIECE + 2 * margin;
  const hard = new Float32Array(side * side);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) if (insideShape(shape, x - margin, y - margin)) hard[y * side + x] = 1;
  const mask = new Float32Array(side * side);
  const r = SLIDER_FEATHER;
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      let sum = 0;
      let n = 0;
      for (let j = -r; j <= r; j++)
        for (let i = -r; i <= r; i++) {
          const xx = x + i;
          const yy = y + j;
          if (xx >= 0 && yy >= 0 && xx < side && yy < side) sum += hard[yy * side + xx]!;
          n++;
        }
      mask[y * side + x] = sum / n;
    }
  return { mask, side, margin };
}

function darkenShape(canvas: Canvas, shape: PieceShape, x0: number, y0: number, alpha: number): void {
  const { mask, side, margin } = featheredMask(shape);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const m = mask[y * side + x]!;
      if (m > 0) canvas.blend(x0 + x - margin, y0 + y - margin, BLACK, alpha * m);
    }
}

/** x positions for the real hole and the decoys in one band, none overlapping another. */
function placeHoles(targetX: number, count: number, randomInt: RandomInt): number[] {
  const taken: number[] = [targetX];
  for (let tries = 0; taken.length < count + 1 && tries < 400; tries++) {
    const x = randomInt(SLIDER_TAB, SLIDER_WIDTH - SLIDER_PIECE - SLIDER_TAB + 1);
    if (taken.every((t) => Math.abs(t - x) >= SLIDER_PIECE + 4)) taken.push(x);
  }
  return taken.slice(1);
}

/**
 * `paintHole: false` draws the same scene (the same random draws, in the same order) without the real
 * hole: tests compare the two to see the hole in the pixels, which a scene-wide yardstick cannot
 * (a hole over a bright gradient corner and white circles can be brighter than the scene's mean).
 */
export function makeSliderScene(randomInt: RandomInt = secureRandomInt, paintHole = true): SliderScene {
  const targetX = randomInt(SLIDER_MIN_X, SLIDER_MAX_X + 1);
  const pieceY = randomInt(12, SLIDER_HEIGHT - SLIDER_PIECE - 12);
  const shape = randomShape(randomInt);
  const [from, to] = PALETTES[randomInt(PALETTES.length)]!;
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
  // Dark blobs of about the piece's size anywhere, so a dark patch alone says nothing.
  for (let i = 0; i < 5; i++) {
    canvas.circle(randomInt(SLIDER_WIDTH), randomInt(SLIDER_HEIGHT), randomInt(12, 24), BLACK, randomInt(15, 40) / 100);
  }
  // The real hole and the decoys: other shapes, in the same band (a few px up or down), as dark or darker.
  const alpha = randomInt(38, 47) / 100;
  if (paintHole) darkenShape(canvas, shape, targetX, pieceY, alpha);
  for (const x of placeHoles(targetX, SLIDER_DECOYS, randomInt)) {
    let other = randomShape(randomInt);
    while (sameShape(other, shape)) other = randomShape(randomInt);
    const y = Math.max(0, Math.min(SLIDER_HEIGHT - SLIDER_PIECE, pieceY + randomInt(-4, 5)));
    darkenShape(canvas, other, x, y, alpha + randomInt(15, 31) / 100);
  }
  // Round shadows in the band too, as dark as a hole: a dark patch where the piece would fit is no clue.
  for (let i = 0; i < 3; i++) {
    const r = randomInt(16, 24);
    canvas.circle(
      randomInt(SLIDER_WIDTH),
      pieceY + randomInt(14, SLIDER_PIECE - 14),
      r,
      BLACK,
      alpha + randomInt(0, 16) / 100,
    );
  }
  // Noise over everything, holes included (one offset per pixel for all three channels: the PNG stays small).
  for (let p = 0; p < SLIDER_WIDTH * SLIDER_HEIGHT; p++) {
    const n = randomInt(-SLIDER_NOISE, SLIDER_NOISE + 1);
    for (let c = 0; c < 3; c++) canvas.pixels[p * 3 + c] = Math.max(0, Math.min(255, canvas.pixels[p * 3 + c]! + n));
  }
  return { targetX, pieceY, image: dataUrl(canvas.png()), piece: dataUrl(pieceImage(shape, pieceY)) };
}

/** The piece: a light, shaded fill of its shape with a darker rim, at its own height in a transparent strip. */
function pieceImage(shape: PieceShape, pieceY: number): Buffer {
  const width = SLIDER_PIECE + 2 * SLIDER_TAB;
  const canvas = new Canvas(width, SLIDER_HEIGHT);
  const alpha = new Uint8Array(width * SLIDER_HEIGHT);
  for (let y = -SLIDER_TAB; y < SLIDER_PIECE + SLIDER_TAB; y++)
    for (let x = -SLIDER_TAB; x < SLIDER_PIECE + SLIDER_TAB; x++) {
      if (!insideShape(shape, x, y) || pieceY + y < 0 || pieceY + y >= SLIDER_HEIGHT) continue;
      const rim = [
        [-2, 0],
        [2, 0],
        [0, -2],
        [0, 2],
      ].some(([i, j]) => !insideShape(shape, x + i!, y + j!));
      const shade = Math.round(235 - ((x + y) / (2 * SLIDER_PIECE)) * 40);
      const p = (pieceY + y) * width + x + SLIDER_TAB;
      canvas.pixels.set(rim ? [40, 40, 48] : [shade, shade, Math.min(255, shade + 12)], p * 3);
      alpha[p] = rim ? 255 : 225;
    }
  return canvas.png(alpha);
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
