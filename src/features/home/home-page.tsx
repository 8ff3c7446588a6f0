import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { useSession } from '../../session/use-session';
import { VendorList } from '../games/vendor-list';

/** /m/home and its aliases (§2). `headerActions` is what the route adds to the header (the language switcher). */
export function HomePage({ headerActions }: { headerActions?: ReactNode }) {
  const t = useT();
  const config = merchant();
  const current = useSession();
  return (
    <div className="page home">
      <header className="home-header">
        {config.logoUrl ? <img src={config.logoUrl} alt="" width={32} height={32} /> : null}
        <h1>{config.merchantName}</h1>
        {headerActions}
        {current ? (
          <Link to="/m/member/home" className="button small">
            {t('home.myAccount')}
          </Link>
        ) : (
          <div className="header-actions">
            <Link to="/m/login" className="button small secondary">
              {t('auth.login')}
            </Link>
            <Link to="/m/register" className="button small">
              {t('register.submit')}
            </Link>
          </div>
        )}
      </header>
      <main className="page-body stack">
        <p className="welcome">
          {current?.userName ? t('home.welcomeBack', { name: current.userName }) : t('home.welcome', { merchant: config.merchantName })}
        </p>
        <nav aria-label={t('home.shortcuts')} className="shortcut-grid">
          <Link to="/m/game">{t('page.game')}</Link>
          <Link to="/m/voucherCenter">{t('page.deposit')}</Link>
          <Link to="/m/withdraw">{t('page.withdraw')}</Link>
          <Link to="/m/rewardCenter">{t('page.rewardCenter')}</Link>
          <Link to="/m/inviteFriends">{t('page.inviteFriends')}</Link>
          <Link to="/m/member/benefits">{t('page.benefits')}</Link>
        </nav>
        <section aria-labelledby="home-games">
          <h2 id="home-games">{t('home.games')}</h2>
          <VendorList headingLevel={3} />
        </section>
      </main>
    </div>
  );
}
