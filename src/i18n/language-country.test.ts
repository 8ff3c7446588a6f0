import { describe, expect, it } from 'vitest';
import { countryOfLanguage, defaultDialingCountry, flagOf, LANGUAGE_COUNTRY } from './language-country';
import { KNOWN_LANGUAGES } from '../../contract/languages';

describe('§1 language-to-country map', () => {
  it('§1 covers about 30 languages, every platform language among them, each with a country code', () => {
    const size = Object.keys(LANGUAGE_COUNTRY).length;
    expect(size).toBeGreaterThanOrEqual(28);
    expect(size).toBeLessThanOrEqual(32);
    for (const code of KNOWN_LANGUAGES) expect(LANGUAGE_COUNTRY[code], code).toMatch(/^[A-Z]{2}$/);
  });

  it('§1 names the market of each language', () => {
    expect(countryOfLanguage('CN')).toBe('CN');
    expect(countryOfLanguage('TW')).toBe('TW');
    expect(countryOfLanguage('TY')).toBe('PH');
    expect(countryOfLanguage('VI')).toBe('VN');
    expect(countryOfLanguage('PT')).toBe('PT');
    expect(countryOfLanguage('PT-BR')).toBe('BR');
    expect(countryOfLanguage('UR')).toBe('PK');
    expect(countryOfLanguage('UR-LA')).toBe('PK');
    expect(countryOfLanguage('MS')).toBe('MY');
    expect(countryOfLanguage('MY')).toBe('MM');
    expect(countryOfLanguage('KM')).toBe('KH');
    expect(countryOfLanguage('NE')).toBe('NP');
    expect(countryOfLanguage('BN')).toBe('BD');
    expect(countryOfLanguage('AR')).toBe('SA');
  });

  it('accepts browser tags and odd input', () => {
    expect(countryOfLanguage('zh-Hant-TW')).toBe('TW');
    expect(countryOfLanguage('fil-PH')).toBe('PH');
    expect(countryOfLanguage('pt-BR')).toBe('BR');
    expect(countryOfLanguage('ur-Latn')).toBe('PK');
    expect(countryOfLanguage('vi')).toBe('VN');
    expect(countryOfLanguage('de-AT')).toBe('DE');
    expect(countryOfLanguage('lo')).toBe('LA');
    expect(countryOfLanguage('')).toBeNull();
    expect(countryOfLanguage('garbage!')).toBeNull();
    expect(countryOfLanguage('xx-YY')).toBeNull();
    expect(countryOfLanguage('__proto__')).toBeNull();
    expect(countryOfLanguage('constructor')).toBeNull();
  });
});

describe('§1 flags', () => {
  it('spells a country as its flag emoji', () => {
    expect(flagOf('VN')).toBe('🇻🇳');
    expect(flagOf('br')).toBe('🇧🇷');
    expect(flagOf(countryOfLanguage('TW'))).toBe('🇹🇼');
  });

  it('gives nothing for what is not a two-letter country', () => {
    for (const bad of ['', 'USA', 'V1', null, undefined]) expect(flagOf(bad), String(bad)).toBe('');
  });
});

describe('§2 dialling-code default', () => {
  const countries = [{ countryCode: 'US' }, { countryCode: 'VN' }, { countryCode: 'BR' }];

  it('§1 the active language’s country when the server lists it', () => {
    expect(defaultDialingCountry('VI', countries, 'US')).toBe('VN');
    expect(defaultDialingCountry('PT-BR', countries, 'US')).toBe('BR');
  });

  it('else the server default, else the first country, else none', () => {
    expect(defaultDialingCountry('JA', countries, 'BR')).toBe('BR');
    expect(defaultDialingCountry('JA', countries, 'ZZ')).toBe('US');
    expect(defaultDialingCountry('JA', countries)).toBe('US');
    expect(defaultDialingCountry('VI', [], 'VN')).toBeNull();
  });
});
