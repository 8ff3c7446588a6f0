import { PageFrame } from '../features/page-frame/page-frame';
import { MemberHome } from '../features/member/member-home';
import { LanguageSwitcher } from '../features/language/language-switcher';

export default function MemberHomeRoute() {
  return (
    <PageFrame>
      <MemberHome settings={<LanguageSwitcher variant="row" />} />
    </PageFrame>
  );
}
