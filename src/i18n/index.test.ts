import { describe, expect, it } from 'vitest';
import {
  activeLanguage,
  activeLocale,
  changeLanguage,
  initI18n,
  isLanguageLoaded,
  loadLanguage,
  onLanguageChanged,
  translate,
  translateIn,
} from './index';
import { KNOWN_LANGUAGES } from '../../contract/languages';

// One i18next instance for the file: the cases build on each other in order.
describe('§1 i18n: lazy languages, switching, and English beside the active language', () => {
  it('§1 downloads only the active language at start', async () => {
    await initI18n('PT-BR');
    expect(activeLanguage()).toBe('PT-BR');
    expect(translate('auth.password')).toBe('Senha');
    expect(translate('member.greeting', { name: 'Ana' })).toBe('Olá, Ana');
    for (const code of KNOWN_LANGUAGES) expect(isLanguageLoaded(code), code).toBe(code === 'PT-BR');
  });

  it('§2 a bilingual page reads English beside the active language; English never fills a missing key', async () => {
    expect(translateIn('EN', 'auth.password')).toBe('auth.password'); // not downloaded yet
    await loadLanguage('EN');
    expect(translateIn('EN', 'auth.password')).toBe('Password');
    expect(translateIn('EN', 'home.welcome', { merchant: 'Demo' })).toBe('Welcome to Demo');
    expect(translate('auth.password')).toBe('Senha');
    expect(activeLanguage()).toBe('PT-BR');
    expect(translate('no.such.key')).toBe('no.such.key');
  });

  it('§1 switches between compound codes without losing their texts, and tells listeners', async () => {
    const seen: string[] = [];
    const off = onLanguageChanged((code) => seen.push(code));
    await changeLanguage('UR-LA');
    expect(activeLanguage()).toBe('UR-LA');
    expect(translate('language.title')).toBe('Zabaan');
    expect(activeLocale()).toBe('en-PK');
    await changeLanguage('TW');
    expect(translate('auth.login')).toBe('登入');
    expect(activeLocale()).toBe('zh-TW');
    off();
    await changeLanguage('CN');
    expect(seen).toEqual(['UR-LA', 'TW']);
  });

  it('§1 every language file loads and answers every screen text through i18next', async () => {
    for (const code of KNOWN_LANGUAGES) {
      await changeLanguage(code);
      expect(activeLanguage()).toBe(code);
      expect(translate('language.title'), code).not.toBe('language.title');
      expect(translate('member.greeting', { name: 'Ann' }), code).toContain('Ann');
    }
  });
});
