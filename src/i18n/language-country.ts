/**
 * §1 the language-to-country map (about 30 languages): the country a language stands for, used for
 * the flag beside a language's name and as the dialling-code picker's default country (§2). Pure.
 * Keys are the §1 platform codes, plus a few languages browsers commonly report that the platform
 * does not (yet) sell in, so a picker can still preselect the player's country.
 */
import { mapBrowserLanguage } from '../../contract/languages';

export const LANGUAGE_COUNTRY: Readonly<Record<string, string>> = {
  // §1 the platform's languages
  CN: 'CN',
  TW: 'TW',
  EN: 'US',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  JA: 'JP',
  KM: 'KH',
  KO: 'KR',
  MY: 'MM',
  TA: 'IN',
  TH: 'TH',
  VI: 'VN',
  TY: 'PH',
  UR: 'PK',
  'UR-LA': 'PK',
  PT: 'PT',
  'PT-BR': 'BR',
  MS: 'MY',
  BN: 'BD',
  TR: 'TR',
  FR: 'FR',
  NE: 'NP',
  RU: 'RU',
  AR: 'SA',
  // other common browser languages
  DE: 'DE',
  IT: 'IT',
  LO: 'LA',
  NL: 'NL',
  PL: 'PL',
};

/**
 * The country of a language: a platform code (VI, PT-BR) or a browser tag (vi-VN, de). A browser
 * tag that names a region the map agrees with keeps it; unknown or malformed input gives null.
 */
export function countryOfLanguage(language: string): string | null {
  if (typeof language !== 'string') return null;
  const upper = language.trim().toUpperCase();
  if (Object.hasOwn(LANGUAGE_COUNTRY, upper)) return LANGUAGE_COUNTRY[upper] ?? null;
  const platform = mapBrowserLanguage(language);
  if (platform) return LANGUAGE_COUNTRY[platform] ?? null;
  const primary = upper.split(/[-_]/)[0] ?? '';
  return Object.hasOwn(LANGUAGE_COUNTRY, primary) ? (LANGUAGE_COUNTRY[primary] ?? null) : null;
}

/** The flag emoji of an ISO 3166 alpha-2 country (two regional indicator letters); '' otherwise. */
export function flagOf(country: string | null | undefined): string {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return '';
  const A = 0x1f1e6;
  return String.fromCodePoint(...[...country.toUpperCase()].map((c) => A + c.charCodeAt(0) - 65));
}

/**
 * §2 / §3 the dialling-code picker's default country: the active language's country when the
 * server's country list has it, else the server's default countryCode, else the first country.
 */
export function defaultDialingCountry(
  language: string,
  countries: readonly { countryCode: string }[],
  serverDefault?: string,
): string | null {
  const has = (code: string | null | undefined) => Boolean(code) && countries.some((c) => c.countryCode === code);
  const fromLanguage = countryOfLanguage(language);
  if (has(fromLanguage)) return fromLanguage;
  if (has(serverDefault)) return serverDefault ?? null;
  return countries[0]?.countryCode ?? null;
}
