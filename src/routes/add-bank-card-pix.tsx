/** §2 /m/securityCenter/addBankCardPix (issue 12). Its loader fetches the bound accounts before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { AddPixPage } from '../features/money/add-pix-page';
import { loadAccountPage } from '../features/money/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await loadAccountPage(queryClient, token);
}

export default function AddPixPageRoute() {
  return (
    <PageFrame>
      <AddPixPage />
    </PageFrame>
  );
}
