import { Suspense } from 'react';
import { useLocation } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { BannerSlot, MarqueeSlot } from '../features/promotions/slots';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { AfterPaintSection, WithData } from './with-data';
import { useT } from '../i18n';
import { usePainted } from '../lib/after-paint';
import { paintedByServer } from '../lib/server-render';
import { OnlyOverTheApp } from '../features/status/only-over-the-app';
import { lazyWhenOnline } from '../lib/lazy-when-online';

// The catalogue needs the data layer, which loads after the first paint; the server renders it.
const VendorList = lazyWhenOnline(() =>
  import('../features/games/vendor-list.chunk').then((m) => ({ default: m.VendorList })),
);
// Promotions on screen (issue 15): only the banners' reserved boxes are in the first paint.
const Banners = lazyWhenOnline(() => import('../features/promotions/banners.chunk'));
// After the first paint, each in a frame of its own (AfterPaintSection): §5 the go-to-activity button
// (issue 16), the §9 marquee and the §4 popups. §2 the chat button is in the top bar (src/app/top-bar-wallet.tsx).
const loadHomeActivities = () => import('./home-activities.chunk');
const loadMarquee = () => import('../features/promotions/marquee.chunk');
const loadPopupHost = () => import('../features/promotions/popups.chunk');
const loadPromoImageHost = () => import('../features/promotions/promo-image.chunk');

function GamesSection() {
  const t = useT();
  const painted = usePainted();
  // A page the server painted has the catalogue in its HTML (issue 18): hydration keeps it.
  if (!painted && !paintedByServer()) return <p aria-busy="true">{t('common.loading')}</p>;
  return (
    <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
      <WithData>
        <VendorList headingLevel={3} />
      </WithData>
    </Suspense>
  );
}

/**
 * The §9 banner groups. A page the server painted (issue 18) has them in its HTML, the first one
 * being the page's largest paint: they are in the first render too, so hydration keeps them (their
 * boundary stays as the server drew it until the data layer and their code arrive); a page the
 * browser paints mounts them after its first paint.
 */
function BannersSection({ group }: { group: 'm_popup1' | 'm_popup2' }) {
  const painted = usePainted();
  if (!painted && !paintedByServer()) return null;
  return (
    <Suspense fallback={null}>
      <WithData>
        <Banners group={group} />
      </WithData>
    </Suspense>
  );
}

/** §4 popups and, on the home pages only (§2), the promo image popup. */
function PromotionOverlays() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <OnlyOverTheApp>
      <AfterPaintSection load={loadPopupHost}>{({ default: PopupHost }) => <PopupHost />}</AfterPaintSection>
      <AfterPaintSection load={loadPromoImageHost}>
        {({ default: PromoImageHost }) => <PromoImageHost pathname={pathname} />}
      </AfterPaintSection>
    </OnlyOverTheApp>
  );
}

export default function HomeRoute() {
  return (
    <HomePage
      headerActions={<LanguageSwitcher variant="header" />}
      banners={
        <BannerSlot group="m_popup1">
          <BannersSection group="m_popup1" />
        </BannerSlot>
      }
      marquee={
        <MarqueeSlot>
          <AfterPaintSection load={loadMarquee}>{({ default: Marquee }) => <Marquee />}</AfterPaintSection>
        </MarqueeSlot>
      }
      secondaryBanners={
        <BannerSlot group="m_popup2">
          <BannersSection group="m_popup2" />
        </BannerSlot>
      }
      games={<GamesSection />}
      footer={
        <AfterPaintSection load={loadHomeActivities}>
          {({ default: HomeActivities }) => <HomeActivities />}
        </AfterPaintSection>
      }
      overlays={<PromotionOverlays />}
    />
  );
}
