/**
 * §7 the dialling codes (GET /wps/system/country), read by register, the second factor and phone
 * sign-in, and given to the picker in ui/countries (which imports no api/, DESIGN's layers).
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import { settingsKey } from './query-keys';

export const countryKeys = { all: settingsKey('country') };

/** §7 GET /wps/system/country (cached for the session): the dialling codes the picker offers. */
export function countriesQuery() {
  return queryOptions({
    queryKey: countryKeys.all,
    meta: { endpoint: 'systemCountry' },
    queryFn: ({ signal }) => call('systemCountry', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
