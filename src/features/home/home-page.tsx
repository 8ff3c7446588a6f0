import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { useSession } from '../../session/use-session';
import { TopBarWalletSlot } from '../../ui/top-bar';
import { SpriteIcon, type SpriteIconName } from '../../ui/icons';

/** A quick link of home: its icon in a tinted tile, its name under it. */
function Shortcut({ to, icon, label }: { to: string; icon: SpriteIconName; label: string }) {
  return (
    <Link to={to}>
      <span className="shortcut-icon">
        <SpriteIcon name={icon} />
      </span>
      <span>{label}</span>
    </Link>
  );
}

/**
 * /m/home and its aliases (§2). The route fills the slots: `headerActions` (a guest's language switcher),
 * `banners` and `marquee` (the m_popup1 banners and the announcement marquee, in boxes reserved
 * in the first paint), `secondaryBanners` (m_popup2), `games` (the catalogue, which needs the data
 * layer), `footer` (the go-to-activity button) and `overlays` (the popups and the promo image popup).
 */
export function HomePage({
  headerActions,
  banners,
  marquee,
  secondaryBanners,
  games,
  footer,
  overlays,
}: {
  headerActions?: ReactNode;
  banners?: ReactNode;
  marquee?: ReactNode;
  secondaryBanners?: ReactNode;
  games?: ReactNode;
  footer?: ReactNode;
  overlays?: ReactNode;
}) {
  const t = useT();
  const config = merchant();
  const current = useSession();
  return (
    <div className="page home">
      {/* A guest's top bar is one row in every language: the name gives way to the mark first (app.css). */}
      <header className={current ? 'home-header' : 'home-header guest'}>
        {config.logoUrl ? <img className="brand-mark" src={config.logoUrl} alt="" width={32} height={32} /> : null}
        {/* elementtiming: the benchmark measures what loads before this heading paints. */}
        <h1 {...{ elementtiming: 'home-heading' }}>
          <span className="brand-name">{config.merchantName}</span>
        </h1>
        {/* A member's top bar holds the balance, Deposit, Chat and the mini-game, which leave no room for
            the language globe at 360 px in every language (issue 33): a member switches from the
            account page's Language row. */}
        {current ? null : headerActions}
        <TopBarWalletSlot />
        {current ? null : (
          <div className="header-actions">
            {/* The top bar's short forms (issue 32): the pages keep their own wording. */}
            <Link to="/m/login" className="button small secondary">
              {t('home.logIn')}
            </Link>
            <Link to="/m/register" className="button small">
              {t('home.register')}
            </Link>
          </div>
        )}
      </header>
      <main className="page-body stack">
        {banners}
        {marquee}
        <p className="welcome">
          {current?.userName
            ? t('home.welcomeBack', { name: current.userName })
            : t('home.welcome', { merchant: config.merchantName })}
        </p>
        {/* Games and Rewards are tabs of the tab bar (issue 32): the quick links are the rest. */}
        <nav aria-label={t('home.shortcuts')} className="shortcut-grid">
          <Shortcut to="/m/voucherCenter" icon="wallet" label={t('page.deposit')} />
          <Shortcut to="/m/withdraw" icon="withdraw" label={t('page.withdraw')} />
          <Shortcut to="/m/inviteFriends" icon="invite" label={t('page.inviteFriends')} />
          <Shortcut to="/m/member/benefits" icon="crown" label={t('page.benefits')} />
        </nav>
        {secondaryBanners}
        <section aria-labelledby="home-games">
          <h2 id="home-games">{t('home.games')}</h2>
          {games}
        </section>
        {/* Issue 32: inside the main content, at its usual gap under the catalogue (it sat under the
            content's bottom padding, kept for the tab bar, and a page body of its own: ~100 px). */}
        {footer}
      </main>
      {overlays}
    </div>
  );
}
