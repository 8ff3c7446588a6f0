/** §2 /m/rewardCenter. */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { RewardCenter } from '../features/rewards/reward-center';
import { rewardsQuery } from '../features/rewards/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await queryClient.ensureQueryData(rewardsQuery(token));
}

export default function RewardCenterRoute() {
  const current = useSession();
  return <PageFrame>{current && <RewardCenter />}</PageFrame>;
}
