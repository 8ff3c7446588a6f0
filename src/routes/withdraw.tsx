import { PageFrame } from '../ui/page-frame';
import { WithdrawPage } from '../features/money/withdraw-page';

export default function WithdrawPageRoute() {
  return (
    <PageFrame>
      <WithdrawPage />
    </PageFrame>
  );
}
