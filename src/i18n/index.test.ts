import { describe, expect, it } from 'vitest';
import {
  activeLanguage,
  activeLocale,
  changeLanguage,
  initI18n,
  isLanguageLoaded,
  loadLanguage,
  onLanguageChanged,
  startI18next,
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

describe('§1 issue 35 right to left: interpolated values are isolated in Arabic and Urdu, before and after i18next', () => {
  const FSI = '\u2068';
  const PDI = '\u2069';

  it('§1 isolates the app name at the start of the Urdu install text, and leaves English alone', async () => {
    await changeLanguage('UR');
    const urdu = translate('install.dialog.defaultDesc', { app: 'Demo 88' });
    expect(urdu.startsWith(`${FSI}Demo 88${PDI}`)).toBe(true);
    await changeLanguage('AR');
    expect(translate('money.pixHint.phone', { example: '+55 11 91234-5678' })).toContain(
      `${FSI}+55 11 91234-5678${PDI}`,
    );
    await changeLanguage('EN');
    expect(translate('install.dialog.defaultDesc', { app: 'Demo 88' })).toBe(
      'Add Demo 88 to your home screen: your games are one tap away.',
    );
  });

  it('§1 i18next answers the same isolated texts and plural forms once it has loaded', async () => {
    await startI18next();
    await changeLanguage('UR');
    expect(translate('install.dialog.defaultDesc', { app: 'Demo 88' }).startsWith(`${FSI}Demo 88${PDI}`)).toBe(true);
    await changeLanguage('RU');
    expect(translate('mall.price', { count: 21, points: '21' })).toBe('21 балл');
    expect(translate('mall.price', { count: 5, points: '5' })).toBe('5 баллов');
    await changeLanguage('AR');
    expect(translate('mall.price', { count: 2, points: '2' })).toBe(`${FSI}2${PDI} نقطتان`);
    await changeLanguage('EN');
    expect(translate('mall.price', { count: 1, points: '1' })).toBe('1 point');
    expect(translateIn('EN', 'home.welcome', { merchant: 'Demo' })).toBe('Welcome to Demo');
  });
});
