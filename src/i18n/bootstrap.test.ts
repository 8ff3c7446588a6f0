import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { lookup, type Bundle } from './bootstrap';

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

describe('§1 the first render speaks exactly as i18next will', () => {
  for (const file of files) {
    it(`${file}: every key answers the same through the bootstrap lookup and i18next`, async () => {
      const bundle = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Bundle;
      const instance = i18next.createInstance();
      await instance.init({
        lng: 'x',
        fallbackLng: false,
        resources: { x: { translation: bundle } },
        interpolation: { escapeValue: false },
      });
      for (const key of keys(bundle)) expect(lookup(bundle, key, sample), key).toBe(instance.t(key, sample));
    });
  }

  it('answers the key itself when it is missing, or the default value', () => {
    expect(lookup({ a: { b: 'x' } }, 'a.c')).toBe('a.c');
    expect(lookup({}, 'games.type.XYZ', { defaultValue: 'XYZ' })).toBe('XYZ');
    expect(lookup(undefined, 'a')).toBe('a');
  });
});
