import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from './use-session';

/**
 * A read as the signed-in member, from its query factory (which takes the member's token): none
 * while signed out. A module of its own: the query library stays out of the first paint's code,
 * which imports ./use-session.
 */
export function useMemberRead<T, K extends QueryKey>(queryOf: (token: string) => UseQueryOptions<T, Error, T, K>) {
  const current = useSession();
  return useQuery({ ...queryOf(current?.token ?? ''), enabled: Boolean(current) });
}
