/**
 * Issue 32: the wallet at the head of the account page: the balance, Deposit and Withdraw. The
 * balance is the money feature's own query (asked again when the page opens, invalidated by every
 * money write), shaped as a skeleton of the figure until it arrives.
 */
import { Link } from '@tanstack/react-router';
import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { depositHistoryQuery } from '../features/money/api';
import { formatMinor } from '../ui/use-money';
import { useT } from '../i18n';
import { useMemberRead } from '../session/use-member-read';

export function WalletCard() {
  const t = useT();
  const history = useMemberRead(depositHistoryQuery);
  const balance = history.data?.balanceMinor;
  return (
    <section className="wallet-card" aria-labelledby="wallet-card-title">
      <h3 id="wallet-card-title">{t('money.balance')}</h3>
      <p className="wallet-balance">
        {balance === undefined ? (
          <span className="skeleton-text" aria-busy="true" />
        ) : (
          <bdi>{formatMinor(balance)}</bdi>
        )}
      </p>
      <div className="wallet-actions">
        <Link to="/m/voucherCenter" className="button accent">
          <ArrowDownToLine className="icon" aria-hidden="true" />
          {t('page.deposit')}
        </Link>
        <Link to="/m/withdraw" className="button secondary">
          <ArrowUpFromLine className="icon" aria-hidden="true" />
          {t('page.withdraw')}
        </Link>
      </div>
    </section>
  );
}
