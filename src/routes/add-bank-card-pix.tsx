import { PageFrame } from '../ui/page-frame';
import { AddPixPage } from '../features/money/add-pix-page';

export default function AddPixPageRoute() {
  return (
    <PageFrame>
      <AddPixPage />
    </PageFrame>
  );
}
