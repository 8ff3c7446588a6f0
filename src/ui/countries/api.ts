import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';

/** §7 GET /wps/system/country (cached for the session): the dialling codes the picker offers. */
export function countriesQuery() {
  return queryOptions({
    queryKey: ['system', 'country'],
    queryFn: ({ signal }) => call('systemCountry', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
