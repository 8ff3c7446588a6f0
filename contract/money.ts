/**
 * Money at the boundary (issue 12): what the page checks before sending and the reference server
 * checks again on arrival — amounts in integer minor units, account numbers and the five kinds of
 * Pix key — and the decoders of the money answers. Pure and DOM-free, so server/ may import it.
 */
import {
  arrayOf,
  bool,
  DecodeError,
  literal,
  numLike,
  object,
  optional,
  str,
  string,
  withDefault,
  type Decoder,
  type Infer,
} from './decode';

/** Above any real payment: keeps every amount a safe integer with room to add. */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

/** An amount in the currency's minor unit: a whole number, at least 1 (§ issue 12: no zero, negative, NaN or fraction). */
export function isAmountMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_AMOUNT_MINOR;
}

export const amountMinor: Decoder<number> = (input, path = '') => {
  if (!isAmountMinor(input)) throw new DecodeError(path, `a whole number of minor units from 1 to ${MAX_AMOUNT_MINOR}`);
  return input;
};

/** A count or balance in minor units: a whole number ≥ 0. */
export const minorUnits: Decoder<number> = (input, path = '') => {
  const n = numLike(input, path);
  if (!Number.isSafeInteger(n) || n < 0) throw new DecodeError(path, 'a whole number ≥ 0');
  return n;
};

/** A client-chosen idempotency key: the same key twice is the same order (DESIGN rule 11). */
export const idempotencyKey = str({ min: 16, max: 64, pattern: /^[A-Za-z0-9_-]+$/ });

// ── accounts ──

export const PAYOUT_KINDS = ['bank', 'ewallet', 'virtual', 'pix'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const ACCOUNT_NUMBER_MIN_DIGITS = 6;
export const ACCOUNT_NUMBER_MAX_DIGITS = 20;
export const HOLDER_NAME_MAX = 64;

/** A bank account or wallet number: 6 to 20 digits, spaces and dashes allowed while typing. Null when invalid. */
export function normalizeAccountNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return digits.length >= ACCOUNT_NUMBER_MIN_DIGITS && digits.length <= ACCOUNT_NUMBER_MAX_DIGITS ? digits : null;
}

/** A holder name: letters (any script), spaces, dots, apostrophes and hyphens; 2 to 64 characters. */
export function normalizeHolderName(raw: string): string | null {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < 2 || name.length > HOLDER_NAME_MAX) return null;
  return /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name) ? name : null;
}

