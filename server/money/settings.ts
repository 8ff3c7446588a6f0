/**
 * A merchant's money settings, the "money" object of server/merchants/<CODE>.json: its deposit
 * channels, withdrawal limits, the banks and e-wallets a member can bind, Pix, the development
 * auto-confirmation, and the starting balances and history of its seed members.
 */
import { arrayOf, bool, literal, numLike, object, optional, str, withDefault, type Infer } from '../../contract/decode';
import { depositChannel, minorUnits, payoutProvider, pixKeyType } from '../../contract/money';

const seedAccount = object({
  kind: literal('bank', 'ewallet', 'pix'),
  providerCode: str({ min: 1, max: 32 }),
  holderName: str({ min: 2, max: 64 }),
  /** The account number, or for kind pix the key. */
  accountNumber: str({ min: 1, max: 120 }),
  pixKeyType: optional(pixKeyType),
});

const seedWallet = object({
  username: str({ min: 4, max: 32 }),
  /** Confirmed deposits, oldest first (their sum minus the withdrawals is the starting balance). */
  deposits: withDefault(arrayOf(minorUnits, 50), []),
  /** Confirmed withdrawals to the first seeded account. */
  withdrawals: withDefault(arrayOf(minorUnits, 50), []),
  accounts: withDefault(arrayOf(seedAccount, 10), []),
});

export const moneySettings = object({
  channels: withDefault(arrayOf(depositChannel, 50), []),
  withdraw: withDefault(
    object({
      minMinor: minorUnits,
      maxMinor: minorUnits,
      dailyCount: minorUnits,
      maxAccounts: withDefault(minorUnits, 5),
    }),
    { minMinor: 100, maxMinor: 10_000_000, dailyCount: 5, maxAccounts: 5 },
  ),
  banks: withDefault(arrayOf(payoutProvider, 500), []),
  eWallets: withDefault(arrayOf(payoutProvider, 100), []),
  pixEnabled: withDefault(bool, false),
  /**
   * Development only: a pending deposit is confirmed by the demo payment channel this many seconds
   * after it was made (0 = only an operator confirms, through the admin endpoint).
   */
  autoConfirmSeconds: withDefault(numLike, 0),
  seed: withDefault(arrayOf(seedWallet, 1000), []),
});
export type MoneySettings = Infer<typeof moneySettings>;

export const NO_MONEY: MoneySettings = {
  channels: [],
  withdraw: { minMinor: 100, maxMinor: 10_000_000, dailyCount: 5, maxAccounts: 5 },
  banks: [],
  eWallets: [],
  pixEnabled: false,
  autoConfirmSeconds: 0,
  seed: [],
};

/** What a merchant file's money object must also satisfy; returns a problem or null. */
export function moneySettingsProblem(money: MoneySettings, memberNames: readonly string[]): string | null {
  const codes = new Set<string>();
  for (const c of money.channels) {
    if (codes.has(c.code)) return `money.channels lists ${c.code} twice`;
    codes.add(c.code);
    if (c.minMinor < 1 || c.maxMinor < c.minMinor) return `money.channels ${c.code}: needs 1 ≤ minMinor ≤ maxMinor`;
    if (c.quickAmountsMinor.some((q) => q < c.minMinor || q > c.maxMinor))
      return `money.channels ${c.code}: a quick amount is outside its limits`;
    if (c.kind === 'pix' && !money.pixEnabled)
      return `money.channels ${c.code} is a Pix channel but money.pixEnabled is false`;
  }
  const w = money.withdraw;
  if (w.minMinor < 1 || w.maxMinor < w.minMinor) return 'money.withdraw needs 1 ≤ minMinor ≤ maxMinor';
  if (money.autoConfirmSeconds < 0) return 'money.autoConfirmSeconds must be ≥ 0';
  const known = new Set(memberNames.map((n) => n.toLowerCase()));
  const providers = new Set([...money.banks, ...money.eWallets].map((p) => p.code));
  for (const s of money.seed) {
    if (!known.has(s.username.toLowerCase())) return `money.seed names ${s.username}, who is not a seed member`;
    if (s.withdrawals.length > 0 && s.accounts.length === 0)
      return `money.seed ${s.username} has withdrawals but no account`;
    const total = s.deposits.reduce((a, b) => a + b, 0) - s.withdrawals.reduce((a, b) => a + b, 0);
    if (total < 0) return `money.seed ${s.username} withdraws more than it deposits`;
    for (const a of s.accounts) {
      if (a.kind === 'pix' ? !a.pixKeyType : !providers.has(a.providerCode))
        return `money.seed ${s.username}: account ${a.providerCode} is not a listed bank or e-wallet, or a Pix key without its type`;
    }
  }
  return null;
}
