import { PageFrame } from '../ui/page-frame';
import { VendorList } from '../features/games/vendor-list';

export default function GameRoute() {
  return (
    <PageFrame>
      <VendorList />
    </PageFrame>
  );
}
