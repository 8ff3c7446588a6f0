/** §2 /m/mall/mallHome, the point market. */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { MallHome } from '../features/mall/mall-home';
import { pointMallQuery } from '../features/mall/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await queryClient.ensureQueryData(pointMallQuery(token));
}

export default function MallRoute() {
  const current = useSession();
  return <PageFrame>{current && <MallHome />}</PageFrame>;
}
