/** §2 /m/leaderBoard (missions). */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { LeaderBoard } from '../features/missions/leader-board';
import { missionsQuery } from '../features/missions/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await queryClient.ensureQueryData(missionsQuery(token));
}

export default function LeaderBoardRoute() {
  const current = useSession();
  return <PageFrame>{current && <LeaderBoard />}</PageFrame>;
}
