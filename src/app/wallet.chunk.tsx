/**
 * Issue 32: the member's wallet as the top bar shows it, loaded after the first paint. The balance is
 * the money feature's own query (features/money/api.ts): asked again whenever a page opens, and
 * invalidated by every deposit, withdrawal and account change, so it follows the money as it moves.
 * It reads as the signed-in member the one way the money pages do (issue 36): `useMemberRead`, not a token prop.
 * Beside a page's title the Deposit button is its icon alone, named by its label (app.css): in
 * Vietnamese the labelled button left "Tài khoả…" of the account page's title at 390 px.
 */
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { depositHistoryQuery } from '../features/money/api';
import { formatMinor } from '../ui/use-money';
import { useT } from '../i18n';
import { useMemberRead } from '../session/use-member-read';

export function TopBarBalance({ deposit }: { deposit: boolean }) {
  const t = useT();
  const history = useMemberRead(depositHistoryQuery);
  const balance = history.data?.balanceMinor;
  return (
    <div className="top-wallet">
      <p className="top-balance">
        <span className="visually-hidden">{t('money.balance')} </span>
        {balance === undefined ? (
          <span className="skeleton-text" aria-busy="true" />
        ) : (
          <bdi>{formatMinor(balance)}</bdi>
        )}
      </p>
      {deposit ? (
        <Link to="/m/voucherCenter" className="button small accent top-deposit">
          <Plus className="top-deposit-icon" aria-hidden="true" size={20} strokeWidth={2.75} />
          <span className="top-deposit-label">{t('page.deposit')}</span>
        </Link>
      ) : null}
    </div>
  );
}
