/**
 * Money rules of the deposit, withdraw and add-account pages (issue 12; spec §3, §4, §9; DESIGN
 * rule 11), pure: amounts typed by the player to integer minor units and back, the limits, the
 * bank-account and Pix-key checks (shared with the server through contract/money.ts), the currency
 * display (§9 TLB shows as PHP, BRL in pt-BR), the poll and recheck timing, the idempotency key
 * kept for a request until its answer, and which §3 tracking events an order fires.
 */
import { DEPOSIT_EVENT_RECHECK_MS, MONEY_POLL_INTERVAL_MS } from '../../config/constants';
import {
  MAX_AMOUNT_MINOR,
  normalizeAccountNumber,
  normalizeHolderName,
  normalizePixKey,
  type MoneyOrder,
  type PixKeyType,
} from '../../../contract/money';
import { currencyDigits, currencyDisplayCode, formatMoney, type CurrencySettings } from '../../lib/format';
import { fnv1a64 } from '../../shared/session-key';
import { normalizeDigits } from '../../ui/rules';

export { PIX_KEY_TYPES, type PixKeyType } from '../../../contract/money';

// ── amounts ──

/** How many decimals the merchant's currency has (§9: TLB is PHP, 2; VND 0; BRL 2). */
export function minorDigits(currency: string): number {
  return currencyDigits(currencyDisplayCode(currency));
}

export type AmountParse =
  { ok: true; minor: number } | { ok: false; reason: 'empty' | 'format' | 'precision' | 'too_large' };

/**
 * What the player typed, in minor units. Spaces are ignored; "." or "," may be the decimal
 * separator ("12.5", "12,50"); a separator followed by groups of three digits is a thousands
 * separator ("1.000", "1,000,000"); with both, the last one is the decimal ("1.234,56", "1,234.56").
 * More decimals than the currency has is 'precision' (no rounding: the player sees what is sent).
 * Burmese, Bengali, Nepali, Arabic or Persian digits count as the digits they are (issue 35).
 */
export function parseAmount(text: string, digits: number): AmountParse {
  const compact = normalizeDigits(text).replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return { ok: false, reason: 'empty' };
  if (!/^\d[\d.,]*$/.test(compact) || /[.,]$/.test(compact)) return { ok: false, reason: 'format' };
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let integer = compact;
  let fraction = '';
  const grouped = (part: string, sep: string) => new RegExp(`^[1-9]\\d{0,2}(\\${sep}\\d{3})+$`).test(part);
  if (lastDot !== -1 && lastComma !== -1) {
    const decimalSep = lastDot > lastComma ? '.' : ',';
    const groupSep = decimalSep === '.' ? ',' : '.';
    const at = compact.lastIndexOf(decimalSep);
    integer = compact.slice(0, at);
    fraction = compact.slice(at + 1);
    if (fraction.includes(groupSep) || !/^\d+$/.test(fraction) || !grouped(integer, groupSep))
      return { ok: false, reason: 'format' };
    integer = integer.split(groupSep).join('');
  } else if (lastDot !== -1 || lastComma !== -1) {
    const sep = lastDot !== -1 ? '.' : ',';
    const parts = compact.split(sep);
    if (parts.length === 2 && !(parts[1]!.length === 3 && digits < 3 && grouped(compact, sep))) {
      [integer, fraction] = [parts[0]!, parts[1]!];
    } else if (grouped(compact, sep)) {
      integer = parts.join('');
    } else {
      return { ok: false, reason: 'format' };
    }
  }
  if (fraction.length > digits) return { ok: false, reason: 'precision' };
  const minor = Number(integer) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) return { ok: false, reason: 'too_large' };
  return { ok: true, minor };
}

