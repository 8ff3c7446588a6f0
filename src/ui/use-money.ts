/** Amounts in the currency's minor unit (cents) shown in the merchant's currency and the active language (§3, §9). */
import { merchant } from '../config/runtime';
import { activeLocale, useLanguage } from '../i18n';
import { currencyDigits, currencyDisplayCode, formatMoney, moneyLocale } from '../lib/format';

export function formatMinor(amountMinor: number): string {
  const config = merchant();
  const digits = currencyDigits(currencyDisplayCode(config.currency));
  return formatMoney(amountMinor / 10 ** digits, config, activeLocale());
}

/**
 * The merchant's currency for a component that shows and reads amounts (§9: TLB as PHP, BRL in
 * pt-BR), re-rendered when the language changes.
 */
export function useMoney() {
  useLanguage();
  const { currency } = merchant();
  const code = currencyDisplayCode(currency);
  return {
    format: formatMinor,
    /** Decimal places of the minor unit (2 for cents, 0 for VND). */
    digits: currencyDigits(code),
    code,
    currency,
    /** The locale amounts are written in (pt-BR for BRL, else the active language's). */
    locale: moneyLocale(currency, activeLocale()),
  };
}
