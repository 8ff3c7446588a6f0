import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { BannerSlot, MarqueeSlot } from '../features/promotions/slots';
import { LanguageSwitcher } from '../features/language/language-switcher';
import { WithData } from './with-data';
import { useT } from '../i18n';
import { usePainted } from '../lib/after-paint';
import { paintedByServer } from '../lib/server-render';
import { OnlyOverTheApp } from '../features/status/only-over-the-app';

// The catalogue and the chat button need the data layer, which loads after the first paint.
const VendorList = lazy(() => import('../features/games/vendor-list').then((m) => ({ default: m.VendorList })));
const ChatFooter = lazy(() => import('./chat-footer'));
// §5 the go-to-activity button (issue 16), after the first paint.
const HomeActivities = lazy(() => import('./home-activities.chunk'));
// Promotions on screen (issue 15): only their reserved boxes are in the first paint.
const Banners = lazy(() => import('../features/promotions/banners.chunk'));
const Marquee = lazy(() => import('../features/promotions/marquee.chunk'));
const PopupHost = lazy(() => import('../features/promotions/popups.chunk'));
const PromoImageHost = lazy(() => import('../features/promotions/promo-image.chunk'));

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

/** Mounts its children from the frame after the first paint, inside the data layer. */
function AfterPaint({ children }: { children: ReactNode }) {
  const painted = usePainted();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <WithData>{children}</WithData>
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
      <AfterPaint>
        <PopupHost />
        <PromoImageHost pathname={pathname} />
      </AfterPaint>
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
          <AfterPaint>
            <Marquee />
          </AfterPaint>
        </MarqueeSlot>
      }
      secondaryBanners={
        <BannerSlot group="m_popup2">
          <BannersSection group="m_popup2" />
        </BannerSlot>
      }
      games={<GamesSection />}
      footer={
        <>
          <AfterPaint>
            <HomeActivities />
          </AfterPaint>
          <ChatSection />
        </>
      }
      overlays={<PromotionOverlays />}
    />
  );
}
