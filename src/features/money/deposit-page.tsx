/**
 * Deposit (§2 /m/voucherCenter; issue 12): the balance, a payment channel, the amount with the
 * channel's quick amounts and limits, submit, then the order with its reference and status, and the
 * history. Pending orders are rechecked every 30 s while the page is open and 2.5 s after the deposit
 * (§4, §9), so the player sees the money arrive without reloading. §3 tracking: depositSubmit,
 * firstDeposit / redeposit on submit; deposit and firstDepositArrival when the money arrives.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ORDER_HISTORY_LIMIT, type MoneyOrder } from '../../../contract/money';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { track } from '../../lib/tracking';
import { useSession } from '../../session/use-session';
import { useForm } from '../../ui/use-form';
import { depositHistoryQuery, depositSettingsQuery, useDeposit } from './api';
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

const REASON_KEYS: Partial<Record<AmountReason, string>> = {
  format: 'money.amount.format',
  precision: 'money.amount.precision',
  too_large: 'money.amount.aboveMax',
  below_min: 'money.amount.belowMin',
  above_max: 'money.amount.aboveMax',
};

export function DepositPage() {
  const t = useT();
  const money = useMoney();
  const current = useSession();
  const token = current?.token ?? '';
  const customerId = current?.customerId ?? current?.id ?? 0;
  const settings = useQuery({ ...depositSettingsQuery(token), enabled: Boolean(current) });
  const history = useQuery({ ...depositHistoryQuery(token), enabled: Boolean(current) });
  const deposit = useDeposit();

  const form = useForm({ initial: { channelCode: '', amount: '' } });
  const [invalid, setInvalid] = useState<AmountReason | null>(null);
  const [placed, setPlaced] = useState<MoneyOrder | null>(null);

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
        setInvalid(check.ok ? null : check.reason);
        return check.ok ? null : 'amount';
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
  const live = placed ? (history.data?.orders.find((o) => o.orderNo === placed.orderNo) ?? placed) : null;
  const reasonKey = invalid && form.invalid === 'amount' ? REASON_KEYS[invalid] : undefined;

  return (
    <div className="stack money-page">
      <Balance label={t('money.balance')} minor={balance} />
      {settings.isError && <LoadError error={settings.error} onRetry={() => void settings.refetch()} />}
      {settings.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {settings.data && channels.length === 0 && <p className="empty-state">{t('money.noChannels')}</p>}
      {channel && (
        <form className="form" onSubmit={submit} noValidate aria-busy={form.busy} aria-label={t('money.depositForm')}>
          <fieldset className="money-options">
            <legend>{t('money.channel')}</legend>
            {channels.map((c) => (
              <label key={c.code} className="money-option">
                <input
                  type="radio"
                  name="channel"
                  value={c.code}
                  checked={c.code === channel.code}
                  onChange={() => form.set('channelCode', c.code)}
                />
                <PayIcon url={c.iconUrl} />
                <span>{c.name}</span>
              </label>
            ))}
          </fieldset>
          <AmountField
            {...form.field('amount')}
            label={t('money.amount.label')}
            onChange={(v) => {
              form.set('amount', v);
              setInvalid(null);
            }}
            invalid={form.invalid === 'amount'}
            quickAmountsMinor={channel.quickAmountsMinor}
            hint={t('money.amount.limits', {
              min: money.format(channel.minMinor),
              max: money.format(channel.maxMinor),
            })}
          />
          {reasonKey && (
            <p role="alert" className="money-error">
              {t(reasonKey, {
                min: money.format(channel.minMinor),
                max: money.format(channel.maxMinor),
                ...money.examples,
              })}
            </p>
          )}
          <FormError error={deposit.error} />
          <button type="submit" className="button block" aria-disabled={form.busy}>
            {form.busy ? t('money.depositing') : t('money.depositSubmit')}
          </button>
        </form>
      )}
      {live && (
        <section className="money-placed" aria-label={t('money.placedTitle')}>
          <h2>{t('money.placedTitle')}</h2>
          <p>
            <strong>
              <bdi>{money.format(live.amountMinor)}</bdi>
            </strong>{' '}
            · <bdi>{live.via}</bdi> · <OrderStatus status={live.status} />
          </p>
          <p className="muted">{t('money.orderNo', { orderNo: live.orderNo })}</p>
          <p className="muted">
            {live.status === 'pending'
              ? t('money.placedPending')
              : live.status === 'success'
                ? t('money.placedArrived')
                : t('money.placedRejected')}
          </p>
        </section>
      )}
      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      <OrderHistory title={t('money.depositHistory')} orders={history.data?.orders} empty={t('money.noDeposits')} />
    </div>
  );
}
