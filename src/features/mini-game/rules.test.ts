import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  isDraggable,
  isTap,
  miniGameScriptUrl,
  miniGameVariant,
  nudge,
  parseStoredPosition,
  showsMiniGame,
  startPosition,
} from './rules';

const screen = { width: 400, height: 800 };
const widget = { width: 64, height: 64 };

describe('§5 mini-game flags', () => {
  it('§5 disabled unless LOTTMINIGAME3 (v1) or SEALOTTMINIGAME3 (s1) is on', () => {
    expect(miniGameVariant({})).toBeNull();
    expect(miniGameVariant({ LOTTMINIGAME3: false, SEALOTTMINIGAME3: false })).toBeNull();
    expect(miniGameVariant({ LOTTMINIGAME3: true })).toBe('v1');
    expect(miniGameVariant({ SEALOTTMINIGAME3: true })).toBe('s1');
    expect(miniGameVariant({ LOTTMINIGAME3: true, SEALOTTMINIGAME3: true })).toBe('v1');
  });
  it('§2 §6 for logged-in members only', () => {
    expect(showsMiniGame('v1', false)).toBe(false);
    expect(showsMiniGame('v1', true)).toBe(true);
    expect(showsMiniGame(null, true)).toBe(false);
  });
  it('§2 fixed in the SEA variant', () => {
    expect(isDraggable('v1')).toBe(true);
    expect(isDraggable('s1')).toBe(false);
  });
  it('§7 the script URL carries a timestamp', () => {
    expect(miniGameScriptUrl('s1', 123)).toBe('/mini-game/s1/minigame.js?_t=123');
  });
});

describe('§5 §9 drag rules', () => {
  it('§5 a movement under 2 px is a tap, 2 px or more a drag', () => {
    expect(isTap({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 11, y: 11 })).toBe(true);
    expect(isTap({ x: 10, y: 10 }, { x: 12, y: 10 })).toBe(false);
    expect(isTap({ x: 10, y: 10 }, { x: 10, y: 8 })).toBe(false);
  });
  it('§9 stays inside the screen with a 2 percent margin', () => {
    expect(clampPosition({ x: -50, y: -50 }, widget, screen)).toEqual({ x: 8, y: 16 });
    expect(clampPosition({ x: 1000, y: 1000 }, widget, screen)).toEqual({ x: 400 - 64 - 8, y: 800 - 64 - 16 });
    expect(clampPosition({ x: 100, y: 200 }, widget, screen)).toEqual({ x: 100, y: 200 });
  });
  it('§9 after a rotation the same position is brought back inside', () => {
    const portrait = clampPosition({ x: 320, y: 700 }, widget, screen);
    expect(clampPosition(portrait, widget, { width: 800, height: 400 })).toEqual({ x: 320, y: 400 - 64 - 8 });
  });
  it('hostile numbers land at the margin', () => {
    expect(clampPosition({ x: Number.NaN, y: Number.POSITIVE_INFINITY }, widget, screen)).toEqual({ x: 8, y: 16 });
    expect(clampPosition({ x: 50, y: 50 }, { width: 1000, height: 1000 }, screen)).toEqual({ x: 8, y: 16 });
  });
  it('issue 33: starts docked in its place in the top bar, exactly there (the bar is not the screen the margin keeps)', () => {
    expect(startPosition(widget, screen, { x: 306, y: 6 }, 700, 12, false)).toEqual({ x: 306, y: 6 });
    expect(startPosition(widget, screen, { x: 10, y: 6 }, 700, 12, true)).toEqual({ x: 10, y: 6 });
  });
  it('issue 33: with no top bar (the game frame), the inline-end column above the bars, inside the 2 % margin', () => {
    // The bars' top at 700: the widget's bottom 12 px above it; at the right, or the left in RTL.
    expect(startPosition(widget, screen, null, 700, 12, false)).toEqual({ x: 328, y: 624 });
    expect(startPosition(widget, screen, null, 700, 12, true)).toEqual({ x: 8, y: 624 });
    // Nothing at the bottom: above the screen's edge, the margin kept.
    expect(startPosition(widget, screen, null, 800, 12, false)).toEqual({ x: 328, y: 720 });
    // Bars taller than the screen: clamped to the top margin.
    expect(startPosition(widget, screen, null, 10, 12, false)).toEqual({ x: 328, y: 16 });
  });
  it('issue 33: the position the player gave it is read back for the session; damage reads as none', () => {
    expect(parseStoredPosition({ x: 10, y: 20 })).toEqual({ x: 10, y: 20 });
    expect(parseStoredPosition({ x: 'a', y: 20 })).toBeNull();
    expect(parseStoredPosition({ x: Infinity, y: 20 })).toBeNull();
    expect(parseStoredPosition(null)).toBeNull();
  });
  it('arrow keys move it; other keys do not', () => {
    expect(nudge({ x: 10, y: 10 }, 'ArrowLeft', 5)).toEqual({ x: 5, y: 10 });
    expect(nudge({ x: 10, y: 10 }, 'ArrowDown', 5)).toEqual({ x: 10, y: 15 });
    expect(nudge({ x: 10, y: 10 }, 'a', 5)).toBeNull();
  });
});
