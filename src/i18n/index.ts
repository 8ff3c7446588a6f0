/// <reference types="vite/client" />
/**
 * i18next set-up. Each language is its own JSON file under locales/ (file name = the §1 code in
 * lower case: pt-br.json, ur-la.json), loaded lazily: only the active language is downloaded.
 * Components read text through `useT()`; nothing renders HTML from a translation.
 *
 * i18next knows each language by its canonical BCP 47 tag (rules.ts LANGUAGE_TAGS); the rest of
 * the app only ever sees the §1 platform codes (the Language header, storage, member/language).
 * There is no fallback language: a missing key shows as the key, and the completeness test
 * (locales.test.ts) keeps that from shipping. The bilingual pages (maintenance, access denied)
 * load English beside the active language with `loadLanguage('EN')` and read it with
 * `translateIn('EN', key)`.
 *
 * i18next itself (48 KB minified) loads right after the first paint (`startI18next`, DESIGN rule 5):
 * until then the first render reads the same downloaded texts through `lookup` (bootstrap.ts), which
 * a unit test holds to i18next's answers for every key of every language.
 *
 * Issue 18 (JS loaded before the page is interactive): a page the server rendered brings the texts
 * that render used (`recordTexts` on the server, the data block on the page), so it hydrates without
 * the language's whole file; the file follows the hydration (`completeTexts`). A text looked up
 * meanwhile that the page's texts lack re-renders once the file has arrived.
 */
import type { i18n as I18next } from 'i18next';
import { useSyncExternalStore } from 'react';
import { isolate, lookup, PLURAL_CATEGORIES, templateAt, textAt, type Bundle, type Values } from './bootstrap';
import { yieldToMain } from '../lib/after-paint';
import type { Text } from '../lib/overlays';
import { intlLocale, languageTag, textDirection, type LanguageCode } from '../../contract/languages';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

function loaderFor(code: string) {
  return loaders[`./locales/${code.toLowerCase()}.json`];
}

export function hasLocale(code: string): boolean {
  return loaderFor(code) !== undefined;
}

let active: LanguageCode | undefined;
/** The downloaded texts, by BCP 47 tag; handed to i18next once it has loaded. */
const bundles = new Map<string, Bundle>();
/** Tags whose bundle is only the texts a server render used, until their file arrives. */
const partial = new Set<string>();
/** A lookup missed a partial bundle: the file's arrival must re-render. */
let missedPartial = false;
/** The keys looked up while a server render records them (one render at a time). */
let recording: Set<string> | null = null;
let engine: I18next | null = null;
let starting: Promise<void> | null = null;
/** Bumped whenever what `t` answers may have changed (language switched, a bundle arrived). */
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version++;
  for (const l of listeners) l();
}

/** Downloads a language's texts once (for the active language, or English on a bilingual page). */
export async function loadLanguage(code: LanguageCode): Promise<void> {
  const tag = languageTag(code);
  if (bundles.has(tag) && !partial.has(tag)) return;
  const loader = loaderFor(code);
  if (!loader) throw new Error(`No translations for ${code}`);
  const module = await loader();
  if (bundles.has(tag) && !partial.has(tag)) return;
  const completing = partial.delete(tag);
  bundles.set(tag, module.default);
  engine?.addResourceBundle(tag, 'translation', module.default, true, true);
  // Completing a server render's texts changes no text already shown (the same file's texts), so
  // nothing re-renders unless a lookup missed meanwhile.
  if (completing && !missedPartial) return;
  missedPartial = false;
  changed();
}

export function isLanguageLoaded(code: LanguageCode): boolean {
  return bundles.has(languageTag(code));
}

/**
 * Start-up: the active language's texts, and the document's lang and dir. `pageTexts`: the texts of
 * the server's render of this page (issue 18), enough to hydrate it; `completeTexts` fetches the rest.
 */
export async function initI18n(language: LanguageCode, pageTexts?: Bundle): Promise<void> {
  const tag = languageTag(language);
  if (pageTexts && !bundles.has(tag)) {
    bundles.set(tag, pageTexts);
    partial.add(tag);
  } else await loadLanguage(language);
  active = language;
  applyDocumentLanguage(language);
  changed();
}

/** The active language's whole file, after a hydration that started from a page's texts. */
export function completeTexts(): Promise<void> {
  return active ? loadLanguage(active) : Promise.resolve();
}

/**
 * Issue 18, on the server: records the keys looked up until the returned call, which answers the
 * active language's texts for them (nested as in the file) for the page to hydrate with.
 */
export function recordTexts(): () => Bundle {
  const keys = new Set<string>();
  recording = keys;
  return () => {
    if (recording === keys) recording = null;
    const bundle = active ? bundles.get(languageTag(active)) : undefined;
    const out: Bundle = {};
    for (const key of keys) {
      // A counted text is recorded with all its plural forms: the hydration may count differently.
      for (const stored of [key, ...PLURAL_CATEGORIES.map((category) => `${key}_${category}`)]) {
        const value = textAt(bundle, stored);
        if (value === undefined) continue;
        const parts = stored.split('.');
        let node = out;
        for (const part of parts.slice(0, -1)) {
          const next = node[part];
          node = (node[part] = next && typeof next === 'object' ? next : {}) as Bundle;
        }
        node[parts[parts.length - 1]!] = value;
      }
    }
    return out;
  };
}

