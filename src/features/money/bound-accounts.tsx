import type { PayoutAccount } from '../../../contract/money';
import { useT } from '../../i18n';
import { PayIcon } from './money-ui';

/** The member's bound accounts, masked: the full number never comes back from the server. */
export function BoundAccounts({ accounts }: { accounts: readonly PayoutAccount[] }) {
  const t = useT();
  if (accounts.length === 0) return null;
  return (
    <section aria-label={t('money.yourAccounts')} className="money-history">
      <h2>{t('money.yourAccounts')}</h2>
      <ul>
        {accounts.map((a) => (
          <li key={a.id}>
            <div className="money-order-row">
              <PayIcon url={a.iconUrl} />
              <strong>{a.providerName}</strong>
              <span>{a.maskedNumber}</span>
            </div>
            <div className="muted">
              {a.holderName}
              {a.pixKeyType ? ` · ${t(`money.pixType.${a.pixKeyType}`)}` : ''}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
