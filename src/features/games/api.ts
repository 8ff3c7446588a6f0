import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/http';

export const gameVendorsQuery = () =>
  queryOptions({
    queryKey: ['games', 'vendors'],
    queryFn: ({ signal }) => call('gameVendors', { platform: 'MOBILE' }, { signal }),
    staleTime: 5 * 60_000,
  });