/** Loads i18next and hands it every downloaded language (after the first paint; idempotent). */
export function startI18next(): Promise<void> {
  starting ??= import('i18next').then(async ({ default: i18next }) => {
    // The module has just been evaluated in this task: its set-up (a first run of its code, about
    // as long) in a task of its own (issue 18, total blocking time).
    await yieldToMain();
    const instance = i18next.createInstance();
    const given = new Map(bundles);
    await instance.init({
      lng: active ? languageTag(active) : undefined,
      fallbackLng: false,
      load: 'currentOnly',
      lowerCaseLng: false,
      resources: Object.fromEntries([...given].map(([tag, bundle]) => [tag, { translation: bundle }])),
      // React escapes text; translations are never rendered as HTML. `escape` is not HTML escaping
      // here: it is the bidi isolation of every interpolated value, turned on per call for
      // right-to-left languages (`options` below; issue 35, DESIGN rule 15).
      interpolation: { escapeValue: false, escape: isolate },
      returnNull: false,
    });
    // No change to announce: i18next answers exactly what `lookup` answered (bootstrap.test.ts holds
    // them to the same texts), so nothing re-renders — a re-render of every translated component
    // here was a long task right after the first paint (issue 18, total blocking time).
    // Its first lookup runs its translation and interpolation code for the first time (several
    // milliseconds): here, in a task of its own, not inside the first render that reads a text.
    await yieldToMain();
    instance.t('home.welcome', { merchant: '' });
    // A file that arrived while i18next was starting (completing a server render's texts). No await
    // from here on: a file arriving later finds the engine.
    for (const [tag, bundle] of bundles)
      if (given.get(tag) !== bundle) instance.addResourceBundle(tag, 'translation', bundle, true, true);
    engine = instance;
  });
  return starting;
}

/** §1 the lang and dir of the document: AR and UR mirror the layout, UR-LA stays left to right. */
function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = languageTag(code);
  document.documentElement.dir = textDirection(code);
}

/** Switches the app to another language without a reload (its texts are fetched first). */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await engine?.changeLanguage(languageTag(code));
  active = code;
  applyDocumentLanguage(code);
  changed();
}

/** The active §1 code (the Language header, §7); undefined before start-up. */
export function activeLanguage(): LanguageCode | undefined {
  return active;
}

/** The locale Intl formats numbers and dates in for the active language (§9). */
export function activeLocale(): string {
  return active ? intlLocale(active) : 'en';
}

/** Listens to any change of what `translate` answers (a switch, a language's texts arriving). */
export function onTextsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const subscribe = onTextsChanged;

const snapshot = () => version;

/** Issue 35: a value shown outside a translation, isolated from the sentence's direction (FSI … PDI). */
export { isolate };

export type Translate = (key: string, values?: Values) => string;

/**
 * The i18next options of a call in a language: its values, and the bidi isolation of each
 * interpolated value when the language is written right to left (issue 35). A counted text passes
 * `count` (a number) and shows the formatted number under its own name (`{{points}}`).
 */
function options(code: LanguageCode, values: Values | undefined) {
  return { ...values, interpolation: { escapeValue: textDirection(code) === 'rtl' } };
}

export const translate: Translate = (key, values) => {
  recording?.add(key);
  const tag = active ? languageTag(active) : undefined;
  if (tag && partial.size > 0 && partial.has(tag) && templateAt(bundles.get(tag), key, values, tag) === undefined)
    missedPartial = true;
  if (engine && active) return engine.t(key, options(active, values)) as string;
  return lookup(tag ? bundles.get(tag) : undefined, key, values, {
    tag,
    rtl: active ? textDirection(active) === 'rtl' : false,
  });
};

/**
 * A text in a given language, whatever the active one is (the English half of a bilingual page).
 * Call `loadLanguage(code)` first; there is no fallback, so an unloaded language answers the key.
 */
export function translateIn(code: LanguageCode, key: string, values?: Values): string {
  const tag = languageTag(code);
  if (engine) return engine.getFixedT(tag)(key, options(code, values)) as string;
  return lookup(bundles.get(tag), key, values, { tag, rtl: textDirection(code) === 'rtl' });
}

export function textOf(text: Text): string {
  return 'raw' in text ? text.raw : translate(text.key, text.values);
}

/** Re-renders the component when the language changes or a language's texts arrive. */
export function useT(): Translate {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return translate;
}

/** The active §1 code, re-rendering on a switch. */
export function useLanguage(): LanguageCode | undefined {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return active;
}

/** Listens to language switches (for example to refetch answers whose text the Language header chose). */
export function onLanguageChanged(listener: (code: LanguageCode) => void): () => void {
  let last = active;
  return subscribe(() => {
    if (active && active !== last) {
      last = active;
      listener(active);
    }
  });
}
