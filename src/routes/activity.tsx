/** §2 /m/activity?id={id}. */
import type { QueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import type { Search } from '../routing/rules';
import { ActivityPage } from '../features/activity/activity-page';
import { participationQuery, promotionsQuery } from '../features/activity/api';
import { activityIdOf } from '../features/activity/rules';

export async function loader(queryClient: QueryClient, search: Search) {
  const promotions = await queryClient.ensureQueryData(promotionsQuery());
  const id = activityIdOf(search.id);
  const token = session.token();
  if (token && id !== null && promotions.some((p) => p.id === id && p.joinable))
    await queryClient.ensureQueryData(participationQuery(token, id));
}

export default function ActivityRoute() {
  const search = useSearch({ strict: false }) as Search;
  return (
    <PageFrame>
      <ActivityPage id={activityIdOf(search.id)} />
    </PageFrame>
  );
}
