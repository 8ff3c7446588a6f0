/** §2 /m/rewardCenter. */
import { inFrame, loadWithToken, MemberFrame } from './member-page';
import { RewardCenter } from '../features/rewards/reward-center';
import { rewardsQuery } from '../features/rewards/api';

export const loader = loadWithToken((queryClient, token) => queryClient.ensureQueryData(rewardsQuery(token)));

export default inFrame(MemberFrame, RewardCenter);
