/**
 * §9 the currency rules shared by the storefront's money format (src/lib/format.ts) and the demo game
 * provider's page (server/games/game-origin.ts): the code shown, the locale an amount is written in,
 * and the currency's decimals.
 */

/** §9 the platform's TLB is the Philippine peso. */
const CURRENCY_ALIASES: Readonly<Record<string, string>> = { TLB: 'PHP' };
/** §9 BRL is always formatted in pt-BR. */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = { BRL: 'pt-BR' };

/** §9: TLB → PHP, otherwise the first three letters of the merchant's currency (upper case). */
export function currencyDisplayCode(currency: string): string {
  const code = currency.trim().toUpperCase();
  return CURRENCY_ALIASES[code] ?? code.slice(0, 3);
}

/** §9: the locale an amount is formatted in: pt-BR for BRL, else the active language's. */
export function moneyLocale(currency: string, locale: string): string {
  return CURRENCY_LOCALES[currencyDisplayCode(currency)] ?? locale;
}

/** How many decimals the currency uses (ISO 4217 via Intl); 2 when Intl does not know the code. */
export function currencyDigits(code: string): number {
  if (!/^[A-Z]{3}$/.test(code)) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}
