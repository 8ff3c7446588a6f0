/**
 * The boxes home reserves in its first paint for the banners and the marquee (§9 banner groups,
 * marquee), so their content, which loads after the first paint, moves nothing (CLS ≤ 0.02).
 * Issue 32: a section known to be empty takes no space (src/lib/home-sections.ts: the server's render
 * and the section's own answer tell); one not known yet is a skeleton in the shape of what replaces it.
 * The same children mount in either case, so the tree hydrates alike and a fresh answer still counts.
 * Tiny on purpose: everything inside them is loaded later (*.chunk.tsx).
 */
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { homeSections } from '../../lib/home-sections';
import { useStore } from '../../lib/use-store';
import './slots.css';

export function BannerSlot({ group, children }: { group: 'm_popup1' | 'm_popup2'; children?: ReactNode }) {
  const count = useStore(homeSections)[group];
  // Known empty: no box. Its content still mounts, hidden, so a banner added since the server's
  // answer (the edge may hold it for 5 s) still shows once the page's own answer has it.
  if (count === 0) return <div hidden>{children}</div>;
  return (
    <div className={`banner-slot banner-slot-${group}`} data-group={group} data-known={count !== undefined}>
      {children}
    </div>
  );
}

export function MarqueeSlot({ children }: { children?: ReactNode }) {
  const t = useT();
  const count = useStore(homeSections).marquee;
  if (count === 0) return <div hidden>{children}</div>;
  return (
    <section className="marquee-slot" aria-label={t('promo.announcements')}>
      {children}
    </section>
  );
}
