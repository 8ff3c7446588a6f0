/**
 * Deposit (§2 /m/voucherCenter; issue 12): the balance, a payment channel, the amount with the
 * channel's quick amounts and limits, submit, then the order with its reference and status, and the
 * history. Pending orders are rechecked every 30 s while the page is open and 2.5 s after the deposit
 * (§4, §9), so the player sees the money arrive without reloading. §3 tracking: depositSubmit,
 * firstDeposit / redeposit on submit; deposit and firstDepositArrival when the money arrives.
 */
import { useEffect, useRef } from 'react';
import { ORDER_HISTORY_LIMIT, type MoneyOrder } from '../../../contract/money';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { track } from '../../lib/tracking';
import { Loading } from '../../ui/load-state';
import { useForm } from '../../ui/use-form';
import { useMoney } from '../../ui/use-money';
import { depositHistoryQuery, depositSettingsQuery, useDeposit } from './api';
import { Balance, FormError, handleSessionLoss, LoadError, OrderHistory } from './money-ui';
import { LimitedAmountField, PayOptions, PlacedOrder, usePlacedOrder } from './order-form';
import {
  announcedArrivals,
  arrivals,
  checkAmount,
  eventsOnSubmit,
  hasDepositedBefore,
  knownOrders,
  trackedAmount,
  unlisted,
  type AmountReason,
} from './rules';
import { SubmitButton } from '../../ui/submit-button';
import { useMoneyReads } from './use-money-reads';

export function DepositPage() {
  const t = useT();
  const money = useMoney();
  const { customerId, settings, history } = useMoneyReads(depositSettingsQuery, depositHistoryQuery);
  const deposit = useDeposit();

  const form = useForm<{ channelCode: string; amount: string }, AmountReason>({
    initial: { channelCode: '', amount: '' },
  });
  const [live, setPlaced] = usePlacedOrder(history.data?.orders);

  const channels = settings.data?.channels ?? [];
  const channel = channels.find((c) => c.code === form.values.channelCode) ?? channels[0];

  // §3: money that arrives while the page is open fires deposit (and firstDepositArrival the first time).
  const seen = useRef<MoneyOrder[] | undefined>(undefined);
  // The deposits placed here: pending until a history answer lists them (rules.ts knownOrders).
  const placedHere = useRef<MoneyOrder[]>([]);
  // Every order placed on this page in this visit (its own region says when it arrives).
  const placedNos = useRef<string[]>([]);
  useEffect(() => {
    const orders = history.data?.orders;
    if (!orders) return;
    const before = knownOrders(seen.current, placedHere.current);
    const arrived = arrivals(before, orders, hasDepositedBefore(before, ORDER_HISTORY_LIMIT));
    // Issue 33: money that arrived unannounced opens the deposit-arrived notice, in its turn in the
    // queue of unasked dialogs (priority 1, money); several at once read as one.
    if (
      announcedArrivals(
        arrived.map((a) => a.order),
        placedNos.current,
      ).length > 0
    )
      overlayStore.alertOnce({
        interruption: 'deposit',
        title: text('money.placedTitle'),
        message: text('money.placedArrived'),
        confirm: { label: text('common.confirm') },
      });
    for (const { order, events } of arrived) {
      const amountMajor = trackedAmount(order.amountMinor, money.currency);
      for (const name of events) {
        track({
          name,
          customerId,
          amount: amountMajor,
          revenue: amountMajor,
          value: amountMajor,
          currency: money.code,
          orderNo: order.orderNo,
        });
      }
    }
    seen.current = orders;
    placedHere.current = unlisted(placedHere.current, orders);
  }, [history.data, customerId, money.currency, money.code]);

  // §5 / §4 through the kit's form: a bad amount is flagged and focused (with its limits named), a
  // second submit while one is in flight is ignored; the values stay as typed whatever the answer.
  const submit = form.handleSubmit(
    {
      validate: ({ amount }) => {
        if (!channel) return 'channelCode';
        const check = checkAmount(amount, money.digits, channel);
        return check.ok ? null : { field: 'amount', reason: check.reason };
      },
    },
    async ({ amount }) => {
      const check = channel && checkAmount(amount, money.digits, channel);
      if (!channel || !check || !check.ok) return;
      const depositedBefore = hasDepositedBefore(history.data?.orders, ORDER_HISTORY_LIMIT);
      try {
        const order = await deposit.mutateAsync({ channelCode: channel.code, amountMinor: check.minor });
        setPlaced(order);
        placedHere.current = [...placedHere.current.filter((o) => o.orderNo !== order.orderNo), order];
        placedNos.current = [...placedNos.current, order.orderNo];
        form.set('amount', '');
        const amountMajor = trackedAmount(order.amountMinor, money.currency);
        for (const name of eventsOnSubmit(depositedBefore)) {
          track({ name, customerId, amount: amountMajor, currency: money.code, orderNo: order.orderNo });
        }
      } catch (error) {
        handleSessionLoss(error);
      }
    },
  );

  const balance = history.data?.balanceMinor ?? settings.data?.balanceMinor;

  return (
    <div className="stack money-page">
      <Balance label={t('money.balance')} minor={balance} />
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isPending && <Loading />}
      {settings.data && channels.length === 0 && <p className="empty-state">{t('money.noChannels')}</p>}
      {channel && (
        <form className="form" onSubmit={submit} noValidate aria-busy={form.busy} aria-label={t('money.depositForm')}>
          <PayOptions
            legend={t('money.channel')}
            name="channel"
            options={channels.map((c) => ({ value: c.code, iconUrl: c.iconUrl, label: c.name }))}
            value={channel.code}
            onChange={(code) => form.set('channelCode', code)}
          />
          <LimitedAmountField
            field={form.field('amount')}
            reason={form.invalid === 'amount' ? form.reason : null}
            limits={{ min: money.format(channel.minMinor), max: money.format(channel.maxMinor) }}
            quickAmountsMinor={channel.quickAmountsMinor}
          />
          <FormError error={deposit.error} />
          <SubmitButton busy={form.busy} label={t('money.depositSubmit')} busyLabel={t('money.depositing')} />
        </form>
      )}
      {live && (
        <PlacedOrder title={t('money.placedTitle')} order={live}>
          <p className="muted">
            {live.status === 'pending'
              ? t('money.placedPending')
              : live.status === 'success'
                ? t('money.placedArrived')
                : t('money.placedRejected')}
          </p>
        </PlacedOrder>
      )}
      <OrderHistory title={t('money.depositHistory')} history={history} empty={t('money.noDeposits')} />
    </div>
  );
}
