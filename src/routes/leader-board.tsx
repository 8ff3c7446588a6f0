/** §2 /m/leaderBoard (missions). */
import { inFrame, loadWithToken, MemberFrame } from './member-page';
import { LeaderBoard } from '../features/missions/leader-board';
import { missionsQuery } from '../features/missions/api';

export const loader = loadWithToken((queryClient, token) => queryClient.ensureQueryData(missionsQuery(token)));

export default inFrame(MemberFrame, LeaderBoard);
