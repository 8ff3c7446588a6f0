import { lazy, Suspense, useEffect, useState } from 'react';
import { HomePage } from '../features/home/home-page';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { WithData } from '../app/with-data';
import { useT } from '../i18n';

// The catalogue needs the data layer, which loads after the first paint.
const VendorList = lazy(() => import('../features/games/vendor-list').then((m) => ({ default: m.VendorList })));

function GamesSection() {
  const t = useT();
  // Mounted after the first paint, so the data layer never delays the page's frame.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  if (!painted) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
      <WithData>
        <VendorList headingLevel={3} />
      </WithData>
    </Suspense>
  );
}

export default function HomeRoute() {
  return <HomePage headerActions={<LanguageSwitcher variant="header" />} games={<GamesSection />} />;
}
