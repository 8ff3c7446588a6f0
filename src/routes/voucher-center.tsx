/** §2 /m/voucherCenter (issue 12): deposit. Its loader fetches the deposit settings and history before the page renders. Money is never persisted or kept by the worker (DESIGN rule 11). */
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { DepositPage } from '../features/money/deposit-page';
import { loadDepositPage } from '../features/money/api';

export async function loader(queryClient: QueryClient) {
  const token = session.token();
  if (token) await loadDepositPage(queryClient, token);
}

export default function DepositPageRoute() {
  return (
    <PageFrame>
      <DepositPage />
    </PageFrame>
  );
}
