/**
 * i18next set-up. Each language is its own JSON file under locales/, loaded lazily: only the
 * active language is downloaded. Components read text through `useT()`; nothing renders HTML
 * from a translation.
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import type { Text } from '../lib/overlays';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

function loaderFor(code: string) {
  return loaders[`./locales/${code.toLowerCase()}.json`];
}

export function hasLocale(code: string): boolean {
  return loaderFor(code) !== undefined;
}

async function load(code: string): Promise<void> {
  if (i18next.hasResourceBundle(code, 'translation')) return;
  const loader = loaderFor(code);
  if (!loader) throw new Error(`No translations for ${code}`);
  const module = await loader();
  i18next.addResourceBundle(code, 'translation', module.default, true, true);
}

export async function initI18n(language: string): Promise<void> {
  await i18next.init({
    lng: language,
    fallbackLng: false,
    load: 'currentOnly',
    lowerCaseLng: false,
    resources: {},
    interpolation: { escapeValue: false }, // React escapes text; translations are never rendered as HTML
    returnNull: false,
  });
  await load(language);
  applyDocumentLanguage(language);
}

/** Spec §1 codes are not BCP 47; map the ones that differ for the lang attribute. */
const HTML_LANG: Record<string, string> = { CN: 'zh-CN', TW: 'zh-TW', TY: 'fil', 'PT-BR': 'pt-BR', 'UR-LA': 'ur-Latn', MY: 'my', KM: 'km' };
const RTL = new Set(['AR', 'UR']);

function applyDocumentLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = HTML_LANG[code] ?? code.toLowerCase();
  document.documentElement.dir = RTL.has(code) ? 'rtl' : 'ltr';
}

export async function changeLanguage(code: string): Promise<void> {
  await load(code);
  await i18next.changeLanguage(code);
  applyDocumentLanguage(code);
}

export function activeLanguage(): string | undefined {
  return i18next.language;
}

function subscribe(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  i18next.store?.on('added', listener);
  return () => {
    i18next.off('languageChanged', listener);
    i18next.store?.off('added', listener);
  };
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export const translate: Translate = (key, values) => i18next.t(key, values ?? {}) as string;

export function textOf(text: Text): string {
  return 'raw' in text ? text.raw : translate(text.key, text.values);
}

/** Re-renders the component when the language changes. */
export function useT(): Translate {
  useSyncExternalStore(subscribe, () => i18next.language, () => i18next.language);
  return translate;
}
