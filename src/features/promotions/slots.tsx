/**
 * The boxes home reserves in its first paint for the banners and the marquee (§9 banner groups,
 * marquee), so their content, which loads after the first paint, moves nothing (CLS ≤ 0.02).
 * Tiny on purpose: everything inside them is loaded later (*.chunk.tsx).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import './slots.css';

export function BannerSlot({ group, children }: { group: 'm_popup1' | 'm_popup2'; children?: ReactNode }) {
  return (
    <div className={`banner-slot banner-slot-${group}`} data-group={group}>
      {children}
    </div>
  );
}

export function MarqueeSlot({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <section className="marquee-slot" aria-label={t('promo.announcements')}>
      {children}
    </section>
  );
}
