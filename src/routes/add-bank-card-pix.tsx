/** §2 /m/securityCenter/addBankCardPix (issue 12). Its loader fetches the bound accounts before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import { inFrame, loadWithToken } from './member-page';
import { PageFrame } from '../ui/page-frame';
import { AddPixPage } from '../features/money/add-pix-page';
import { loadAccountPage } from '../features/money/api';

export const loader = loadWithToken(loadAccountPage);

export default inFrame(PageFrame, AddPixPage);
