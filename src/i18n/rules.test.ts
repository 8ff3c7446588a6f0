import { describe, expect, it } from 'vitest';
import { chooseLanguage, mapBrowserLanguage } from './rules';

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
    expect(chooseLanguage({ stored: null, browserLanguages: ['de-DE', 'zh-Hant-TW'], supported, defaultLanguage: 'EN' })).toBe('TW');
  });

  it('§1 a language outside the list falls back to the default, else the first one', () => {
    expect(chooseLanguage({ stored: null, browserLanguages: ['de-DE'], supported, defaultLanguage: 'VI' })).toBe('VI');
    expect(chooseLanguage({ stored: null, browserLanguages: ['de-DE'], supported: ['TH', 'EN'], defaultLanguage: 'VI' })).toBe('TH');
    expect(chooseLanguage({ stored: null, browserLanguages: [], supported: [], defaultLanguage: 'VI' })).toBe('EN');
  });
});
