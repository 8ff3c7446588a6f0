import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, readCookies } from './storage';

const withCookies = (cookie: string) => {
  (globalThis as { document?: unknown }).document = { cookie };
};

describe('readCookies (one read of document.cookie for a step that needs several)', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it('decodes every cookie of the page', () => {
    withCookies('_fbp=fb.1.1700000000000.42; MC_LANGUAGE=VI; note=a%20b%3Dc');
    expect(Object.fromEntries(readCookies())).toEqual({
      _fbp: 'fb.1.1700000000000.42',
      MC_LANGUAGE: 'VI',
      note: 'a b=c',
    });
  });

  it('keeps the first of a repeated name, and reads a value it cannot decode as absent', () => {
    withCookies('a=1; a=2; bad=%E0%A4%A; bad=ok');
    expect(readCookies().get('a')).toBe('1');
    expect(readCookies().has('bad')).toBe(false);
    expect(readCookie('bad')).toBeNull();
  });

  it('is empty where there is no document or no cookie', () => {
    expect(readCookies().size).toBe(0);
    withCookies('');
    expect(readCookies().size).toBe(0);
    expect(readCookie('a')).toBeNull();
  });
});