function checkDigits(digits: number[], weights: readonly number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A Brazilian CPF: 11 digits with its two check digits, not all the same digit. */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const first = checkDigits(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigits(d, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

/** A Brazilian CNPJ: 14 digits with its two check digits, not all the same digit. */
export function isCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const first = checkDigits(d, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigits(d, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[12] === first && d[13] === second;
}

/**
 * A Pix key of the given type, normalised as the Pix directory stores it, or null when invalid:
 * CPF 11 digits and CNPJ 14 digits (punctuation allowed, check digits verified); e-mail lower case;
 * phone +55 with a two-digit area code and 8 or 9 digits; random key a UUID (lower case).
 */
export function normalizePixKey(type: PixKeyType, raw: string): string | null {
  const value = raw.trim();
  switch (type) {
    case 'cpf': {
      if (!/^[\d.\s-]+$/.test(value)) return null;
      const digits = value.replace(/\D/g, '');
      return isCpf(digits) ? digits : null;
    }
    case 'cnpj': {
      if (!/^[\d./\s-]+$/.test(value)) return null;
      const digits = value.replace(/\D/g, '');
      return isCnpj(digits) ? digits : null;
    }
    case 'email': {
      const email = value.toLowerCase();
      return email.length <= 77 && /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(email) ? email : null;
    }
    case 'phone': {
      if (!/^\+?[\d\s()-]+$/.test(value)) return null;
      let digits = value.replace(/\D/g, '');
      if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2);
      else if (digits.length === 12 && digits.startsWith('55') && value.startsWith('+')) digits = digits.slice(2);
      if (!/^[1-9]{2}9?\d{8}$/.test(digits) || (digits.length !== 10 && digits.length !== 11)) return null;
      return `+55${digits}`;
    }
    case 'random': {
      const key = value.toLowerCase();
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key) ? key : null;
    }
  }
}

/** How an account is shown once bound: only its last four characters. */
export function maskAccountNumber(value: string): string {
  const tail = [...value].slice(-4).join('');
  return `•••• ${tail}`;
}

// ── answers ──

export const payoutKind = literal(...PAYOUT_KINDS);
export const pixKeyType = literal(...PIX_KEY_TYPES);
export const orderStatus = literal('pending', 'success', 'rejected');
export type OrderStatus = Infer<typeof orderStatus>;

/** A provider a member can bind an account at: a bank or an e-wallet of the merchant's list. */
export const payoutProvider = object({ code: str({ min: 1, max: 32 }), name: str({ min: 1, max: 100 }) });

/** A bound account, masked: the full number never leaves the server again. */
export const payoutAccount = object({
  id: numLike,
  kind: payoutKind,
  providerCode: string,
  providerName: string,
  holderName: string,
  maskedNumber: string,
  pixKeyType: optional(pixKeyType),
  /** Issue 32: the drawn icon of its kind (bank, e-wallet, Pix), a versioned same-origin picture. */
  iconUrl: optional(str({ max: 300, pattern: /^\/[^/\\]/ })),
});
export type PayoutAccount = Infer<typeof payoutAccount>;

/** A deposit channel of the merchant: its kind, limits and the quick amounts offered as chips. */
export const depositChannel = object({
  code: str({ min: 1, max: 32 }),
  kind: literal('bank', 'ewallet', 'pix'),
  name: str({ min: 1, max: 100 }),
  minMinor: minorUnits,
  maxMinor: minorUnits,
  quickAmountsMinor: withDefault(arrayOf(minorUnits, 12), []),
  /** Issue 32: the drawn icon of its kind (bank, e-wallet, Pix), a versioned same-origin picture. */
  iconUrl: optional(str({ max: 300, pattern: /^\/[^/\\]/ })),
});

/** §7 MCSFE_getDepositSettings. */
export const depositSettingsValue = object({
  currency: str({ min: 1, max: 8 }),
  balanceMinor: minorUnits,
  channels: arrayOf(depositChannel, 50),
});
export type DepositSettings = Infer<typeof depositSettingsValue>;

/** §7 MCSFE_getWithdrawAccountInfo. */
export const withdrawAccountInfoValue = object({
  currency: str({ min: 1, max: 8 }),
  balanceMinor: minorUnits,
  withdrawableMinor: minorUnits,
  minMinor: minorUnits,
  maxMinor: minorUnits,
  dailyCount: minorUnits,
  dailyCountLeft: minorUnits,
  maxAccounts: minorUnits,
  accounts: arrayOf(payoutAccount, 100),
  banks: arrayOf(payoutProvider, 500),
  eWallets: withDefault(arrayOf(payoutProvider, 100), []),
  pixEnabled: bool,
});
export type WithdrawAccountInfo = Infer<typeof withdrawAccountInfoValue>;

/** A deposit or withdrawal order as the player sees it. */
export const moneyOrder = object({
  orderNo: str({ min: 1, max: 40 }),
  kind: literal('deposit', 'withdraw'),
  amountMinor: minorUnits,
  status: orderStatus,
  /** Deposit: the channel's name; withdrawal: the masked account. */
  via: string,
  createdAt: numLike,
  updatedAt: numLike,
});
export type MoneyOrder = Infer<typeof moneyOrder>;

/** How many orders a history answer holds at most (the newest). */
export const ORDER_HISTORY_LIMIT = 50;

export const orderHistoryValue = object({ orders: arrayOf(moneyOrder, 200), balanceMinor: minorUnits });
export type OrderHistory = Infer<typeof orderHistoryValue>;

export const depositRequest = object({
  channelCode: str({ min: 1, max: 32 }),
  amountMinor,
  idempotencyKey,
});
export type DepositRequest = Infer<typeof depositRequest>;

export const withdrawRequest = object({
  accountId: numLike,
  amountMinor,
  idempotencyKey,
});
export type WithdrawRequest = Infer<typeof withdrawRequest>;

export const bindBankCardRequest = object({
  kind: literal('bank', 'ewallet'),
  providerCode: str({ min: 1, max: 32 }),
  holderName: str({ min: 1, max: 200 }),
  accountNumber: str({ min: 1, max: 64 }),
  idempotencyKey,
});
export type BindBankCardRequest = Infer<typeof bindBankCardRequest>;

export const bindPixKeyRequest = object({
  holderName: str({ min: 1, max: 200 }),
  pixKeyType,
  pixKey: str({ min: 1, max: 120 }),
  idempotencyKey,
});
export type BindPixKeyRequest = Infer<typeof bindPixKeyRequest>;
