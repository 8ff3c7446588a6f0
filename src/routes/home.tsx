import { lazy, Suspense, useEffect, useState } from 'react';
import { HomePage } from '../features/home/home-page';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { WithData } from '../app/with-data';
import { useT } from '../i18n';

// The catalogue and the chat button need the data layer, which loads after the first paint.
const VendorList = lazy(() => import('../features/games/vendor-list').then((m) => ({ default: m.VendorList })));
const ChatFooter = lazy(() => import('../app/chat-footer'));
const HomeActivities = lazy(() => import('./home-activities.chunk'));

/** True from the frame after the first paint: what mounts then never delays the page's frame. */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
}

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

/** §5 the go-to-activity button, after the first paint. */
function ActivitiesSection() {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WithData>
        <HomeActivities />
      </WithData>
    </Suspense>
  );
}

export default function HomeRoute() {
  return (
    <HomePage
      headerActions={<LanguageSwitcher variant="header" />}
      games={<GamesSection />}
      footer={
        <>
          <ActivitiesSection />
          <ChatSection />
        </>
      }
    />
  );
}
