/**
 * Issue 32: the member's wallet as the top bar shows it, loaded after the first paint. The balance is
 * the money feature's own query (features/money/api.ts): asked again whenever a page opens, and
 * invalidated by every deposit, withdrawal and account change, so it follows the money as it moves.
 * It reads the session the one way the money pages do (issue 36): `useSession`, not a token prop.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { depositHistoryQuery } from '../features/money/api';
import { useSession } from '../session/use-session';
import { formatMinor } from '../ui/use-money';
import { useT } from '../i18n';

export function TopBarBalance({ deposit }: { deposit: boolean }) {
  const t = useT();
  const current = useSession();
  const history = useQuery({ ...depositHistoryQuery(current?.token ?? ''), enabled: Boolean(current) });
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
        <Link to="/m/voucherCenter" className="button small accent">
          {t('page.deposit')}
        </Link>
      ) : null}
    </div>
  );
}
