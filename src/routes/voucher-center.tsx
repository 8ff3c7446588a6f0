/** §2 /m/voucherCenter (issue 12): deposit. Its loader fetches the deposit settings and history before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import { inFrame, loadWithToken } from './member-page';
import { PageFrame } from '../ui/page-frame';
import { DepositPage } from '../features/money/deposit-page';
import { loadDepositPage } from '../features/money/api';

export const loader = loadWithToken(loadDepositPage);

export default inFrame(PageFrame, DepositPage);
