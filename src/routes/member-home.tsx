import { PageFrame } from '../features/page-frame/page-frame';
import { MemberHome } from '../features/member/member-home';

export default function MemberHomeRoute() {
  return (
    <PageFrame>
      <MemberHome />
    </PageFrame>
  );
}
