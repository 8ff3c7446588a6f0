/**
 * Withdraw (§2 /m/withdraw; issue 12): the withdrawable balance, the bound accounts (masked), the
 * amount within the limits and the balance, today's withdrawals left, submit, and the history. With
 * no bound account the player is led to add one first. §3 tracking: withdraw.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MoneyOrder } from '../../../contract/money';
import { useT } from '../../i18n';
import { track } from '../../lib/tracking';
import { useSession } from '../../session/use-session';
import { useForm } from '../../ui/use-form';
import { useWithdraw, withdrawHistoryQuery, withdrawInfoQuery } from './api';
import {
  AmountField,
  Balance,
  FormError,
  handleSessionLoss,
  LoadError,
  OrderHistory,
  OrderStatus,
  PayIcon,
  useMoney,
} from './money-ui';
import { checkAmount, trackedAmount, type AmountReason } from './rules';

const REASON_KEYS: Partial<Record<AmountReason, string>> = {
  format: 'money.amount.format',
  precision: 'money.amount.precision',
  too_large: 'money.amount.aboveMax',
  below_min: 'money.amount.belowMin',
  above_max: 'money.amount.aboveMax',
  above_balance: 'money.amount.aboveBalance',
};

export function WithdrawPage() {
  const t = useT();
  const money = useMoney();
  const current = useSession();
  const token = current?.token ?? '';
  const customerId = current?.customerId ?? current?.id ?? 0;
  const info = useQuery({ ...withdrawInfoQuery(token), enabled: Boolean(current) });
  const history = useQuery({ ...withdrawHistoryQuery(token), enabled: Boolean(current) });
  const withdraw = useWithdraw();

  const form = useForm({ initial: { accountId: '', amount: '' } });
  const [invalid, setInvalid] = useState<AmountReason | null>(null);
  const [placed, setPlaced] = useState<MoneyOrder | null>(null);

  const data = info.data;
  const accounts = data?.accounts ?? [];
  const account = accounts.find((a) => String(a.id) === form.values.accountId) ?? accounts[0];
  const limits = data
    ? { minMinor: data.minMinor, maxMinor: data.maxMinor, balanceMinor: data.withdrawableMinor }
    : null;
  const addPath =
    data?.pixEnabled && data.banks.length === 0 ? '/m/securityCenter/addBankCardPix' : '/m/securityCenter/addBankCard';

  const submit = form.handleSubmit(
    {
      validate: ({ amount }) => {
        if (!account || !limits) return 'accountId';
        const check = checkAmount(amount, money.digits, limits);
        setInvalid(check.ok ? null : check.reason);
        return check.ok ? null : 'amount';
      },
    },
    async ({ amount }) => {
      const check = limits && checkAmount(amount, money.digits, limits);
      if (!account || !check || !check.ok) return;
      try {
        const order = await withdraw.mutateAsync({ accountId: account.id, amountMinor: check.minor });
        setPlaced(order);
        form.set('amount', '');
        track({
          name: 'withdraw',
          customerId,
          amount: trackedAmount(order.amountMinor, money.currency),
          currency: money.code,
          orderNo: order.orderNo,
        });
      } catch (error) {
        handleSessionLoss(error);
      }
    },
  );

  const live = placed ? (history.data?.orders.find((o) => o.orderNo === placed.orderNo) ?? placed) : null;
  const reasonKey = invalid && form.invalid === 'amount' ? REASON_KEYS[invalid] : undefined;
  const limitValues: Record<string, string> = data
    ? { min: money.format(data.minMinor), max: money.format(Math.min(data.maxMinor, data.withdrawableMinor)) }
    : {};

  return (
    <div className="stack money-page">
      <Balance label={t('money.withdrawable')} minor={history.data?.balanceMinor ?? data?.withdrawableMinor} />
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {data && accounts.length === 0 && (
        <section className="money-empty" aria-label={t('money.noAccountTitle')}>
          <h2>{t('money.noAccountTitle')}</h2>
          <p>{t('money.noAccountText')}</p>
          <Link className="button block" to={addPath}>
            {t('money.addAccount')}
          </Link>
          {data.pixEnabled && addPath !== '/m/securityCenter/addBankCardPix' && (
            <Link className="button secondary block" to="/m/securityCenter/addBankCardPix">
              {t('money.addPix')}
            </Link>
          )}
        </section>
      )}
      {data && account && limits && (
        <form className="form" onSubmit={submit} noValidate aria-busy={form.busy} aria-label={t('money.withdrawForm')}>
          <fieldset className="money-options">
            <legend>{t('money.toAccount')}</legend>
            {accounts.map((a) => (
              <label key={a.id} className="money-option">
                <input
                  type="radio"
                  name="account"
                  value={a.id}
                  checked={a.id === account.id}
                  onChange={() => form.set('accountId', String(a.id))}
                />
                <PayIcon url={a.iconUrl} />
                <span>
                  {a.providerName} {a.maskedNumber} <span className="muted">({a.holderName})</span>
                </span>
              </label>
            ))}
          </fieldset>
          {accounts.length < data.maxAccounts && (
            <p className="money-links">
              <Link to="/m/securityCenter/addBankCard" className="standalone-link">
                {t('money.addAnotherAccount')}
              </Link>
              {data.pixEnabled && (
                <Link to="/m/securityCenter/addBankCardPix" className="standalone-link">
                  {t('money.addPix')}
                </Link>
              )}
            </p>
          )}
          <AmountField
            {...form.field('amount')}
            label={t('money.amount.label')}
            onChange={(v) => {
              form.set('amount', v);
              setInvalid(null);
            }}
            invalid={form.invalid === 'amount'}
            hint={t('money.amount.limits', limitValues)}
          />
          {reasonKey && (
            <p role="alert" className="money-error">
              {t(reasonKey, { ...limitValues, ...money.examples })}
            </p>
          )}
          <p className="muted">{t('money.dailyLeft', { left: data.dailyCountLeft, total: data.dailyCount })}</p>
          <FormError error={withdraw.error} />
          <button type="submit" className="button block" aria-disabled={form.busy}>
            {form.busy ? t('money.withdrawing') : t('money.withdrawSubmit')}
          </button>
        </form>
      )}
      {live && (
        <section className="money-placed" aria-label={t('money.withdrawPlacedTitle')}>
          <h2>{t('money.withdrawPlacedTitle')}</h2>
          <p>
            <strong>
              <bdi>{money.format(live.amountMinor)}</bdi>
            </strong>{' '}
            · <bdi>{live.via}</bdi> · <OrderStatus status={live.status} />
          </p>
          <p className="muted">{t('money.orderNo', { orderNo: live.orderNo })}</p>
        </section>
      )}
      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      <OrderHistory title={t('money.withdrawHistory')} orders={history.data?.orders} empty={t('money.noWithdrawals')} />
    </div>
  );
}
