import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { settingsKey } from '../../api/query-keys';

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
