import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useSession } from '../../session/use-session';

/**
 * A money page's two reads, as the signed-in member (none while signed out): its settings (the
 * deposit channels, the withdrawal accounts) and its order history; and the customer id its §6
 * tracking names (the member's customerId, else its id).
 */
export function useMoneyReads<S, H, SK extends QueryKey, HK extends QueryKey>(
  settingsOf: (token: string) => UseQueryOptions<S, Error, S, SK>,
  historyOf: (token: string) => UseQueryOptions<H, Error, H, HK>,
) {
  const current = useSession();
  const token = current?.token ?? '';
  const enabled = Boolean(current);
  return {
    customerId: current?.customerId ?? current?.id ?? 0,
    settings: useQuery({ ...settingsOf(token), enabled }),
    history: useQuery({ ...historyOf(token), enabled }),
  };
}
