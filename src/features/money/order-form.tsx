/**
 * What deposit and withdraw share as pages that place a money order (§2 /m/voucherCenter,
 * /m/withdraw; issue 12): the choice of where the money goes or comes from, the amount checked
 * against its limits with the reason when it is refused (§5), and the order just placed, followed
 * in the history until it settles (§4).
 */
import { useState, type ReactNode } from 'react';
import type { MoneyOrder } from '../../../contract/money';
import { useT } from '../../i18n';
import type { FieldProps } from '../../ui/use-form';
import { useMoney } from '../../ui/use-money';
import { AmountField, OrderStatus, PayIcon } from './money-ui';
import { amountExamples, type AmountReason } from './rules';

const REASON_KEYS: Partial<Record<AmountReason, string>> = {
  format: 'money.amount.format',
  precision: 'money.amount.precision',
  too_large: 'money.amount.aboveMax',
  below_min: 'money.amount.belowMin',
  above_max: 'money.amount.aboveMax',
  above_balance: 'money.amount.aboveBalance',
};

export interface PayOption {
  value: string;
  iconUrl: string | undefined;
  label: ReactNode;
}

/** The channel or account the order goes through: one radio each, with its icon. */
export function PayOptions({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly PayOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="money-options">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="money-option">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          <PayIcon url={o.iconUrl} />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The amount with its limits as a hint and, when the check refused it (rules.ts checkAmount), why
 * (role alert, with the limits and examples in the digits amounts are shown in; issue 35).
 */
export function LimitedAmountField({
  field,
  reason,
  limits,
  quickAmountsMinor,
}: {
  field: FieldProps;
  /** Why the amount was refused, while it is the flagged field. */
  reason: AmountReason | null;
  /** The lowest and highest amount, formatted. */
  limits: { min: string; max: string };
  quickAmountsMinor?: readonly number[];
}) {
  const t = useT();
  const money = useMoney();
  const reasonKey = reason ? REASON_KEYS[reason] : undefined;
  return (
    <>
      <AmountField
        {...field}
        label={t('money.amount.label')}
        quickAmountsMinor={quickAmountsMinor}
        hint={t('money.amount.limits', limits)}
      />
      {reasonKey && (
        <p role="alert" className="money-error">
          {t(reasonKey, { ...limits, ...amountExamples(money.digits, money.locale) })}
        </p>
      )}
    </>
  );
}

/**
 * The order placed on this visit as the history last reported it (the placed answer until the
 * history lists it), and the setter the submit calls with the answer.
 */
export function usePlacedOrder(
  orders: readonly MoneyOrder[] | undefined,
): [MoneyOrder | null, (order: MoneyOrder) => void] {
  const [placed, setPlaced] = useState<MoneyOrder | null>(null);
  const live = placed ? (orders?.find((o) => o.orderNo === placed.orderNo) ?? placed) : null;
  return [live, setPlaced];
}

/** The order just placed: its amount, where it goes, its status and number (and what else the page says). */
export function PlacedOrder({ title, order, children }: { title: string; order: MoneyOrder; children?: ReactNode }) {
  const t = useT();
  const money = useMoney();
  return (
    <section className="money-placed" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <strong>
          <bdi>{money.format(order.amountMinor)}</bdi>
        </strong>{' '}
        · <bdi>{order.via}</bdi> · <OrderStatus status={order.status} />
      </p>
      <p className="muted">{t('money.orderNo', { orderNo: order.orderNo })}</p>
      {children}
    </section>
  );
}
