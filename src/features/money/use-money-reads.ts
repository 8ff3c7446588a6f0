import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useMemberRead } from '../../session/use-member-read';
import { useSession } from '../../session/use-session';

/**
 * A money page's two reads, as the signed-in member: its settings (the deposit channels, the
 * withdrawal accounts) and its order history; and the customer id its §6 tracking names (the
 * member's customerId, else its id).
 */
export function useMoneyReads<S, H, SK extends QueryKey, HK extends QueryKey>(
  settingsOf: (token: string) => UseQueryOptions<S, Error, S, SK>,
  historyOf: (token: string) => UseQueryOptions<H, Error, H, HK>,
) {
  const current = useSession();
  return {
    customerId: current?.customerId ?? current?.id ?? 0,
    settings: useMemberRead(settingsOf),
    history: useMemberRead(historyOf),
  };
}
