import { describe, expect, it } from 'vitest';
import { checkScreenshot, feedbackTextValid, sniffScreenshot } from './rules';

describe('§2 feedback screenshot and text', () => {
  it('§2 accepts PNG, JPEG and WebP up to 1 MB', () => {
    expect(checkScreenshot({ type: 'image/png', size: 1_048_576 })).toEqual({ ok: true, type: 'image/png' });
    expect(checkScreenshot({ type: 'image/png', size: 1_048_577 })).toEqual({ ok: false, reason: 'size' });
    expect(checkScreenshot({ type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkScreenshot({ type: 'image/gif', size: 10 })).toEqual({ ok: false, reason: 'type' });
    expect(checkScreenshot({ type: 'image/jpeg', size: 0 })).toEqual({ ok: false, reason: 'empty' });
  });

  it('§2 knows the type by the bytes, not the name', () => {
    expect(sniffScreenshot(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffScreenshot(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffScreenshot(new TextEncoder().encode('RIFF....WEBPVP8 '))).toBe('image/webp');
    expect(sniffScreenshot(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });

  it('§5 the text is trimmed and must say something', () => {
    expect(feedbackTextValid('   hi   ')).toBe(false);
    expect(feedbackTextValid(' It froze ')).toBe(true);
  });
});
