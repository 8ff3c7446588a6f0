import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight, CreditCard, KeyRound, LogOut, MessageSquareText, type LucideIcon } from 'lucide-react';
import { useT, activeLocale } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session/use-session';
import { HOME_PATH } from '../../config/constants';
import { memberInfoQuery } from '../../session/member-info-query';
import { LoadFailed } from '../../ui/load-state';
import { memberTypeKey } from './rules';
import { ProfileIcon } from './profile-icon';
import { useMemberRead } from '../../session/use-member-read';

/** A row of a grouped list: icon, label, chevron (mirrored in right-to-left languages). */
function RowLink({ to, Icon, label }: { to: string; Icon: LucideIcon; label: string }) {
  return (
    <li>
      <Link to={to} className="list-row">
        <Icon className="icon" aria-hidden="true" />
        <span className="list-row-label">{label}</span>
        <ChevronRight className="icon chevron directional" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** A titled group of list rows, a navigation landmark named by its title. */
function ListGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav className="list-group" aria-label={title}>
      <h3>{title}</h3>
      <ul className="list">{children}</ul>
    </nav>
  );
}

/**
 * Member home, the account page (§2; issue 32). It leads with the wallet and the VIP card, then
 * grouped lists with icons. The route fills the slots: `wallet` (the balance with Deposit and
 * Withdraw), `vip` (§3 / §4 the VIP label and progress), `activities` (§5 the go-to-activity button
 * and the referral button), `settings` (list rows: language, customer service); `onLogout` is the
 * auth feature's logout mutation (`loggingOut` while it runs).
 */
export function MemberHome({
  wallet,
  settings,
  vip,
  activities,
  onLogout: logout,
  loggingOut = false,
}: {
  wallet?: ReactNode;
  settings?: ReactNode;
  vip?: ReactNode;
  activities?: ReactNode;
  onLogout: () => Promise<void>;
  /** A logout is on its way: the button waits (a double tap logs out once). */
  loggingOut?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const current = useSession();
  const info = useMemberRead(memberInfoQuery);

  const onLogout = async () => {
    await logout();
    await navigate({ href: HOME_PATH, replace: true });
  };

  const userName = info.data?.userName ?? current?.userName ?? '';
  return (
    <section className="stack member-home" aria-labelledby="member-greeting">
      <div className="member-card">
        <div className="member-card-head">
          {/* §3 PROFILE_ICON_COUNT: the member's picture, one of the merchant's count. */}
          {info.data && <ProfileIcon memberId={info.data.id} />}
          <h2 id="member-greeting">{userName ? t('member.greeting', { name: userName }) : t('member.loading')}</h2>
        </div>
        {info.isPending && <p className="skeleton-line" aria-busy="true" />}
        {info.isError && <LoadFailed message={t('member.loadFailed')} onRetry={() => void info.refetch()} />}
        {info.data && (
          <dl className="details compact">
            <dt>{t('member.account')}</dt>
            <dd>{info.data.userName}</dd>
            <dt>{t('member.typeLabel')}</dt>
            <dd>{t(memberTypeKey(info.data.type))}</dd>
            {/* The VIP label is the `vip` slot's badge (§3 / §5), shown once. */}
            <dt>{t('member.since')}</dt>
            <dd>{formatDate(info.data.regDate, activeLocale())}</dd>
          </dl>
        )}
        {vip}
      </div>
      {wallet}
      {activities}
      <ListGroup title={t('member.groupAccount')}>
        <RowLink to="/m/changePsw" Icon={KeyRound} label={t('page.changePassword')} />
        <RowLink to="/m/securityCenter/addBankCard" Icon={CreditCard} label={t('page.addBankCard')} />
      </ListGroup>
      <ListGroup title={t('member.groupHelp')}>
        <RowLink to="/m/feedback" Icon={MessageSquareText} label={t('page.feedback')} />
        {settings}
      </ListGroup>
      <button
        type="button"
        className="button secondary block"
        disabled={loggingOut}
        aria-busy={loggingOut}
        onClick={() => void onLogout()}
      >
        <LogOut className="icon" aria-hidden="true" />
        {t('auth.logout')}
      </button>
    </section>
  );
}
