import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES } from '../config/constants';

const dir = new URL('./locales/', import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const english = flatten(load('en.json'));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('§1 translations', () => {
  it('§1 the default languages EN, VI and CN all exist', () => {
    for (const code of DEFAULT_LANGUAGES) expect(files).toContain(`${code.toLowerCase()}.json`);
  });

  for (const file of files.filter((f) => f !== 'en.json')) {
    describe(file, () => {
      const other = flatten(load(file));
      it('has every English key and no other', () => {
        expect([...other.keys()].filter((k) => !english.has(k))).toEqual([]);
        expect([...english.keys()].filter((k) => !other.has(k))).toEqual([]);
      });
      it('keeps every placeholder of the English text', () => {
        for (const [key, text] of english) expect(placeholders(other.get(key) ?? ''), key).toEqual(placeholders(text));
      });
      it('has no empty text', () => {
        for (const [key, text] of other) expect(text.trim(), key).not.toBe('');
      });
    });
  }
});
