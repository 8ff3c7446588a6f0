/**
 * Issue 35 (slider captcha): the server looks at how the piece was moved, not only where it was let
 * go. The page sends the drag's samples, `[t, x, y]` each (ms since the drag began, the slider's
 * value, the pointer's vertical offset from where it went down; y is 0 for a keyboard), and says
 * whether a pointer or the keyboard moved it. Refused:
 * - an instant answer: fewer than TRACK_MIN_SAMPLES samples, under TRACK_MIN_MS, or one step that
 *   covers more than TRACK_MAX_STEP_SHARE of the way (a value set in one go);
 * - a constant speed: the speeds between samples vary by less than TRACK_MIN_SPEED_CV (their
 *   coefficient of variation; a person speeds up and slows down, a key held down starts after a pause);
 * - a ruler-straight pointer path: the pointer never leaves its row by TRACK_MIN_WOBBLE_PX.
 * A bot can fake all of this; it is one more cost beside the pixels (slider-image.ts) and the
 * per-address challenge limit, not a proof of a person.
 */
export type TrackSample = readonly [t: number, x: number, y: number];
export type TrackInput = 'pointer' | 'keyboard';

export const TRACK_MIN_SAMPLES = 4;
export const TRACK_MIN_MS = 250;
export const TRACK_MAX_STEP_SHARE = 0.5;
export const TRACK_MIN_SPEED_CV = 0.2;
export const TRACK_MIN_WOBBLE_PX = 1;

export type TrackVerdict = 'human' | 'instant' | 'constant-speed' | 'straight-line' | 'malformed';

export function judgeTrack(samples: readonly TrackSample[], input: TrackInput, x: number, maxX: number): TrackVerdict {
  if (samples.some((s) => s.length !== 3 || s.some((v) => !Number.isFinite(v)))) return 'malformed';
  if (samples.some(([t, sx], i) => sx < 0 || sx > maxX || t < 0 || (i > 0 && t < samples[i - 1]![0])))
    return 'malformed';
  if (samples.length < TRACK_MIN_SAMPLES) return 'instant';
  const last = samples.at(-1)!;
  if (Math.abs(last[1] - x) > 1) return 'malformed';
  if (last[0] - samples[0]![0] < TRACK_MIN_MS) return 'instant';
  const distance = Math.max(1, Math.abs(x - samples[0]![1]));
  const speeds: number[] = [];
  for (let i = 1; i < samples.length; i++) {
    const dx = Math.abs(samples[i]![1] - samples[i - 1]![1]);
    if (dx > TRACK_MAX_STEP_SHARE * distance) return 'instant';
    const dt = samples[i]![0] - samples[i - 1]![0];
    if (dx > 0) speeds.push(dx / Math.max(dt, 1));
  }
  if (speeds.length < TRACK_MIN_SAMPLES - 1) return 'instant';
  const mean = speeds.reduce((a, b) => a + b, 0) / speeds.length;
  const sd = Math.sqrt(speeds.reduce((a, v) => a + (v - mean) ** 2, 0) / speeds.length);
  if (mean === 0 || sd / mean < TRACK_MIN_SPEED_CV) return 'constant-speed';
  if (input === 'pointer') {
    const ys = samples.map((s) => s[2]);
    if (Math.max(...ys) - Math.min(...ys) < TRACK_MIN_WOBBLE_PX) return 'straight-line';
  }
  return 'human';
}
