/** Amounts in the currency's minor unit (cents) shown in the merchant's currency and the active language (§3, §9). */
import { merchant } from '../config/runtime';
import { activeLocale } from '../i18n';
import { currencyDigits, currencyDisplayCode, formatMoney } from '../lib/format';

export function formatMinor(amountMinor: number): string {
  const config = merchant();
  const digits = currencyDigits(currencyDisplayCode(config.currency));
  return formatMoney(amountMinor / 10 ** digits, config, activeLocale());
}
