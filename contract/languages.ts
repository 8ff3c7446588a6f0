/**
 * Spec §1: which language the storefront speaks. Stored preference first; else the browser's
 * languages (Chinese → CN, Taiwan → TW, Tagalog or Philippines → TY); a language outside the
 * merchant's list falls back to the merchant's default, else its first one.
 */

/** §1 every language code the platform knows (the fuller list plus RU and AR from the first one). */
export const KNOWN_LANGUAGES = [
  'CN',
  'EN',
  'ES',
  'HI',
  'ID',
  'JA',
  'KM',
  'KO',
  'MY',
  'TA',
  'TH',
  'TW',
  'VI',
  'TY',
  'UR',
  'PT',
  'PT-BR',
  'MS',
  'BN',
  'TR',
  'FR',
  'NE',
  'UR-LA',
  'RU',
  'AR',
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

/** §1: the merchant's languages the storefront knows, in the merchant's order, once each. */
export function offeredLanguages(supported: readonly unknown[]): LanguageCode[] {
  const out: LanguageCode[] = [];
  for (const code of supported) if (isKnownLanguage(code) && !out.includes(code)) out.push(code);
  return out;
}

export function chooseLanguage({
  stored,
  browserLanguages,
  supported,
  defaultLanguage,
}: LanguageChoiceInput): LanguageCode {
  const offered = offeredLanguages(supported);
  if (isKnownLanguage(stored) && offered.includes(stored)) return stored;
  for (const tag of browserLanguages) {
    const mapped = typeof tag === 'string' ? mapBrowserLanguage(tag) : null;
    if (mapped && offered.includes(mapped)) return mapped;
  }
  return fallbackLanguage(offered, defaultLanguage);
}

/** §1: outside the supported list → the default, else the first one (EN when a merchant lists none). */
export function fallbackLanguage(supported: readonly LanguageCode[], defaultLanguage: string): LanguageCode {
  return supported.find((code) => code === defaultLanguage) ?? supported[0] ?? 'EN';
}

/**
 * §1 codes are not BCP 47. The tag each one is written as in the `lang` attribute and as the
 * i18next language id (i18next canonicalises hyphenated ids, so 'PT-BR' would silently become
 * 'pt-BR' and miss its texts: it is only ever given these canonical tags).
 */
export const LANGUAGE_TAGS: Readonly<Record<LanguageCode, string>> = {
  CN: 'zh-CN',
  EN: 'en',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  JA: 'ja',
  KM: 'km',
  KO: 'ko',
  MY: 'my',
  TA: 'ta',
  TH: 'th',
  TW: 'zh-TW',
  VI: 'vi',
  TY: 'fil',
  UR: 'ur',
  PT: 'pt-PT',
  'PT-BR': 'pt-BR',
  MS: 'ms',
  BN: 'bn',
  TR: 'tr',
  FR: 'fr',
  NE: 'ne',
  'UR-LA': 'ur-Latn',
  RU: 'ru',
  AR: 'ar',
};

export function languageTag(code: LanguageCode): string {
  return LANGUAGE_TAGS[code];
}

/** The platform code of an i18next language id (the inverse of languageTag). */
export function codeOfTag(tag: string | undefined): LanguageCode | undefined {
  return KNOWN_LANGUAGES.find((code) => LANGUAGE_TAGS[code] === tag);
}

/**
 * The locale numbers and dates are formatted in (§9 "through Intl for the active language").
 * Roman Urdu readers read Latin script, and Intl has no Latin-script Urdu (it answers in Arabic
 * script), so UR-LA formats as Pakistani English.
 */
export function intlLocale(code: LanguageCode): string {
  return code === 'UR-LA' ? 'en-PK' : LANGUAGE_TAGS[code];
}

/** §1: Arabic and Urdu are written right to left; Roman Urdu (UR-LA) is Latin script, left to right. */
export const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['AR', 'UR']);

export function textDirection(code: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(code) ? 'rtl' : 'ltr';
}
