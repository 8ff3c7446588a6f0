/** Spec §2 / §3 country dialling-code picker rules. */
import type { Country } from '../../../contract/entities';

export interface PickerInput {
  countriesLoaded: boolean;
  /** §3 white-label flags. */
  whitelabel: Record<string, boolean>;
  /** §3 SMS provider config: firebase-based. */
  firebase: boolean;
}

/**
 * §2: the picker is shown only if countries are loaded, or the mobile-number update option
 * (UPDATEMOBILEICC3) or the firebase option is enabled.
 */
export function showDialingCodePicker(input: PickerInput): boolean {
  return input.countriesLoaded || input.whitelabel.UPDATEMOBILEICC3 === true || input.firebase;
}

/** The flag emoji of a two-letter country code (regional indicator symbols); '' for anything else. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(
    ...countryCode
      .toUpperCase()
      .split('')
      .map((c) => base + c.charCodeAt(0)),
  );
}

/** The country first shown: the default one when it is in the list, else the first. */
export function initialCountry(countries: readonly Country[], defaultCode: string): Country | null {
  return countries.find((c) => c.countryCode === defaultCode) ?? countries[0] ?? null;
}
