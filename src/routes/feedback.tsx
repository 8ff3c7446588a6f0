/** §2 /m/feedback (to /m/home without a session: the router's session-or-home guard). */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { useSession } from '../session/use-session';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { feedbackListQuery } from '../features/feedback/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await queryClient.ensureQueryData(feedbackListQuery(token));
}

export default function FeedbackRoute() {
  const current = useSession();
  return <PageFrame>{current && <FeedbackPage />}</PageFrame>;
}
