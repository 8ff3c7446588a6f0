/**
 * What the money pages share: the balance, the amount field with its quick-amount chips, the order
 * history, the inline error of a form (which keeps what the player typed) and money formatting in the
 * merchant's currency and the player's language (§3 common store, §9).
 */
import { forwardRef, useId } from 'react';
import type { MoneyOrder } from '../../../contract/money';
import { artSrcSet } from '../../../contract/art';
import { merchant } from '../../config/runtime';
import { activeLocale, useLanguage, useT } from '../../i18n';
import { formatDate } from '../../lib/format';
import { currencyDisplayCode, moneyLocale } from '../../lib/format';
import { reportApiError } from '../../api/report';
import { amountExamples, formatMinor, minorDigits, minorToInput, moneyErrorText } from './rules';
import './money.css';

/** Formats minor units in the merchant's currency (§9: TLB as PHP, BRL in pt-BR) and the active language. */
export function useMoney() {
  useLanguage(); // re-render when the language changes
  const settings = merchant();
  return {
    format: (minor: number) => formatMinor(minor, settings, activeLocale()),
    digits: minorDigits(settings.currency),
    code: currencyDisplayCode(settings.currency),
    currency: settings.currency,
    /** Issue 35: the format hint's examples, in the digits amounts are shown in. */
    examples: amountExamples(minorDigits(settings.currency), moneyLocale(settings.currency, activeLocale())),
  };
}

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
    <div className={invalid ? 'field invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
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
    </div>
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

export function OrderHistory({
  title,
  orders,
  empty,
}: {
  title: string;
  orders: readonly MoneyOrder[] | undefined;
  empty: string;
}) {
  const t = useT();
  const money = useMoney();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="money-history">
      <h2 id={headingId}>{title}</h2>
      {orders === undefined ? (
        <p aria-busy="true">{t('common.loading')}</p>
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

/** A query that failed to load: a translated line and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const outcome = moneyErrorText(error);
  return (
    <p role="alert" className="money-error">
      {'key' in outcome ? t(outcome.key) : 'raw' in outcome ? outcome.raw : t('money.error.unknown')}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </p>
  );
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
