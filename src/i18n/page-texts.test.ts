import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from './locales/en.json';

// Issue 18, JS loaded before the page is interactive: a server-rendered page hydrates with the texts
// its render used and fetches the language's whole file after hydration. Each case starts from a
// fresh module, as a page or the server process does.
let i18n: typeof import('./index');
beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./index');
});

describe('issue 18 §1 a server render hands the page the texts it used', () => {
  it('records the keys the render looked up, nested as in the file, and nothing else', async () => {
    await i18n.initI18n('EN');
    const used = i18n.recordTexts();
    i18n.translate('home.welcome', { merchant: 'Demo' });
    i18n.translate('auth.password');
    i18n.translate('no.such.key');
    const texts = used();
    expect(texts).toEqual({ home: { welcome: en.home.welcome }, auth: { password: en.auth.password } });
    // Recording stops with the answer.
    i18n.translate('auth.login');
    expect(JSON.stringify(texts)).not.toContain(JSON.stringify(en.auth.login));
  });

  it('records in the active language', async () => {
    await i18n.initI18n('PT-BR');
    const used = i18n.recordTexts();
    i18n.translate('auth.password');
    expect(used()).toEqual({ auth: { password: 'Senha' } });
  });
});

describe('issue 18 the page starts from those texts and completes them after hydration', () => {
  it('answers from the page texts at once and from the whole file once completed', async () => {
    await i18n.initI18n('EN', { home: { welcome: en.home.welcome } });
    expect(i18n.translate('home.welcome', { merchant: 'Demo' })).toBe('Welcome to Demo');
    expect(i18n.isLanguageLoaded('EN')).toBe(true);
    await i18n.completeTexts();
    expect(i18n.translate('auth.password')).toBe(en.auth.password);
  });

  it('re-renders nothing on completion when every text shown was among the page texts', async () => {
    await i18n.initI18n('EN', { home: { welcome: en.home.welcome } });
    const changes = vi.fn();
    i18n.onTextsChanged(changes);
    i18n.translate('home.welcome', { merchant: 'Demo' });
    await i18n.completeTexts();
    expect(changes).not.toHaveBeenCalled();
  });

  it('re-renders on completion when a text was missing meanwhile (shown as its key until then)', async () => {
    await i18n.initI18n('EN', { home: { welcome: en.home.welcome } });
    const changes = vi.fn();
    i18n.onTextsChanged(changes);
    expect(i18n.translate('auth.password')).toBe('auth.password');
    await i18n.completeTexts();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(i18n.translate('auth.password')).toBe(en.auth.password);
  });

  it('i18next started before the file arrived still gets the whole file', async () => {
    await i18n.initI18n('EN', { home: { welcome: en.home.welcome } });
    const starting = i18n.startI18next();
    await i18n.completeTexts();
    await starting;
    expect(i18n.translate('auth.password')).toBe(en.auth.password);
    expect(i18n.translate('home.welcome', { merchant: 'Demo' })).toBe('Welcome to Demo');
  });
});
