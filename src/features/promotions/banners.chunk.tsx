/**
 * §3 / §9 banner groups m_popup1 and m_popup2 on home, loaded after the first paint into the box
 * ./slots.tsx reserved (fixed aspect ratio, so images never move the page). A tap follows the
 * linkage (§5, ./rules.ts bannerTarget): internal routes navigate in the app, http opens outside,
 * anything else is a picture only. Swiped as a scroll-snapped row: nothing moves on its own.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Banner } from '../../../contract/promotions';
import { CdnImage } from '../../ui/cdn-image';
import { BANNER_IMAGE_SIZE, BANNER_SIZES } from '../../config/constants';
import { useLanguage, useT } from '../../i18n';
import { bannersQuery } from './api';
import { bannerTarget, bannerTitle } from './rules';
import { pageOrigin } from '../../lib/server-render';
import { setSectionCount } from '../../lib/home-sections';
import './promotions.css';

export default function Banners({ group }: { group: 'm_popup1' | 'm_popup2' }) {
  const t = useT();
  const { data, isFetching } = useQuery(bannersQuery(group));
  // Issue 32: an empty group gives its reserved box back (./slots.tsx).
  // A kept copy is checked again first: only a fresh answer takes the box away.
  const count = data && (data.length > 0 || !isFetching) ? data.length : undefined;
  useEffect(() => {
    if (count !== undefined) setSectionCount(group, count);
  }, [group, count]);
  if (!data || data.length === 0) return null;
  return (
    <ul className="banner-track" aria-label={t('promo.banners')}>
      {data.map((banner, i) => (
        <li key={banner.id} className="banner-item">
          <BannerTap banner={banner} eager={i === 0} group={group} />
        </li>
      ))}
    </ul>
  );
}

function BannerTap({ banner, eager, group }: { banner: Banner; eager: boolean; group: 'm_popup1' | 'm_popup2' }) {
  const t = useT();
  const router = useRouter();
  const size = BANNER_IMAGE_SIZE[group];
  const title = bannerTitle(banner, useLanguage());
  const alt = title || t('promo.banner');
  // Text-free art in widths for the screen (issue 32); the title is laid over it as real text, so one
  // image serves every language and the words stay sharp, selectable and translatable.
  // §3 imageCDNs: through the merchant's image hosts when it has them.
  const image = (
    <CdnImage
      src={banner.imageUrl}
      kind={group === 'm_popup1' ? 'banner' : 'strip'}
      sizes={BANNER_SIZES}
      alt={alt}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      // The top banner is the home page's largest paint: the browser fetches it before the app's
      // scripts rather than beside them (issue 18, largest contentful paint).
      fetchPriority={eager && group === 'm_popup1' ? 'high' : undefined}
      decoding="async"
      draggable={false}
    />
  );
  const caption = title ? (
    <span className="banner-caption" aria-hidden="true">
      {title}
    </span>
  ) : null;
  const target = bannerTarget(banner, pageOrigin());
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className="banner-link">
        {image}
        {caption}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <a
        href={target.href}
        className="banner-link"
        onClick={(e) => {
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
          e.preventDefault();
          void router.navigate({ href: target.href });
        }}
      >
        {image}
        {caption}
      </a>
    );
  }
  return (
    <>
      {image}
      {caption}
    </>
  );
}
