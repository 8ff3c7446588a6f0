import { PageFrame } from '../ui/page-frame';
import { MemberHome } from '../features/member/member-home';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { logout } from '../features/auth/api';

export default function MemberHomeRoute() {
  return (
    <PageFrame>
      <MemberHome settings={<LanguageSwitcher variant="row" />} onLogout={logout} />
    </PageFrame>
  );
}
