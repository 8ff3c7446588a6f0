/** §2 /m/withdraw (issue 12): withdraw. Its loader fetches the withdraw account info and history before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { WithdrawPage } from '../features/money/withdraw-page';
import { loadWithdrawPage } from '../features/money/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await loadWithdrawPage(queryClient, token);
}

export default function WithdrawPageRoute() {
  return (
    <PageFrame>
      <WithdrawPage />
    </PageFrame>
  );
}
