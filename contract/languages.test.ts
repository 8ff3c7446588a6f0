import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  codeOfTag,
  intlLocale,
  KNOWN_LANGUAGES,
  LANGUAGE_TAGS,
  languageTag,
  mapBrowserLanguage,
  offeredLanguages,
  textDirection,
} from './languages';

const supported = ['EN', 'VI', 'CN', 'TW', 'TY', 'PT-BR', 'UR-LA'];

describe('§1 language choice', () => {
  it('§1 the stored preference wins when the merchant offers it', () => {
    expect(chooseLanguage({ stored: 'VI', browserLanguages: ['zh-CN'], supported, defaultLanguage: 'EN' })).toBe('VI');
  });

  it('§1 a stored language the merchant does not offer is ignored', () => {
    expect(chooseLanguage({ stored: 'JA', browserLanguages: ['vi-VN'], supported, defaultLanguage: 'EN' })).toBe('VI');
    expect(chooseLanguage({ stored: '<script>', browserLanguages: [], supported, defaultLanguage: 'EN' })).toBe('EN');
  });

  it('§1 Chinese maps to CN, Taiwan to TW, Tagalog or Philippines to TY', () => {
    expect(mapBrowserLanguage('zh')).toBe('CN');
    expect(mapBrowserLanguage('zh-CN')).toBe('CN');
    expect(mapBrowserLanguage('zh-Hans-CN')).toBe('CN');
    expect(mapBrowserLanguage('zh-TW')).toBe('TW');
    expect(mapBrowserLanguage('zh-Hant-TW')).toBe('TW');
    expect(mapBrowserLanguage('tl')).toBe('TY');
    expect(mapBrowserLanguage('fil-PH')).toBe('TY');
    expect(mapBrowserLanguage('en-PH')).toBe('TY');
  });

  it('maps the compound codes and rejects garbage', () => {
    expect(mapBrowserLanguage('pt-BR')).toBe('PT-BR');
    expect(mapBrowserLanguage('pt-PT')).toBe('PT');
    expect(mapBrowserLanguage('ur-Latn')).toBe('UR-LA');
    expect(mapBrowserLanguage('ur')).toBe('UR');
    expect(mapBrowserLanguage('en_US')).toBe('EN');
    expect(mapBrowserLanguage('')).toBeNull();
    expect(mapBrowserLanguage('!!')).toBeNull();
    expect(mapBrowserLanguage('xx-YY')).toBeNull();
  });

  it('§1 the browser language is used when nothing is stored', () => {
    expect(
      chooseLanguage({ stored: null, browserLanguages: ['de-DE', 'zh-Hant-TW'], supported, defaultLanguage: 'EN' }),
    ).toBe('TW');
  });

  it('§1 a language outside the list falls back to the default, else the first one', () => {
    expect(chooseLanguage({ stored: null, browserLanguages: ['de-DE'], supported, defaultLanguage: 'VI' })).toBe('VI');
    expect(
      chooseLanguage({ stored: null, browserLanguages: ['de-DE'], supported: ['TH', 'EN'], defaultLanguage: 'VI' }),
    ).toBe('TH');
    expect(chooseLanguage({ stored: null, browserLanguages: [], supported: [], defaultLanguage: 'VI' })).toBe('EN');
  });

  it('§1 the odd browser tags pick the right language of a merchant offering all of them', () => {
    const all = [...KNOWN_LANGUAGES];
    const pick = (...browserLanguages: string[]) =>
      chooseLanguage({ stored: null, browserLanguages, supported: all, defaultLanguage: 'EN' });
    expect(pick('zh-Hant-TW')).toBe('TW');
    expect(pick('zh-HK')).toBe('TW');
    expect(pick('zh-Hans')).toBe('CN');
    expect(pick('fil-PH')).toBe('TY');
    expect(pick('pt-BR')).toBe('PT-BR');
    expect(pick('pt')).toBe('PT');
    expect(pick('ur-Latn')).toBe('UR-LA');
    expect(pick('ur-PK')).toBe('UR');
    expect(pick('ar-EG')).toBe('AR');
    expect(pick('in-ID')).toBe('ID');
    expect(pick('')).toBe('EN');
    expect(pick('  ', '###', 'x')).toBe('EN');
    expect(pick('klingon', 'ja-JP')).toBe('JA');
  });

  it('§1 stored values that are not a string, or not a code, are ignored', () => {
    for (const stored of [undefined, null, 42, {}, ['VI'], 'vi', ' VI', ''])
      expect(chooseLanguage({ stored, browserLanguages: [], supported, defaultLanguage: 'TY' }), String(stored)).toBe(
        'TY',
      );
  });

  it('§1 a merchant list with unknown or repeated codes keeps the known ones in its order', () => {
    expect(offeredLanguages(['VI', 'XX', 'EN', 'VI', 7, 'pt-br', 'PT-BR'])).toEqual(['VI', 'EN', 'PT-BR']);
    expect(
      chooseLanguage({ stored: null, browserLanguages: ['de'], supported: ['XX', 'TH'], defaultLanguage: 'XX' }),
    ).toBe('TH');
  });
});

describe('§1 language tags and direction', () => {
  it('every known code has its own BCP 47 tag, and the tag leads back to the code', () => {
    const tags = KNOWN_LANGUAGES.map(languageTag);
    expect(new Set(tags).size).toBe(KNOWN_LANGUAGES.length);
    for (const code of KNOWN_LANGUAGES) {
      expect(Intl.getCanonicalLocales(LANGUAGE_TAGS[code])[0], code).toBe(LANGUAGE_TAGS[code]);
      expect(codeOfTag(languageTag(code))).toBe(code);
    }
    expect(languageTag('CN')).toBe('zh-CN');
    expect(languageTag('TW')).toBe('zh-TW');
    expect(languageTag('TY')).toBe('fil');
    expect(languageTag('PT')).toBe('pt-PT');
    expect(languageTag('UR-LA')).toBe('ur-Latn');
    expect(codeOfTag('de')).toBeUndefined();
    expect(codeOfTag(undefined)).toBeUndefined();
  });

  it('§1 AR and UR are right to left; UR-LA, written in Latin letters, stays left to right', () => {
    expect(textDirection('AR')).toBe('rtl');
    expect(textDirection('UR')).toBe('rtl');
    expect(textDirection('UR-LA')).toBe('ltr');
    expect(KNOWN_LANGUAGES.filter((code) => textDirection(code) === 'rtl')).toEqual(['UR', 'AR']);
  });

  it('§9 numbers and dates use the active language; Roman Urdu uses Latin script (Pakistani English)', () => {
    expect(intlLocale('PT-BR')).toBe('pt-BR');
    expect(intlLocale('PT')).toBe('pt-PT');
    expect(intlLocale('UR-LA')).toBe('en-PK');
    expect(intlLocale('UR')).toBe('ur');
  });
});
