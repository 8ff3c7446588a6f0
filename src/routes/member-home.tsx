import { lazy, Suspense } from 'react';
import { PageFrame } from '../ui/page-frame';
import { MemberHome } from '../features/member/member-home';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { logout } from '../features/auth/api';
import { CustomerServiceButton } from '../features/customer-service/customer-service-button';
import { useT } from '../i18n';

const ChatFooter = lazy(() => import('./chat-footer'));

export default function MemberHomeRoute() {
  const t = useT();
  return (
    <PageFrame>
      <div className="has-chat-fab">
        <MemberHome
          settings={
            <>
              <LanguageSwitcher variant="row" />
              {/* §3 §5 the member's customer-service entries, restricted by their label. */}
              <CustomerServiceButton label={t('customerService.title')} className="button secondary block" />
            </>
          }
          onLogout={logout}
        />
      </div>
      <Suspense fallback={null}>
        <ChatFooter />
      </Suspense>
    </PageFrame>
  );
}
