/** §2 /m/feedback (to /m/home without a session: the router's session-or-home guard). */
import { inFrame, loadWithToken, MemberFrame } from './member-page';
import { FeedbackPage } from '../features/feedback/feedback-page';
import { feedbackListQuery } from '../features/feedback/api';

export const loader = loadWithToken((queryClient, token) => queryClient.ensureQueryData(feedbackListQuery(token)));

export default inFrame(MemberFrame, FeedbackPage);
