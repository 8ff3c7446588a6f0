/**
 * Withdraw (§2 /m/withdraw; issue 12): the withdrawable balance, the bound accounts (masked), the
 * amount within the limits and the balance, today's withdrawals left, submit, and the history. With
 * no bound account the player is led to add one first. §3 tracking: withdraw.
 */
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { track } from '../../lib/tracking';
import { Loading } from '../../ui/load-state';
import { useForm } from '../../ui/use-form';
import { useMoney } from '../../ui/use-money';
import { useWithdraw, withdrawHistoryQuery, withdrawInfoQuery } from './api';
import { Balance, FormError, handleSessionLoss, LoadError, OrderHistory } from './money-ui';
import { LimitedAmountField, PayOptions, PlacedOrder, usePlacedOrder } from './order-form';
import { checkAmount, trackedAmount, type AmountReason } from './rules';
import { SubmitButton } from '../../ui/submit-button';
import { useMoneyReads } from './use-money-reads';

export function WithdrawPage() {
  const t = useT();
  const money = useMoney();
  const { customerId, settings: info, history } = useMoneyReads(withdrawInfoQuery, withdrawHistoryQuery);
  const withdraw = useWithdraw();

  const form = useForm<{ accountId: string; amount: string }, AmountReason>({ initial: { accountId: '', amount: '' } });
  const [live, setPlaced] = usePlacedOrder(history.data?.orders);

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
        return check.ok ? null : { field: 'amount', reason: check.reason };
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

  return (
    <div className="stack money-page">
      <Balance label={t('money.withdrawable')} minor={history.data?.balanceMinor ?? data?.withdrawableMinor} />
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <Loading />}
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
          <PayOptions
            legend={t('money.toAccount')}
            name="account"
            options={accounts.map((a) => ({
              value: String(a.id),
              iconUrl: a.iconUrl,
              label: (
                <>
                  {a.providerName} {a.maskedNumber} <span className="muted">({a.holderName})</span>
                </>
              ),
            }))}
            value={String(account.id)}
            onChange={(id) => form.set('accountId', id)}
          />
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
          <LimitedAmountField
            field={form.field('amount')}
            reason={form.invalid === 'amount' ? form.reason : null}
            limits={{
              min: money.format(data.minMinor),
              max: money.format(Math.min(data.maxMinor, data.withdrawableMinor)),
            }}
          />
          <p className="muted">{t('money.dailyLeft', { left: data.dailyCountLeft, total: data.dailyCount })}</p>
          <FormError error={withdraw.error} />
          <SubmitButton busy={form.busy} label={t('money.withdrawSubmit')} busyLabel={t('money.withdrawing')} />
        </form>
      )}
      {live && <PlacedOrder title={t('money.withdrawPlacedTitle')} order={live} />}
      <OrderHistory title={t('money.withdrawHistory')} history={history} empty={t('money.noWithdrawals')} />
    </div>
  );
}
