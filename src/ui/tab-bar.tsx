/**
 * Issue 32: the bottom tab bar of the top-level pages (home, games, rewards, deposit, account), in the
 * thumb zone of a phone. Only on those pages (routing/pages.ts tabOf): never inside a game, a form or
 * a sub-page. While it is shown it sets --tabbar-h (tokens.css, `:root:has(.tab-bar)`), which the
 * floating controls and the pages' bottom padding read, so it never covers content.
 */
import { Link, useLocation } from '@tanstack/react-router';
import { useT } from '../i18n';
import { TAB_BAR_TABS, tabOf, type TabPath } from '../routing/pages';
import { SpriteIcon, type SpriteIconName } from './icons';

const ICONS: Record<TabPath, SpriteIconName> = {
  '/m/home': 'home',
  '/m/game': 'games',
  '/m/rewardCenter': 'gift',
  '/m/voucherCenter': 'wallet',
  '/m/member/home': 'account',
};

export function TabBar() {
  const t = useT();
  const active = useLocation({ select: (l) => tabOf(l.pathname) });
  if (!active) return null;
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      {TAB_BAR_TABS.map(({ path, labelKey }) => {
        return (
          <Link key={path} to={path} className="tab" aria-current={path === active ? 'page' : undefined}>
            <SpriteIcon name={ICONS[path]} />
            <span className="tab-label">{t(labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
