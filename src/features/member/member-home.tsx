import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT, activeLocale } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session/use-session';
import { HOME_PATH } from '../../config/constants';
import { memberInfoQuery } from '../../session/member-info-query';
import { memberTypeKey } from './rules';

/**
 * Member home (§2). The route fills the slots: `vip` (§3 / §4 the VIP label and progress),
 * `activities` (§5 the go-to-activity button and the referral button), `settings` (the language
 * row, above log out); `onLogout` is the auth feature's logout.
 */
export function MemberHome({
  settings,
  vip,
  activities,
  onLogout: logout,
}: {
  settings?: ReactNode;
  vip?: ReactNode;
  activities?: ReactNode;
  onLogout: () => Promise<void>;
}) {
  const t = useT();
  const navigate = useNavigate();
  const current = useSession();
  const info = useQuery({ ...memberInfoQuery(current?.token ?? ''), enabled: Boolean(current) });

  const onLogout = async () => {
    await logout();
    await navigate({ href: HOME_PATH, replace: true });
  };

  const userName = info.data?.userName ?? current?.userName ?? '';
  return (
    <section className="stack" aria-labelledby="member-greeting">
      <h2 id="member-greeting">{userName ? t('member.greeting', { name: userName }) : t('member.loading')}</h2>
      {vip}
      {info.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {info.isError && (
        <p role="alert">
          {t('member.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {info.data && (
        <dl className="details">
          <dt>{t('member.account')}</dt>
          <dd>{info.data.userName}</dd>
          <dt>{t('member.typeLabel')}</dt>
          <dd>{t(memberTypeKey(info.data.type))}</dd>
          {/* The VIP label is the `vip` slot's badge (§3 / §5), shown once. */}
          <dt>{t('member.since')}</dt>
          <dd>{formatDate(info.data.regDate, activeLocale())}</dd>
        </dl>
      )}
      <nav className="link-list" aria-label={t('member.menu')}>
        <Link to="/m/changePsw">{t('page.changePassword')}</Link>
        <Link to="/m/voucherCenter">{t('page.deposit')}</Link>
        <Link to="/m/withdraw">{t('page.withdraw')}</Link>
        <Link to="/m/feedback">{t('page.feedback')}</Link>
      </nav>
      {activities}
      {settings}
      <button type="button" className="button secondary block" onClick={() => void onLogout()}>
        {t('auth.logout')}
      </button>
    </section>
  );
}
