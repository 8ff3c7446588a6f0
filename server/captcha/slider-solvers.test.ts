// @vitest-environment node
/**
 * Issue 35, defect "slider captcha solved from pixels": the outside probe solved 20 of 20 puzzles by
 * scanning the hole's row (then given as `pieceY`) for two bright columns 44 px apart (the hole's
 * white outline). These solvers get every advantage the answer still gives — the piece's height read
 * from the piece's own picture — and must solve at most 1 in 10. The trajectory rules are tested too:
 * a right answer with an instant, constant-speed or straight drag is refused.
 */
import { describe, expect, it } from 'vitest';
import { decodePng, type DecodedPng } from '../test/png-read';
import { humanTrack } from '../test/harness';
import { SLIDER_TOLERANCE_PX } from './captcha';
import { makeSliderScene, SLIDER_PIECE, SLIDER_TAB, SLIDER_WIDTH, type RandomInt } from './slider-image';
import { judgeTrack, TRACK_MIN_MS } from './trajectory';

const PUZZLES = Number(process.env.SLIDER_PUZZLES ?? 200);

/** A seeded source, so the measured rates are the same on every run (the server uses node:crypto's). */
function seeded(seed: number): RandomInt {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return (a, b) => (b === undefined ? Math.floor(next() * a) : a + Math.floor(next() * (b - a)));
}
const png = (url: string) => decodePng(Buffer.from(url.split(',')[1]!, 'base64'));

/** The square's top as a solver reads it from the piece's picture: the first opaque row wider than a tab. */
function pieceTop(piece: DecodedPng): number {
  for (let y = 0; y < piece.height; y++) {
    const xs: number[] = [];
    for (let x = 0; x < piece.width; x++) if (piece.pixels[(y * piece.width + x) * 4 + 3]! > 0) xs.push(x);
    if (xs.length > 0 && xs.at(-1)! - xs[0]! >= 2 * SLIDER_TAB + 2) return y;
  }
  return -1;
}

