/**
 * Spec §1: which language the storefront speaks. Stored preference first; else the browser's
 * languages (Chinese → CN, Taiwan → TW, Tagalog or Philippines → TY); a language outside the
 * merchant's list falls back to the merchant's default, else its first one.
 */

/** §1 every language code the platform knows (the fuller list plus RU and AR from the first one). */
export const KNOWN_LANGUAGES = [
  'CN', 'EN', 'ES', 'HI', 'ID', 'JA', 'KM', 'KO', 'MY', 'TA', 'TH', 'TW', 'VI', 'TY', 'UR', 'PT', 'PT-BR', 'MS', 'BN',
  'TR', 'FR', 'NE', 'UR-LA', 'RU', 'AR',
] as const;
export type LanguageCode = (typeof KNOWN_LANGUAGES)[number];

export function isKnownLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && (KNOWN_LANGUAGES as readonly string[]).includes(code);
}

/** Maps a BCP 47 browser tag (en-US, zh-Hant-TW, fil-PH, pt-BR, ur-Latn …) to a platform code. */
export function mapBrowserLanguage(tag: string): LanguageCode | null {
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean);
  const [primary, ...rest] = parts;
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return null;
  if (primary === 'zh') return rest.some((p) => p === 'tw' || p === 'hant' || p === 'hk' || p === 'mo') ? 'TW' : 'CN';
  if (primary === 'tl' || primary === 'fil' || rest.includes('ph')) return 'TY';
  if (primary === 'pt') return rest.includes('br') ? 'PT-BR' : 'PT';
  if (primary === 'ur') return rest.includes('latn') ? 'UR-LA' : 'UR';
  if (primary === 'in') return 'ID'; // the legacy code for Indonesian
  const code = primary.toUpperCase();
  return isKnownLanguage(code) ? code : null;
}

export interface LanguageChoiceInput {
  stored: unknown;
  browserLanguages: readonly string[];
  supported: readonly string[];
  defaultLanguage: string;
}

export function chooseLanguage({ stored, browserLanguages, supported, defaultLanguage }: LanguageChoiceInput): string {
  const offered = supported.filter(isKnownLanguage);
  if (typeof stored === 'string' && offered.includes(stored as LanguageCode)) return stored;
  for (const tag of browserLanguages) {
    const mapped = typeof tag === 'string' ? mapBrowserLanguage(tag) : null;
    if (mapped && offered.includes(mapped)) return mapped;
  }
  return fallbackLanguage(offered, defaultLanguage);
}

/** §1: outside the supported list → the default, else the first one (EN when a merchant lists none). */
export function fallbackLanguage(supported: readonly string[], defaultLanguage: string): string {
  if (supported.includes(defaultLanguage)) return defaultLanguage;
  return supported[0] ?? 'EN';
}
