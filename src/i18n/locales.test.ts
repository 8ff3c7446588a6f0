import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGES } from '../config/constants';
import { KNOWN_LANGUAGES, type LanguageCode } from '../../contract/languages';

const dir = new URL('./locales/', import.meta.url);
const load = (file: string) => JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, unknown>;
const fileOf = (code: string) => `${code.toLowerCase()}.json`;

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
/** The text a reader sees, without placeholders, brand or code words that stay in Latin letters. */
const readable = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '').replace(/\b(VIP|PIX|OK)\b/g, '');

const english = flatten(load('en.json'));
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

/** §1 the script each non-Latin language is written in. */
const SCRIPTS: Partial<Record<LanguageCode, RegExp>> = {
  CN: /\p{Script=Han}/u,
  TW: /\p{Script=Han}/u,
  JA: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  KO: /\p{Script=Hangul}/u,
  TH: /\p{Script=Thai}/u,
  KM: /\p{Script=Khmer}/u,
  MY: /\p{Script=Myanmar}/u,
  HI: /\p{Script=Devanagari}/u,
  NE: /\p{Script=Devanagari}/u,
  BN: /\p{Script=Bengali}/u,
  TA: /\p{Script=Tamil}/u,
  UR: /\p{Script=Arabic}/u,
  AR: /\p{Script=Arabic}/u,
  RU: /\p{Script=Cyrillic}/u,
};

describe('§1 translations', () => {
  it('§1 the default languages EN, VI and CN all exist', () => {
    for (const code of DEFAULT_LANGUAGES) expect(files).toContain(fileOf(code));
  });

  it('§1 every supported language has its file, and there is no file for a language the platform does not know', () => {
    expect([...files].sort()).toEqual(KNOWN_LANGUAGES.map(fileOf).sort());
    expect(files).toHaveLength(25);
  });

  for (const file of files.filter((f) => f !== 'en.json')) {
    describe(file, () => {
      const other = flatten(load(file));
      const code = KNOWN_LANGUAGES.find((c) => fileOf(c) === file);
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
      it('§1 is written in its own language, not left in English', () => {
        // Loanwords a market really uses (Password, Slot, Agent…) may match English; a file that
        // mostly does was not translated.
        const same = [...english]
          .filter(([key, text]) => other.get(key) === text && readable(text).trim() !== '')
          .map(([key]) => key);
        expect(same.length, `texts identical to English: ${same.join(', ')}`).toBeLessThanOrEqual(english.size / 8);
        const script = code ? SCRIPTS[code] : undefined;
        if (script) {
          const wrongScript = [...other]
            .filter(([, text]) => readable(text).trim() !== '' && !script.test(readable(text)))
            .map(([key]) => key);
          expect(wrongScript, 'texts not in the language’s script').toEqual([]);
        }
      });
    });
  }

  it('§1 TW is its own Traditional Chinese, not a copy of CN', () => {
    const tw = flatten(load('tw.json'));
    const cn = flatten(load('cn.json'));
    const same = [...cn].filter(([key, text]) => tw.get(key) === text);
    expect(same.length).toBeLessThanOrEqual(cn.size / 8);
    // Simplified-only characters of the CN texts do not appear in TW.
    expect(tw.get('auth.login')).toBe('登入');
    for (const [key, text] of tw) expect(text, key).not.toMatch(/[们这个账户设置会员戏时间载实还没为]/u);
  });

  it('§1 PT and PT-BR are distinct markets; UR-LA is Urdu in Latin letters', () => {
    const pt = flatten(load('pt.json'));
    const br = flatten(load('pt-br.json'));
    expect([...pt].filter(([key, text]) => br.get(key) !== text).length).toBeGreaterThan(pt.size / 3);
    expect(pt.get('auth.password')).toBe('Palavra-passe');
    expect(br.get('auth.password')).toBe('Senha');
    for (const [key, text] of flatten(load('ur-la.json'))) expect(text, key).not.toMatch(/\p{Script=Arabic}/u);
  });
});
