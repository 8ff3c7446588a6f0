import { PageFrame } from '../ui/page-frame';
import { DepositPage } from '../features/money/deposit-page';

export default function DepositPageRoute() {
  return (
    <PageFrame>
      <DepositPage />
    </PageFrame>
  );
}
