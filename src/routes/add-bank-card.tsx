import { PageFrame } from '../ui/page-frame';
import { AddBankCardPage } from '../features/money/add-bank-card-page';

export default function AddBankCardPageRoute() {
  return (
    <PageFrame>
      <AddBankCardPage />
    </PageFrame>
  );
}
