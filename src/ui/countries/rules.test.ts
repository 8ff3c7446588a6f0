import { describe, expect, it } from 'vitest';
import { flagOf, initialCountry, showDialingCodePicker } from './rules';

describe('§2 country dialling-code picker', () => {
  it('§2 shown only if countries are loaded, or UPDATEMOBILEICC3 or the firebase option is on', () => {
    expect(showDialingCodePicker({ countriesLoaded: true, whitelabel: {}, firebase: false })).toBe(true);
    expect(
      showDialingCodePicker({ countriesLoaded: false, whitelabel: { UPDATEMOBILEICC3: true }, firebase: false }),
    ).toBe(true);
    expect(showDialingCodePicker({ countriesLoaded: false, whitelabel: {}, firebase: true })).toBe(true);
    expect(
      showDialingCodePicker({ countriesLoaded: false, whitelabel: { UPDATEMOBILEICC3: false }, firebase: false }),
    ).toBe(false);
  });

  it('§2 flag plus +code: the flag comes from the country code', () => {
    expect(flagOf('VN')).toBe('🇻🇳');
    expect(flagOf('us')).toBe('🇺🇸');
    expect(flagOf('XYZ')).toBe('');
    expect(flagOf('<b')).toBe('');
  });

  it('§3 the default country is preselected when it is offered', () => {
    const countries = [
      { countryCode: 'VN', countryDialingCode: '84' },
      { countryCode: 'US', countryDialingCode: '1' },
    ];
    expect(initialCountry(countries, 'US')).toEqual({ countryCode: 'US', countryDialingCode: '1' });
    expect(initialCountry(countries, 'JP')).toEqual({ countryCode: 'VN', countryDialingCode: '84' });
    expect(initialCountry([], 'US')).toBeNull();
  });
});
