import { lazy, Suspense } from 'react';
import { HomePage } from '../features/home/home-page';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { WithData } from './with-data';
import { useT } from '../i18n';
import { usePainted } from '../lib/after-paint';

// The catalogue and the chat button need the data layer, which loads after the first paint.
const VendorList = lazy(() => import('../features/games/vendor-list').then((m) => ({ default: m.VendorList })));
const ChatFooter = lazy(() => import('./chat-footer'));

function GamesSection() {
  const t = useT();
  const painted = usePainted();
  if (!painted) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
      <WithData>
        <VendorList headingLevel={3} />
      </WithData>
    </Suspense>
  );
}

/** §2 the chat footer button. */
function ChatSection() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WithData>
        <ChatFooter />
      </WithData>
    </Suspense>
  );
}

export default function HomeRoute() {
  return <HomePage headerActions={<LanguageSwitcher variant="header" />} games={<GamesSection />} footer={<ChatSection />} />;
}
