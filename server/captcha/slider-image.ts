/**
 * The picture of a self-hosted slider challenge: a random scene with a hole where the piece must
 * go, as an SVG data URL (an <img> never runs scripts from it). Decoys make the hole less obvious;
 * this is a demonstration-grade challenge for a reference server, not a defence against bots.
 */
import { randomInt } from 'node:crypto';

export const SLIDER_WIDTH = 280;
export const SLIDER_HEIGHT = 160;
export const SLIDER_PIECE = 44;
/** Where the hole may be: far enough from the start that the piece must move. */
export const SLIDER_MIN_X = SLIDER_PIECE + 24;
export const SLIDER_MAX_X = SLIDER_WIDTH - SLIDER_PIECE - 8;
const PALETTES = [
  ['#1e3c72', '#2a5298'], ['#134e5e', '#71b280'], ['#42275a', '#734b6d'], ['#bdc3c7', '#2c3e50'], ['#de6262', '#ffb88c'], ['#06beb6', '#48b1bf'],
] as const;

export interface SliderScene {
  targetX: number;
  pieceY: number;
  image: string;
}

export function makeSliderScene(): SliderScene {
  const targetX = randomInt(SLIDER_MIN_X, SLIDER_MAX_X + 1);
  const pieceY = randomInt(12, SLIDER_HEIGHT - SLIDER_PIECE - 12);
  const [from, to] = PALETTES[randomInt(PALETTES.length)]!;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const cx = randomInt(SLIDER_WIDTH);
    const cy = randomInt(SLIDER_HEIGHT);
    const r = randomInt(8, 40);
    const opacity = (randomInt(10, 35) / 100).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  // Two faint decoy holes, then the real one, which is darker and outlined.
  for (let i = 0; i < 2; i++) {
    const x = randomInt(SLIDER_WIDTH - SLIDER_PIECE);
    const y = randomInt(SLIDER_HEIGHT - SLIDER_PIECE);
    shapes.push(`<rect x="${x}" y="${y}" width="${SLIDER_PIECE}" height="${SLIDER_PIECE}" rx="8" fill="#000" fill-opacity="0.12"/>`);
  }
  shapes.push(
    `<rect x="${targetX}" y="${pieceY}" width="${SLIDER_PIECE}" height="${SLIDER_PIECE}" rx="8" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-width="2"/>`,
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDER_WIDTH}" height="${SLIDER_HEIGHT}" viewBox="0 0 ${SLIDER_WIDTH} ${SLIDER_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
  return { targetX, pieceY, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
