import { queryOptions } from '@tanstack/react-query';
import { callQuick } from '../../api/client';

export const gameVendorsQuery = () =>
  queryOptions({
    queryKey: ['games', 'vendors'],
    queryFn: ({ signal }) => callQuick('gameVendors', { platform: 'MOBILE' }, { signal }),
    staleTime: 5 * 60_000,
    meta: { endpoint: 'gameVendors' },
  });