/** The probe's scan: in the hole's middle row, the column pair 44 px apart that is brightest (the outline). */
function outlineScan(image: DecodedPng, y: number): number {
  const row = y + Math.floor(SLIDER_PIECE / 2);
  let best = 0;
  let bestScore = -Infinity;
  for (let x = 0; x + SLIDER_PIECE - 1 < image.width; x++) {
    const score =
      image.rgb(x, row) +
      image.rgb(x + 1, row) +
      image.rgb(x + SLIDER_PIECE - 2, row) +
      image.rgb(x + SLIDER_PIECE - 1, row);
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

/** The band's column profile: mean brightness of each column over the piece's rows (averages the noise away). */
function profile(image: DecodedPng, y: number): number[] {
  return Array.from({ length: image.width }, (_, x) => {
    let sum = 0;
    for (let r = y + 6; r < y + SLIDER_PIECE - 6; r++) sum += image.rgb(x, r);
    return sum / (SLIDER_PIECE - 12);
  });
}
const mean = (p: number[], a: number, b: number) => {
  const xs = p.slice(Math.max(0, a), Math.min(p.length, b));
  return xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : 0;
};

/** A smarter edge scan: a fall into darkness at x and a rise out of it 44 px later, on the band's profile. */
function edgeScan(image: DecodedPng, y: number): number {
  const p = profile(image, y);
  let best = 0;
  let bestScore = -Infinity;
  for (let x = 0; x + SLIDER_PIECE <= image.width; x++) {
    const fall = mean(p, x - 5, x) - mean(p, x + 2, x + 7);
    const rise = mean(p, x + SLIDER_PIECE, x + SLIDER_PIECE + 5) - mean(p, x + SLIDER_PIECE - 7, x + SLIDER_PIECE - 2);
    if (fall + rise > bestScore) [best, bestScore] = [x, fall + rise];
  }
  return best;
}

/** The darkest 44 px window of the band against its surroundings. */
function darkestScan(image: DecodedPng, y: number): number {
  const p = profile(image, y);
  let best = 0;
  let bestScore = -Infinity;
  for (let x = 0; x + SLIDER_PIECE <= image.width; x++) {
    const around = (mean(p, x - 12, x) + mean(p, x + SLIDER_PIECE, x + SLIDER_PIECE + 12)) / 2;
    const score = around - mean(p, x + 4, x + SLIDER_PIECE - 4);
    if (score > bestScore) [best, bestScore] = [x, score];
  }
  return best;
}

describe('issue 35 defect: slider captcha solved from pixels', () => {
  const random = seeded(35);
  const scenes = Array.from({ length: PUZZLES }, () => makeSliderScene(random));

  it('the hole is in the pixels: every puzzle is darker at the hole than the same scene drawn without it', () => {
    const centre = (image: DecodedPng, x: number, y: number) => {
      let sum = 0;
      for (let j = 12; j < 32; j++) for (let i = 12; i < 32; i++) sum += image.rgb(x + i, y + j);
      return sum / 400;
    };
    for (let seed = 0; seed < PUZZLES; seed++) {
      const scene = makeSliderScene(seeded(seed));
      const without = makeSliderScene(seeded(seed), false);
      expect([without.targetX, without.pieceY]).toEqual([scene.targetX, scene.pieceY]);
      // The hole darkens by 38-46 % at its centre, under noise of ±SLIDER_NOISE per pixel.
      const [hole, bare] = [
        centre(png(scene.image), scene.targetX, scene.pieceY),
        centre(png(without.image), scene.targetX, scene.pieceY),
      ];
      expect(hole, `seed ${seed}`).toBeLessThan(bare * 0.75);
    }
  });

  it('the piece carries its own height; the answer names no coordinate', () => {
    for (const scene of scenes) {
      const piece = png(scene.piece);
      expect(piece.width).toBe(SLIDER_PIECE + 2 * SLIDER_TAB);
      expect(pieceTop(piece)).toBe(scene.pieceY);
    }
  });

  for (const [name, solve] of [
    ['the probe’s outline scan', outlineScan],
    ['an edge scan on the band', edgeScan],
    ['the darkest window of the band', darkestScan],
  ] as const) {
    it(`${name} solves at most 1 in 10`, () => {
      let solved = 0;
      for (const scene of scenes) {
        const y = pieceTop(png(scene.piece));
        if (Math.abs(solve(png(scene.image), y) - scene.targetX) <= SLIDER_TOLERANCE_PX) solved++;
      }
      expect(solved, `${solved} of ${PUZZLES} solved`).toBeLessThanOrEqual(PUZZLES / 10);
    });
  }
});

describe('issue 35 defect: slider captcha — the drag is judged (§5)', () => {
  const max = SLIDER_WIDTH - SLIDER_PIECE;
  it('a drag as a person makes it passes, with the pointer or the keyboard', () => {
    expect(judgeTrack(humanTrack(150), 'pointer', 150, max)).toBe('human');
    // Arrow keys: a pause before the key repeats, then steady steps, a pause, a few more.
    const keys: [number, number, number][] = [[0, 0, 0]];
    let t = 500;
    for (let x = 10; x <= 120; x += 10, t += 40) keys.push([t, x, 0]);
    for (let x = 121; x <= 126; x++, t += 180 + (x % 3) * 70) keys.push([t, x, 0]);
    expect(judgeTrack(keys, 'keyboard', 126, max)).toBe('human');
  });

  it('refuses an instant answer, a constant speed and a ruler-straight pointer path', () => {
    expect(judgeTrack([[0, 150, 0]], 'pointer', 150, max)).toBe('instant');
    expect(
      judgeTrack(
        [
          [0, 0, 0],
          [5, 150, 1],
          [10, 150, 0],
          [TRACK_MIN_MS + 10, 150, 2],
        ],
        'pointer',
        150,
        max,
      ),
    ).toBe('instant');
    const steady = Array.from(
      { length: 20 },
      (_, i) => [i * 20, Math.round((150 * i) / 19), i % 2] as [number, number, number],
    );
    expect(judgeTrack(steady, 'pointer', 150, max)).toBe('constant-speed');
    const straight = humanTrack(150).map(([t, x]) => [t, x, 0] as [number, number, number]);
    expect(judgeTrack(straight, 'pointer', 150, max)).toBe('straight-line');
    // The answer must be where the drag ended.
    expect(judgeTrack(humanTrack(150), 'pointer', 90, max)).toBe('malformed');
  });
});
