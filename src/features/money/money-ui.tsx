/**
 * What the money pages share: the balance, the amount field with its quick-amount chips, the order
 * history, the inline error of a form (which keeps what the player typed) and a call that failed
 * to load, in the merchant's currency and the player's language (§3 common store, §9).
 */
import { forwardRef, useId } from 'react';
import type { MoneyOrder } from '../../../contract/money';
import { artSrcSet } from '../../../contract/art';
import { activeLocale, useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { reportApiError } from '../../api/report';
import { FieldFrame } from '../../ui/field-frame';
import { LoadFailed, Loading } from '../../ui/load-state';
import { useMoney } from '../../ui/use-money';
import { minorToInput, moneyErrorText } from './rules';
import './money.css';

export function Balance({ label, minor }: { label: string; minor: number | undefined }) {
  const money = useMoney();
  return (
    <div className="money-balance" role="group" aria-label={label}>
      <span className="muted">{label}</span>
      <strong data-testid="balance" aria-live="polite">
        {minor === undefined ? '…' : money.format(minor)}
      </strong>
      <span className="muted money-code">{money.code}</span>
    </div>
  );
}

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  quickAmountsMinor?: readonly number[];
  hint?: string;
}

/** The amount, typed or chosen from the channel's quick amounts. */
export const AmountField = forwardRef<HTMLInputElement, AmountFieldProps>(function AmountField(
  { label, value, onChange, invalid, quickAmountsMinor = [], hint },
  ref,
) {
  const t = useT();
  const money = useMoney();
  const id = useId();
  return (
    <FieldFrame controlId={id} label={label} invalid={invalid}>
      <input
        ref={ref}
        id={id}
        name="amount"
        inputMode={money.digits > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="muted">
          {hint}
        </small>
      )}
      {quickAmountsMinor.length > 0 && (
        <div className="money-chips" role="group" aria-label={t('money.quickAmounts')}>
          {quickAmountsMinor.map((minor) => {
            const typed = minorToInput(minor, money.digits);
            return (
              <button
                key={minor}
                type="button"
                className="money-chip"
                aria-pressed={value === typed}
                onClick={() => onChange(typed)}
              >
                {money.format(minor)}
              </button>
            );
          })}
        </div>
      )}
    </FieldFrame>
  );
});

const STATUS_KEYS: Record<MoneyOrder['status'], string> = {
  pending: 'money.status.pending',
  success: 'money.status.success',
  rejected: 'money.status.rejected',
};

export function OrderStatus({ status }: { status: MoneyOrder['status'] }) {
  const t = useT();
  return <span className={`money-status money-status-${status}`}>{t(STATUS_KEYS[status])}</span>;
}

/** The history query of a money page: its failure (with a retry), then the orders, newest first. */
export interface HistoryQuery {
  data: { orders: readonly MoneyOrder[] } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export function OrderHistory({ title, history, empty }: { title: string; history: HistoryQuery; empty: string }) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  const orders = history.data?.orders;
  return (
    <>
      {history.isError && <LoadError error={history.error} onRetry={() => void history.refetch()} />}
      <section aria-labelledby={headingId} className="money-history">
        <h2 id={headingId}>{title}</h2>
        {orders === undefined ? (
          <Loading />
        ) : orders.length === 0 ? (
          <p className="empty-state">{empty}</p>
        ) : (
          <ul>
            {orders.map((o) => (
              <li key={o.orderNo} aria-label={t('money.orderLabel', { orderNo: o.orderNo })}>
                <div className="money-order-row">
                  <strong>
                    <bdi>{money.format(o.amountMinor)}</bdi>
                  </strong>
                  <OrderStatus status={o.status} />
                </div>
                <div className="money-order-row muted">
                  <bdi>{o.via}</bdi>
                  <time dateTime={new Date(o.createdAt).toISOString()}>
                    {formatDate(o.createdAt, activeLocale(), { dateStyle: 'short', timeStyle: 'short' })}
                  </time>
                </div>
                <div className="muted money-order-no">{t('money.orderNo', { orderNo: o.orderNo })}</div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** A failed money call, shown in the form (role alert) in the player's language; the form keeps its values. */
export function FormError({ error }: { error: unknown }) {
  const t = useT();
  if (!error) return null;
  const outcome = moneyErrorText(error);
  if ('logout' in outcome) return null;
  return (
    <p role="alert" className="money-error">
      {'key' in outcome ? t(outcome.key) : outcome.raw}
    </p>
  );
}

/** §8: a lost session while paying logs out like any other call (the catalogue's own handling). */
export function handleSessionLoss(error: unknown): void {
  if ('logout' in moneyErrorText(error)) reportApiError(error);
}

/** A query that failed to load: why, in the player's language, and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const outcome = moneyErrorText(error);
  const message = 'key' in outcome ? t(outcome.key) : 'raw' in outcome ? outcome.raw : t('money.error.unknown');
  return <LoadFailed className="money-error" message={message} onRetry={onRetry} />;
}

/**
 * Issue 32: a payment method's drawn icon (bank, e-wallet, Pix; server/art/pay/), beside its name:
 * decorative (the name beside it is the text), fixed size so nothing moves when it arrives, kept by
 * the worker's art cache rather than precached.
 */
export function PayIcon({ url }: { url: string | undefined }) {
  if (!url) return null;
  const srcSet = artSrcSet(url, 'pay');
  return (
    <img
      className="pay-icon"
      src={url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? '40px' : undefined}
      alt=""
      width={40}
      height={40}
      decoding="async"
    />
  );
}
