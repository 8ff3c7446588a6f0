/** Plain numbers (points, counts, ranks, percentages) as the active language writes them (§9). */
import { activeLocale } from '../i18n';
import { formatNumber } from '../lib/format';

/** A number in the active language's digits and separators; '' when it is not one. Money is formatMinor's (use-money.ts). */
export function localNumber(value: number | string, options?: Intl.NumberFormatOptions): string {
  return formatNumber(value, activeLocale(), options);
}
