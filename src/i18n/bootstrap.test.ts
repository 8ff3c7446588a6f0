import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FSI, isolate, lookup, pluralBase, PDI, type Bundle } from './bootstrap';
import { KNOWN_LANGUAGES, languageTag, textDirection } from '../../contract/languages';

const dir = new URL('./locales/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function keys(tree: Bundle, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Bundle, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

const sample = {
  name: 'Ana',
  merchant: 'Demo',
  language: 'English',
  min: 6,
  code: '42',
  seconds: 9,
  count: 3,
  message: 'm',
  ip: '1.2.3.4',
  time: 't',
};

/** Counts that reach every CLDR category of the 25 languages (Arabic 0, 1, 2, 3–10, 11–99, 100+; French 1e6). */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1_000_000, 1.5];

describe('§1 the first render speaks exactly as i18next will', () => {
  for (const file of files) {
    it(`${file}: every key, every plural form and every isolated value answers the same through the bootstrap lookup and i18next`, async () => {
      const code = KNOWN_LANGUAGES.find((c) => `${c.toLowerCase()}.json` === file)!;
      const tag = languageTag(code);
      const rtl = textDirection(code) === 'rtl';
      const bundle = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Bundle;
      const instance = i18next.createInstance();
      await instance.init({
        lng: tag,
        fallbackLng: false,
        load: 'currentOnly',
        lowerCaseLng: false,
        resources: { [tag]: { translation: bundle } },
        interpolation: { escapeValue: false, escape: isolate },
      });
      const t = (key: string, values: Record<string, string | number>) =>
        instance.t(key, { ...values, interpolation: { escapeValue: rtl } });
      for (const key of keys(bundle)) expect(lookup(bundle, key, sample, { tag, rtl }), key).toBe(t(key, sample));
      for (const key of new Set(keys(bundle).map(pluralBase)))
        for (const count of COUNTS) {
          const values = { ...sample, count };
          expect(lookup(bundle, key, values, { tag, rtl }), `${key} ${count}`).toBe(t(key, values));
        }
    });
  }

  it('§1 issue 35: a count chooses the language’s plural form (Russian one, few, many)', () => {
    const bundle = { p_one: '{{n}} балл', p_few: '{{n}} балла', p_many: '{{n}} баллов', p_other: '{{n}} балла' };
    const say = (count: number) => lookup(bundle, 'p', { count, n: count }, { tag: 'ru' });
    expect([1, 3, 5, 21, 1.5].map(say)).toEqual(['1 балл', '3 балла', '5 баллов', '21 балл', '1.5 балла']);
  });

  it('§1 issue 35: in a right-to-left language every interpolated value is isolated, elsewhere left as it is', () => {
    const bundle = { d: 'أضف {{app}} إلى الشاشة' };
    expect(lookup(bundle, 'd', { app: 'Demo 88' }, { tag: 'ar', rtl: true })).toBe(
      `أضف ${FSI}Demo 88${PDI} إلى الشاشة`,
    );
    expect(lookup(bundle, 'd', { app: 'Demo 88' }, { tag: 'en' })).toBe('أضف Demo 88 إلى الشاشة');
  });

  it('answers the key itself when it is missing, or the default value', () => {
    expect(lookup({ a: { b: 'x' } }, 'a.c')).toBe('a.c');
    expect(lookup({}, 'games.type.XYZ', { defaultValue: 'XYZ' })).toBe('XYZ');
    expect(lookup(undefined, 'a')).toBe('a');
  });
});