/** Minor units as the player would type them: "50", "12.5" → "12.50", VND "100000". */
export function minorToInput(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const factor = 10 ** digits;
  const whole = Math.floor(minor / factor);
  const rest = minor % factor;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(digits, '0')}`;
}

/**
 * Issue 35 (digits): the two amounts the format hint gives as examples, written as the page writes
 * amounts (the money locale: Burmese digits in MY, "12,50" in pt-BR) and as the field accepts them
 * (no grouping; as many decimals as the currency has — a currency without decimals gets "1250").
 */
export function amountExamples(digits: number, locale: string): { whole: string; decimal: string } {
  const numbers = (fraction: number) => {
    const options = { useGrouping: false, minimumFractionDigits: fraction, maximumFractionDigits: fraction };
    try {
      return new Intl.NumberFormat(locale, options);
    } catch {
      return new Intl.NumberFormat('en', options);
    }
  };
  return {
    whole: numbers(0).format(100),
    decimal: digits > 0 ? numbers(digits).format(12.5) : numbers(0).format(1250),
  };
}

/** The Pix keys' examples in the hints: Brazilian identifiers, written as Brazil writes them. */
export const PIX_EXAMPLES: Readonly<Partial<Record<PixKeyType, string>>> = {
  cpf: '123.456.789-09',
  cnpj: '12.345.678/0001-95',
  phone: '+55 11 91234-5678',
};

export interface AmountLimits {
  minMinor: number;
  maxMinor: number;
  /** For a withdrawal: what the balance allows. */
  balanceMinor?: number;
}

export type AmountReason = 'empty' | 'format' | 'precision' | 'too_large' | 'below_min' | 'above_max' | 'above_balance';
export type AmountCheck = { ok: true; minor: number } | { ok: false; reason: AmountReason };

/** The amount field's verdict: parsed, then within the channel's (or withdrawal's) limits and the balance. */
export function checkAmount(text: string, digits: number, limits: AmountLimits): AmountCheck {
  const parsed = parseAmount(text, digits);
  if (!parsed.ok) return parsed;
  if (parsed.minor < Math.max(1, limits.minMinor)) return { ok: false, reason: 'below_min' };
  if (parsed.minor > limits.maxMinor) return { ok: false, reason: 'above_max' };
  if (limits.balanceMinor !== undefined && parsed.minor > limits.balanceMinor)
    return { ok: false, reason: 'above_balance' };
  return parsed;
}

/**
 * An amount in minor units with the merchant's symbol on its side, in the player's language
 * (§9: BRL always pt-BR; src/lib/format.ts).
 */
export function formatMinor(minor: number, settings: CurrencySettings, locale: string): string {
  return formatMoney(minor / 10 ** minorDigits(settings.currency), settings, locale);
}

// ── accounts ──

export type BankCardValues = {
  providerCode: string;
  holderName: string;
  accountNumber: string;
};
/** Why an account field is refused: empty (flagged, no message, §5) or malformed (flagged and said). */
export type FieldReason = 'empty' | 'invalid';
export type BankCardCheck =
  { ok: true; value: BankCardValues } | { ok: false; field: keyof BankCardValues; reason: FieldReason };

/** The add-bank-card form, checked as the server will (§5: an empty field is highlighted, no message). */
export function checkBankCard(values: BankCardValues, providers: readonly string[]): BankCardCheck {
  if (!values.providerCode || !providers.includes(values.providerCode))
    return { ok: false, field: 'providerCode', reason: values.providerCode ? 'invalid' : 'empty' };
  if (!values.holderName.trim()) return { ok: false, field: 'holderName', reason: 'empty' };
  const holderName = normalizeHolderName(values.holderName);
  if (!holderName) return { ok: false, field: 'holderName', reason: 'invalid' };
  if (!values.accountNumber.trim()) return { ok: false, field: 'accountNumber', reason: 'empty' };
  // Issue 35 (digits): a number typed in Burmese, Bengali, Nepali or Arabic digits is the same number.
  const accountNumber = normalizeAccountNumber(normalizeDigits(values.accountNumber));
  if (!accountNumber) return { ok: false, field: 'accountNumber', reason: 'invalid' };
  return { ok: true, value: { providerCode: values.providerCode, holderName, accountNumber } };
}

export type PixValues = {
  holderName: string;
  pixKeyType: PixKeyType;
  pixKey: string;
};
export type PixCheck =
  { ok: true; value: PixValues } | { ok: false; field: 'holderName' | 'pixKey'; reason: FieldReason };

/** The add-Pix-key form: CPF and CNPJ by their check digits, e-mail, +55 phone, random key (UUID). */
export function checkPixKey(values: PixValues): PixCheck {
  if (!values.holderName.trim()) return { ok: false, field: 'holderName', reason: 'empty' };
  const holderName = normalizeHolderName(values.holderName);
  if (!holderName) return { ok: false, field: 'holderName', reason: 'invalid' };
  if (!values.pixKey.trim()) return { ok: false, field: 'pixKey', reason: 'empty' };
  const pixKey = normalizePixKey(values.pixKeyType, normalizeDigits(values.pixKey));
  if (!pixKey) return { ok: false, field: 'pixKey', reason: 'invalid' };
  return { ok: true, value: { holderName, pixKeyType: values.pixKeyType, pixKey } };
}

// ── timing (§4, §9) ──

/** §4 / §9: while an order is pending the page rechecks every 30 s; with none pending it does not poll. */
export function pollInterval(orders: readonly Pick<MoneyOrder, 'status'>[] | undefined): number | false {
  return orders?.some((o) => o.status === 'pending') ? MONEY_POLL_INTERVAL_MS : false;
}

/**
 * Whether a money page asks the server again, as it opens, for an answer it finds in memory (DESIGN
 * rule 11: money is never shown stale): the rule every member's answer follows.
 */
export { asksAgainOnOpen } from '../../api/loader-handover';

/** §4 / §9: a deposit event (a submitted deposit) is followed by a recheck 2.5 s later. */
export const depositRecheckDelay = (): number => DEPOSIT_EVENT_RECHECK_MS;

// ── one order per intent (DESIGN rule 11) ──

export interface PendingKey {
  key: string;
  /** What the key was for: the same request again reuses it; another one gets a new key. */
  fingerprint: string;
}

/**
 * What a pending key is kept for: a hash of the session and the request, so session storage never
 * holds the amount, the account number or the holder's name (DESIGN rule 11: money is not persisted).
 */
export function requestFingerprint(sessionLabel: string | null, call: string, request: unknown): string {
  return fnv1a64(JSON.stringify([sessionLabel, call, request]));
}

/**
 * The idempotency key to send: the pending one when the request is the same (a double tap, a retry
 * after a timeout, a reload during submit), else a fresh one. The caller stores the result until the
 * answer and forgets it once the server has answered.
 */
export function keyForRequest(pending: unknown, fingerprint: string, fresh: () => string): PendingKey {
  if (
    typeof pending === 'object' &&
    pending !== null &&
    (pending as PendingKey).fingerprint === fingerprint &&
    typeof (pending as PendingKey).key === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test((pending as PendingKey).key)
  ) {
    return pending as PendingKey;
  }
  return { key: fresh(), fingerprint };
}

/** Whether an answer settles the request (forget the key) or leaves it open (keep it for a retry). */
export function settlesRequest(error: unknown): boolean {
  if (error === undefined) return true;
  const e = error as { kind?: string; status?: number };
  // No answer, a gateway failure or an unreadable one: the order may exist; a retry must reuse the key.
  if (
    e.kind === 'network' ||
    e.kind === 'timeout' ||
    e.kind === 'malformed' ||
    e.status === 502 ||
    (e.status ?? 0) >= 500
  )
    return false;
  return true;
}

// ── §3 tracking events ──

export type DepositSubmitEvent = 'depositSubmit' | 'firstDeposit' | 'redeposit';
export type DepositArrivalEvent = 'deposit' | 'firstDepositArrival';

/** Whether the member had a successful deposit, from the history the page holds (the newest 50). */
export function hasDepositedBefore(
  orders: readonly Pick<MoneyOrder, 'status'>[] | undefined,
  historyLimit: number,
): boolean {
  if (!orders) return false;
  return orders.some((o) => o.status === 'success') || orders.length >= historyLimit;
}

/**
 * §3 on a submitted deposit: depositSubmit always, and firstDeposit for a member with no successful
 * deposit yet, redeposit for one with.
 */
export function eventsOnSubmit(depositedBefore: boolean): DepositSubmitEvent[] {
  return ['depositSubmit', depositedBefore ? 'redeposit' : 'firstDeposit'];
}

/**
 * §3 when money arrives: the orders that were pending in the previous answer and succeeded in this
 * one each fire deposit; the member's first ever fires firstDepositArrival as well.
 */
export function arrivals(
  previous: readonly MoneyOrder[] | undefined,
  next: readonly MoneyOrder[],
  depositedBefore: boolean,
): { order: MoneyOrder; events: DepositArrivalEvent[] }[] {
  if (!previous) return [];
  const wasPending = new Set(previous.filter((o) => o.status === 'pending').map((o) => o.orderNo));
  const arrived = next
    .filter((o) => o.status === 'success' && wasPending.has(o.orderNo))
    .sort((a, b) => a.createdAt - b.createdAt);
  return arrived.map((order, i) => ({
    order,
    events: !depositedBefore && i === 0 ? ['deposit', 'firstDepositArrival'] : ['deposit'],
  }));
}

/**
 * Issue 33: the deposit-arrived notice (priority 1 of src/lib/interruptions: money), for money that
 * arrives while the page is open. An order placed on this page already says it arrived in its own
 * region (“Your deposit”), so only the others (placed before, or in another tab) are announced.
 */
export function announcedArrivals(arrived: readonly MoneyOrder[], placedHere: readonly string[]): MoneyOrder[] {
  const here = new Set(placedHere);
  return arrived.filter((o) => !here.has(o.orderNo));
}

/** The deposits placed on this page that this history answer does not list (yet). */
export function unlisted(placedHere: readonly MoneyOrder[], orders: readonly MoneyOrder[]): MoneyOrder[] {
  const listed = new Set(orders.map((o) => o.orderNo));
  return placedHere.filter((o) => !listed.has(o.orderNo));
}

/**
 * §3 the orders the page knows before a history answer: the previous answer, and the deposits
 * placed on this page that no answer has listed yet, pending as the deposit call answered them. A
 * channel that confirms before the page looks at the history again then still counts as money
 * arriving, whatever else made the page look again meanwhile. Before the first answer there is
 * nothing to compare with.
 */
export function knownOrders(
  previous: readonly MoneyOrder[] | undefined,
  placedHere: readonly MoneyOrder[],
): readonly MoneyOrder[] | undefined {
  if (!previous) return previous;
  return [...previous, ...unlisted(placedHere, previous)];
}

/** The §3 `amount` of a tracking event: major units as a number (12.5 for 1250 cents). */
export function trackedAmount(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

// ── errors ──

/** Refusals of the money calls that have their own translated text (money.error.<code, dots as _>). */
export const MONEY_ERROR_CODES = [
  'amount.below.min',
  'amount.above.max',
  'balance.insufficient',
  'account.required',
  'account.unknown',
  'withdraw.daily.limit',
  'account.provider.unknown',
  'account.holder.invalid',
  'account.number.invalid',
  'pix.key.invalid',
  'pix.unavailable',
  'account.limit',
  'idempotency.mismatch',
  'deposit.channel.unknown',
] as const;

export type MoneyErrorText = { key: string } | { raw: string } | { logout: true };

/**
 * What a failed money call shows, inline in the form (which keeps what the player typed):
 * offline, no answer, a timeout, a 502 or an unreadable answer each have their own translated text;
 * a refusal of the money rules its own; any other refusal the server's message; a lost session logs out.
 */
export function moneyErrorText(error: unknown): MoneyErrorText {
  const e = (error ?? {}) as { kind?: string; status?: number; errorCode?: string; serverMessage?: string };
  if (
    e.status === 401 ||
    ['customer.not.login', 'user.or.token.invalid', 'login.not.session'].includes(e.errorCode ?? '')
  )
    return { logout: true };
  if (e.kind === 'offline') return { key: 'money.error.offline' };
  if (e.kind === 'network') return { key: 'money.error.network' };
  if (e.kind === 'timeout') return { key: 'money.error.timeout' };
  if (e.status === 502 || e.status === 503 || e.status === 504) return { key: 'money.error.unavailable' };
  if (e.kind === 'malformed' || e.kind === 'redirect') return { key: 'money.error.malformed' };
  if (e.errorCode && (MONEY_ERROR_CODES as readonly string[]).includes(e.errorCode))
    return { key: `money.error.${e.errorCode.replace(/\./g, '_')}` };
  if (e.serverMessage) return { raw: e.serverMessage };
  return { key: 'money.error.unknown' };
}
