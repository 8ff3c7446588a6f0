/**
 * The language switcher and the member's language (spec §1, §3, §6). Pure rules; the components
 * and api.ts call them.
 */
import { MEMBER_TYPE } from '../../session/model';
import { countryOfLanguage, flagOf } from '../../i18n/language-country';
import { isKnownLanguage, languageTag, offeredLanguages, type LanguageCode } from '../../../contract/languages';

/** Each language named in its own language (an endonym), as a reader of that language looks for it. */
export const ENDONYMS: Readonly<Record<LanguageCode, string>> = {
  CN: '简体中文',
  TW: '繁體中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ភាសាខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာဘာသာ',
  TA: 'தமிழ்',
  TH: 'ภาษาไทย',
  VI: 'Tiếng Việt',
  TY: 'Filipino',
  UR: 'اردو',
  PT: 'Português (Portugal)',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Roman Urdu',
  RU: 'Русский',
  AR: 'العربية',
};

export interface LanguageOption {
  code: LanguageCode;
  /** The name in the language itself. */
  name: string;
  /** BCP 47 tag for the option's lang attribute, so it is read out in its own language. */
  tag: string;
  /** The flag of the language's country (§1 map); decorative. */
  flag: string;
  active: boolean;
}

/** §1 the switcher offers the merchant's languages, in the merchant's order. */
export function languageOptions(
  merchantLanguages: readonly unknown[],
  active: LanguageCode | undefined,
): LanguageOption[] {
  return offeredLanguages(merchantLanguages).map((code) => ({
    code,
    name: ENDONYMS[code],
    tag: languageTag(code),
    flag: flagOf(countryOfLanguage(code)),
    active: code === active,
  }));
}

/**
 * §3 / §6: a member of type 4 skips language sync. Sync runs both ways: a choice is sent to the
 * account (POST /wps/member/language) and the account's language is applied at login; neither
 * happens for type 4 (otherwise each login would undo a switch that is never saved). A visitor
 * (no session) has nothing to sync.
 */
export function syncsLanguage(loggedIn: boolean, memberType: number): boolean {
  return loggedIn && memberType !== MEMBER_TYPE.noChat;
}

/**
 * §1 / §3 the member's stored language (member info `language`) to apply at login: only a language
 * the merchant offers, and only when it differs from the active one; otherwise null.
 */
export function memberLanguageToApply(
  stored: unknown,
  merchantLanguages: readonly unknown[],
  active: LanguageCode | undefined,
): LanguageCode | null {
  if (typeof stored !== 'string') return null;
  const code = stored.trim().toUpperCase();
  if (!isKnownLanguage(code) || !offeredLanguages(merchantLanguages).includes(code)) return null;
  return code === active ? null : code;
}

/**
 * §1 §8 a language whose texts could not be downloaded: the current one stays. With no network the
 * player is told the language is not on the device yet (issue 37: only the languages used are kept
 * for offline use), else to check the connection.
 */
export function switchFailedKey(online: boolean): 'language.notOffline' | 'language.changeFailed' {
  return online ? 'language.changeFailed' : 'language.notOffline';
}
