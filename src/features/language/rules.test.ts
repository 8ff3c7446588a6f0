import { describe, expect, it } from 'vitest';
import { KNOWN_LANGUAGES } from '../../../contract/languages';
import { ENDONYMS, languageOptions, memberLanguageToApply, switchFailedKey, syncsLanguage } from './rules';

describe('§1 language switcher options', () => {
  it('§1 lists the merchant’s languages in its order, each named in its own language, the active one marked', () => {
    const options = languageOptions(['VI', 'EN', 'CN', 'TW', 'AR'], 'EN');
    expect(options.map((o) => o.code)).toEqual(['VI', 'EN', 'CN', 'TW', 'AR']);
    expect(options.map((o) => o.name)).toEqual(['Tiếng Việt', 'English', '简体中文', '繁體中文', 'العربية']);
    expect(options.map((o) => o.tag)).toEqual(['vi', 'en', 'zh-CN', 'zh-TW', 'ar']);
    expect(options.filter((o) => o.active).map((o) => o.code)).toEqual(['EN']);
    expect(options[0]!.flag).toBe('🇻🇳');
  });

  it('leaves out codes the storefront does not know, and repeats', () => {
    expect(languageOptions(['EN', 'DE', 'EN', 'pt-br'], undefined).map((o) => o.code)).toEqual(['EN']);
    expect(languageOptions([], 'EN')).toEqual([]);
  });

  it('§1 every language has a distinct name of its own', () => {
    const names = KNOWN_LANGUAGES.map((code) => ENDONYMS[code]);
    expect(new Set(names).size).toBe(KNOWN_LANGUAGES.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });
});

describe('§3 §6 language sync with the member account', () => {
  it('§6 members of type 0, 1 and 2 sync, and a member whose type is not known yet', () => {
    for (const type of [0, 1, 2, 3, -1]) expect(syncsLanguage(true, type), String(type)).toBe(true);
  });

  it('§3 §6 a member of type 4 skips language sync; a visitor has nothing to sync', () => {
    expect(syncsLanguage(true, 4)).toBe(false);
    expect(syncsLanguage(false, 0)).toBe(false);
  });

  it('§1 the member’s stored language is applied at login when the merchant offers it', () => {
    expect(memberLanguageToApply('VI', ['EN', 'VI'], 'EN')).toBe('VI');
    expect(memberLanguageToApply('pt-br', ['EN', 'PT-BR'], 'EN')).toBe('PT-BR');
  });

  it('nothing to apply when it is the active one, not offered, unknown, empty or not a string', () => {
    expect(memberLanguageToApply('EN', ['EN', 'VI'], 'EN')).toBeNull();
    expect(memberLanguageToApply('TH', ['EN', 'VI'], 'EN')).toBeNull();
    expect(memberLanguageToApply('DE', ['EN', 'DE'], 'EN')).toBeNull();
    for (const bad of ['', '  ', null, undefined, 7, {}])
      expect(memberLanguageToApply(bad, ['EN', 'VI'], 'EN'), String(bad)).toBeNull();
  });
});

describe('§1 §8 a switch whose texts cannot be downloaded (issue 37)', () => {
  it('offline: the player is told the language is not on the device yet; online: to check the connection', () => {
    expect(switchFailedKey(false)).toBe('language.notOffline');
    expect(switchFailedKey(true)).toBe('language.changeFailed');
  });
});
