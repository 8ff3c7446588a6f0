/** §2 /m/withdraw (issue 12): withdraw. Its loader fetches the withdraw account info and history before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import { inFrame, loadWithToken } from './member-page';
import { PageFrame } from '../ui/page-frame';
import { WithdrawPage } from '../features/money/withdraw-page';
import { loadWithdrawPage } from '../features/money/api';

export const loader = loadWithToken(loadWithdrawPage);

export default inFrame(PageFrame, WithdrawPage);
