import { PageFrame } from '../features/page-frame/page-frame';
import { VendorList } from '../features/games/vendor-list';

export default function GameRoute() {
  return (
    <PageFrame>
      <VendorList />
    </PageFrame>
  );
}
