/** §2 /m/feedback: the optional screenshot's type and size, checked before anything is sent. Pure. */
import { FEEDBACK_SCREENSHOT_MAX_BYTES, FEEDBACK_SCREENSHOT_TYPES, FEEDBACK_TEXT_MIN } from '../../config/constants';

export type ScreenshotType = (typeof FEEDBACK_SCREENSHOT_TYPES)[number];
export type ScreenshotCheck = { ok: true; type: ScreenshotType } | { ok: false; reason: 'type' | 'size' | 'empty' };

export function checkScreenshot(file: { type: string; size: number }): ScreenshotCheck {
  if (!(FEEDBACK_SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  if (file.size <= 0) return { ok: false, reason: 'empty' };
  if (file.size > FEEDBACK_SCREENSHOT_MAX_BYTES) return { ok: false, reason: 'size' };
  return { ok: true, type: file.type as ScreenshotType };
}

/** The first bytes of each accepted type (the browser's file type comes from the name only). */
export function sniffScreenshot(bytes: Uint8Array): ScreenshotType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** §5 the text is trimmed; it must say something (FEEDBACK_TEXT_MIN characters at least). */
export const feedbackTextValid = (text: string): boolean => text.trim().length >= FEEDBACK_TEXT_MIN;
