/**
 * Money, numbers and dates (spec §9, §3 common store). Pure: the caller passes the locale (the
 * active language's, i18n `activeLocale()`) and the merchant's currency settings.
 * - The currency code shown is the first three letters of the merchant's currency, except TLB,
 *   which shows as PHP.
 * - BRL amounts are formatted the Brazilian way (pt-BR) whatever the language.
 * - The symbol and its side (before / after) come from the merchant (currencySymbol,
 *   currencyPosition); the digits follow the currency (VND none, USD two).
 */

export interface CurrencySettings {
  currency: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
}

export { currencyDigits, currencyDisplayCode, moneyLocale } from '../../contract/currency';
import { currencyDigits, currencyDisplayCode, moneyLocale } from '../../contract/currency';

function safeLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/**
 * An amount with the merchant's symbol on the merchant's side: "$1,234.50", "1.234.500 ₫",
 * "R$ 1.234,56". A symbol longer than one character is set apart by a no-break space when it
 * comes first; a symbol after the number always is. Amounts that are not numbers give ''.
 */
export function formatMoney(amount: number | string, settings: CurrencySettings, locale: string): string {
  const value = toNumber(amount);
  if (!Number.isFinite(value)) return '';
  const code = currencyDisplayCode(settings.currency);
  const digits = currencyDigits(code);
  const format = new Intl.NumberFormat(safeLocale(moneyLocale(settings.currency, locale)), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const parts = format.formatToParts(value);
  const sign = parts
    .filter((p) => p.type === 'minusSign')
    .map((p) => p.value)
    .join('');
  const number = parts
    .filter((p) => p.type !== 'minusSign')
    .map((p) => p.value)
    .join('');
  const symbol = settings.currencySymbol.trim() || code;
  if (settings.currencyPosition === 'after') return `${sign}${number}\u00a0${symbol}`;
  return `${sign}${symbol}${[...symbol].length > 1 ? '\u00a0' : ''}${number}`;
}

/** A plain number in the active language's digits and separators; '' when it is not a number. */
export function formatNumber(value: number | string, locale: string, options?: Intl.NumberFormatOptions): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '';
  return new Intl.NumberFormat(safeLocale(locale), options).format(n);
}

/** A date (epoch ms or Date) in the active language; '' for an invalid date. */
export function formatDate(
  value: number | Date,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(safeLocale(locale), options).format(date);
}
