/**
 * Deposits, withdrawals and the accounts a member withdraws to (issue 12), over the wallet's ledger
 * (./ledger.ts). Every change is one transaction; every money request carries the client's
 * idempotency key, and the same key twice gives the same order or binds the same account once
 * (migration 012). A deposit is pending until the
 * demo payment channel confirms it (an operator through the admin endpoint, or in development the
 * merchant's auto-confirmation); only then is it credited. A withdrawal is debited at submit (the
 * reserve), so two at once can never overdraw; a rejection credits it back.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  maskAccountNumber,
  normalizeAccountNumber,
  ORDER_HISTORY_LIMIT,
  normalizeHolderName,
  normalizePixKey,
  type BindBankCardRequest,
  type BindPixKeyRequest,
  type DepositRequest,
  type DepositSettings,
  type MoneyOrder,
  type OrderHistory,
  type OrderStatus,
  type PayoutAccount,
  type PayoutKind,
  type PixKeyType,
  type WithdrawAccountInfo,
  type WithdrawRequest,
} from '../../contract/money';
import type { TransactionSummary } from '../../contract/entities';
import type { Database } from '../db/index';
import type { Member } from '../db/members';
import type { Merchant, MerchantRegistry } from '../merchants/load';
import { WalletError, walletErrors, type Wallets } from './ledger';
import { artUrl } from '../art/files';

/** Issue 32: the drawn icon of a payment kind (server/art/pay/): a virtual wallet is an e-wallet. */
function payIconUrl(kind: PayoutKind | DepositSettings['channels'][number]['kind']): string | undefined {
  return artUrl(`pay/${kind === 'virtual' ? 'ewallet' : kind}.webp`) ?? undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const PIX_PROVIDER = { code: 'PIX', name: 'Pix' } as const;

export const moneyErrors = {
  channelUnknown: () => new WalletError('deposit.channel.unknown', 'This payment channel is not available.'),
  belowMin: () => new WalletError('amount.below.min', 'The amount is below the minimum.'),
  aboveMax: () => new WalletError('amount.above.max', 'The amount is above the maximum.'),
  accountUnknown: () => new WalletError('account.unknown', 'This account is not one of yours.', 404),
  accountRequired: () =>
    new WalletError('account.required', 'Please add a bank account or Pix key before withdrawing.'),
  dailyLimit: () => new WalletError('withdraw.daily.limit', 'You have reached today’s number of withdrawals.'),
  providerUnknown: () => new WalletError('account.provider.unknown', 'Please choose a bank from the list.'),
  holderInvalid: () =>
    new WalletError('account.holder.invalid', 'Please enter the account holder’s name as on the account.'),
  numberInvalid: () => new WalletError('account.number.invalid', 'The account number must be 6 to 20 digits.'),
  pixInvalid: () => new WalletError('pix.key.invalid', 'This is not a valid Pix key of the chosen type.'),
  pixUnavailable: () => new WalletError('pix.unavailable', 'Pix is not available here.'),
  accountLimit: () => new WalletError('account.limit', 'You cannot add more accounts.'),
  orderUnknown: () => new WalletError('order.unknown', 'There is no such order.', 404),
  orderNotPending: () => new WalletError('order.not.pending', 'This order is no longer pending.', 409),
};

interface AccountRow {
  id: number;
  member_id: number;
  kind: PayoutKind;
  provider_code: string;
  holder_name: string;
  account_number: string;
  pix_key_type: PixKeyType | null;
  created_at: number;
}

interface OrderRow {
  id: number;
  order_no: string;
  member_id: number;
  merchant_code: string;
  amount_minor: number;
  status: OrderStatus;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}
interface DepositRow extends OrderRow {
  channel_code: string;
  auto_confirm_at: number | null;
}
interface WithdrawRow extends OrderRow {
  account_id: number;
}
/** The two order tables and the row each holds. */
interface OrderTables {
  deposit_orders: DepositRow;
  withdraw_orders: WithdrawRow;
}
/** The request that places an order of each table. */
interface OrderRequests {
  deposit_orders: DepositRequest;
  withdraw_orders: WithdrawRequest;
}
/**
 * DESIGN rule 11: when an idempotency key comes again, what makes it the same request as the order
 * placed under it (the same channel or account, the same amount); anything else is refused.
 */
const SAME_REQUEST: { [T in keyof OrderTables]: (row: OrderTables[T], request: OrderRequests[T]) => boolean } = {
  deposit_orders: (row, request) =>
    row.channel_code === request.channelCode && row.amount_minor === request.amountMinor,
  withdraw_orders: (row, request) => row.account_id === request.accountId && row.amount_minor === request.amountMinor,
};

/** An order as the operator sees it (admin endpoint). */
export interface OperatorOrder extends MoneyOrder {
  username: string;
}

const newOrderNo = (prefix: 'D' | 'W') => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;
const startOfUtcDay = (now: number) => Math.floor(now / DAY_MS) * DAY_MS;

export class MoneyService {
  constructor(
    private readonly db: Database,
    private readonly wallets: Wallets,
    private readonly merchants: MerchantRegistry,
    private readonly options: { autoConfirm: boolean; clock: () => number },
  ) {}

  private now(): number {
    return this.options.clock();
  }

  // ── accounts ──

  private providerName(merchant: Merchant, kind: PayoutKind, code: string): string {
    if (kind === 'pix') return PIX_PROVIDER.name;
    const list = kind === 'ewallet' ? merchant.money.eWallets : merchant.money.banks;
    return list.find((p) => p.code === code)?.name ?? code;
  }

  private toAccount(merchant: Merchant, row: AccountRow): PayoutAccount {
    const account: PayoutAccount = {
      id: row.id,
      kind: row.kind,
      providerCode: row.provider_code,
      providerName: this.providerName(merchant, row.kind, row.provider_code),
      holderName: row.holder_name,
      maskedNumber: maskAccountNumber(row.account_number),
    };
    if (row.pix_key_type) account.pixKeyType = row.pix_key_type;
    const iconUrl = payIconUrl(row.kind);
    if (iconUrl) account.iconUrl = iconUrl;
    return account;
  }

  private accountRows(memberId: number): AccountRow[] {
    return this.db
      .prepare<[number], AccountRow>('SELECT * FROM payout_accounts WHERE member_id = ? ORDER BY id')
      .all(memberId);
  }

  accounts(member: Member, merchant: Merchant): PayoutAccount[] {
    return this.accountRows(member.id).map((r) => this.toAccount(merchant, r));
  }

  /**
   * Binds an account once per idempotency key (DESIGN rule 11), in one transaction: the same key
   * again answers with the account it bound the first time, stores nothing more and checks nothing
   * again; the same key with another request (compared as normalised, so spacing does not count) is
   * refused. A new key is checked (`check` throws the refusal) and bound; binding an account the
   * member already has, under a new key, gives that account.
   */
  private bindOnce(
    member: Member,
    merchant: Merchant,
    idempotencyKey: string,
    normalised: Record<string, string | null>,
    check: () => {
      kind: PayoutKind;
      providerCode: string;
      holderName: string;
      accountNumber: string;
      pixKeyType?: PixKeyType;
    },
  ): PayoutAccount {
    const requestHash = createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
    return this.db
      .transaction((): PayoutAccount => {
        const previous = this.db
          .prepare<[number, string], { request_hash: string; account_id: number }>(
            'SELECT request_hash, account_id FROM payout_account_binds WHERE member_id = ? AND idempotency_key = ?',
          )
          .get(member.id, idempotencyKey);
        if (previous) {
          if (previous.request_hash !== requestHash) throw walletErrors.idempotencyMismatch();
          return this.toAccount(merchant, this.accountRow(previous.account_id)!);
        }
        const account = check();
        const row = this.insertAccount(member, merchant, account);
        this.db
          .prepare(
            'INSERT INTO payout_account_binds (member_id, idempotency_key, request_hash, account_id, created_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(member.id, idempotencyKey, requestHash, row.id, this.now());
        return this.toAccount(merchant, row);
      })
      .immediate();
  }

  private accountRow(id: number): AccountRow | undefined {
    return this.db.prepare<[number], AccountRow>('SELECT * FROM payout_accounts WHERE id = ?').get(id);
  }

  /** Inside bindOnce's transaction: the member's account, new or the one already bound. */
  private insertAccount(
    member: Member,
    merchant: Merchant,
    account: {
      kind: PayoutKind;
      providerCode: string;
      holderName: string;
      accountNumber: string;
      pixKeyType?: PixKeyType;
    },
  ): AccountRow {
    const existing = this.db
      .prepare<[number, string, string, string], AccountRow>(
        'SELECT * FROM payout_accounts WHERE member_id = ? AND kind = ? AND provider_code = ? AND account_number = ?',
      )
      .get(member.id, account.kind, account.providerCode, account.accountNumber);
    // The same account bound again under another key (the player added it twice) is the same account.
    if (existing) return existing;
    if (this.accountRows(member.id).length >= merchant.money.withdraw.maxAccounts) throw moneyErrors.accountLimit();
    const info = this.db
      .prepare(
        'INSERT INTO payout_accounts (member_id, kind, provider_code, holder_name, account_number, pix_key_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        member.id,
        account.kind,
        account.providerCode,
        account.holderName,
        account.accountNumber,
        account.pixKeyType ?? null,
        this.now(),
      );
    return this.accountRow(Number(info.lastInsertRowid))!;
  }

  bindBankCard(member: Member, merchant: Merchant, request: BindBankCardRequest): PayoutAccount {
    const holderName = normalizeHolderName(request.holderName);
    const accountNumber = normalizeAccountNumber(request.accountNumber);
    const normalised = {
      kind: request.kind,
      providerCode: request.providerCode,
      holderName,
      accountNumber,
      pixKeyType: null,
    };
    return this.bindOnce(member, merchant, request.idempotencyKey, normalised, () => {
      const list = request.kind === 'ewallet' ? merchant.money.eWallets : merchant.money.banks;
      if (!list.some((p) => p.code === request.providerCode)) throw moneyErrors.providerUnknown();
      if (!holderName) throw moneyErrors.holderInvalid();
      if (!accountNumber) throw moneyErrors.numberInvalid();
      return { kind: request.kind, providerCode: request.providerCode, holderName, accountNumber };
    });
  }

  bindPixKey(member: Member, merchant: Merchant, request: BindPixKeyRequest): PayoutAccount {
    const holderName = normalizeHolderName(request.holderName);
    const key = normalizePixKey(request.pixKeyType, request.pixKey);
    const normalised = {
      kind: 'pix',
      providerCode: PIX_PROVIDER.code,
      holderName,
      accountNumber: key,
      pixKeyType: request.pixKeyType,
    };
    return this.bindOnce(member, merchant, request.idempotencyKey, normalised, () => {
      if (!merchant.money.pixEnabled) throw moneyErrors.pixUnavailable();
      if (!holderName) throw moneyErrors.holderInvalid();
      if (!key) throw moneyErrors.pixInvalid();
      return {
        kind: 'pix',
        providerCode: PIX_PROVIDER.code,
        holderName,
        accountNumber: key,
        pixKeyType: request.pixKeyType,
      };
    });
  }

  // ── orders ──

  /**
   * A deposit or a withdrawal placed once per idempotency key (DESIGN rule 11: the same key twice gives
   * the same order), in one IMMEDIATE transaction: the order the member already made under this key,
   * which the same request replays, and the same key with another request (SAME_REQUEST) is refused;
   * else `place` checks the request and inserts the new order (answering its row id), whose row is
   * read back.
   */
  private placeOnce<Table extends keyof OrderTables>(
    table: Table,
    member: Member,
    request: OrderRequests[Table],
    place: () => number | bigint,
  ): OrderTables[Table] {
    const sameRequest = SAME_REQUEST[table] as (row: OrderTables[Table], request: OrderRequests[Table]) => boolean;
    return this.db
      .transaction((): OrderTables[Table] => {
        const previous = this.db
          .prepare<[number, string], OrderTables[Table]>(
            `SELECT * FROM ${table} WHERE member_id = ? AND idempotency_key = ?`,
          )
          .get(member.id, request.idempotencyKey);
        if (previous) {
          if (!sameRequest(previous, request)) throw walletErrors.idempotencyMismatch();
          return previous;
        }
        return this.orderRow(table, Number(place()))!;
      })
      .immediate();
  }

  private orderRow<Table extends keyof OrderTables>(table: Table, id: number): OrderTables[Table] | undefined {
    return this.db.prepare<[number], OrderTables[Table]>(`SELECT * FROM ${table} WHERE id = ?`).get(id);
  }

  /** The member's latest orders of one kind, newest first (the history pages). */
  private latestOrders<Table extends keyof OrderTables>(table: Table, member: Member): OrderTables[Table][] {
    return this.db
      .prepare<[number, number], OrderTables[Table]>(
        `SELECT * FROM ${table} WHERE member_id = ? ORDER BY id DESC LIMIT ?`,
      )
      .all(member.id, ORDER_HISTORY_LIMIT);
  }

  /**
   * Decides a pending order of the merchant's, once, in one transaction: `movements` holds the ledger
   * movement a decision makes, if any, then the order takes its status ('success' or 'rejected'). The
   * same decision again answers the order as it is and moves nothing more; an order decided otherwise
   * is refused.
   */
  private decideOnce<Table extends keyof OrderTables>(
    table: Table,
    merchant: Merchant,
    orderNo: string,
    decision: 'confirm' | 'reject',
    answer: (row: OrderTables[Table]) => MoneyOrder,
    movements: Partial<Record<'confirm' | 'reject', (row: OrderTables[Table]) => void>>,
  ): MoneyOrder {
    return this.db
      .transaction((): MoneyOrder => {
        const row = this.db
          .prepare<[string, string], OrderTables[Table]>(
            `SELECT * FROM ${table} WHERE order_no = ? AND merchant_code = ?`,
          )
          .get(orderNo, merchant.code);
        if (!row) throw moneyErrors.orderUnknown();
        const wanted: OrderStatus = decision === 'confirm' ? 'success' : 'rejected';
        if (row.status === wanted) return answer(row);
        if (row.status !== 'pending') throw moneyErrors.orderNotPending();
        const now = this.now();
        movements[decision]?.(row);
        this.db.prepare(`UPDATE ${table} SET status = ?, updated_at = ? WHERE id = ?`).run(wanted, now, row.id);
        return answer(this.orderRow(table, row.id)!);
      })
      .immediate();
  }

  // ── deposits ──

  depositSettings(member: Member, merchant: Merchant): DepositSettings {
    this.settleDue();
    return {
      currency: merchant.public.currency,
      balanceMinor: this.wallets.balance(member.id),
      channels: merchant.money.channels.map((c) => {
        const iconUrl = payIconUrl(c.kind);
        return iconUrl ? { ...c, iconUrl } : c;
      }),
    };
  }

  deposit(member: Member, merchant: Merchant, request: DepositRequest): MoneyOrder {
    const row = this.placeOnce('deposit_orders', member, request, () => {
      const channel = merchant.money.channels.find((c) => c.code === request.channelCode);
      if (!channel) throw moneyErrors.channelUnknown();
      if (request.amountMinor < channel.minMinor) throw moneyErrors.belowMin();
      if (request.amountMinor > channel.maxMinor) throw moneyErrors.aboveMax();
      const now = this.now();
      const seconds = merchant.money.autoConfirmSeconds;
      const autoAt = this.options.autoConfirm && seconds > 0 ? now + seconds * 1000 : null;
      return this.db
        .prepare(
          `INSERT INTO deposit_orders (order_no, member_id, merchant_code, channel_code, amount_minor, status, idempotency_key, auto_confirm_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
        )
        .run(
          newOrderNo('D'),
          member.id,
          merchant.code,
          channel.code,
          request.amountMinor,
          request.idempotencyKey,
          autoAt,
          now,
          now,
        ).lastInsertRowid;
    });
    return this.toDeposit(merchant, row);
  }

  private toDeposit(merchant: Merchant, row: DepositRow): MoneyOrder {
    const channel = merchant.money.channels.find((c) => c.code === row.channel_code);
    return {
      orderNo: row.order_no,
      kind: 'deposit',
      amountMinor: row.amount_minor,
      status: row.status,
      via: channel?.name ?? row.channel_code,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  depositHistory(member: Member, merchant: Merchant): OrderHistory {
    this.settleDue();
    const rows = this.latestOrders('deposit_orders', member);
    return { orders: rows.map((r) => this.toDeposit(merchant, r)), balanceMinor: this.wallets.balance(member.id) };
  }

  /** The demo payment channel's answer: credits the deposit once; confirming twice changes nothing more. */
  decideDeposit(merchant: Merchant, orderNo: string, decision: 'confirm' | 'reject'): MoneyOrder {
    return this.decideOnce('deposit_orders', merchant, orderNo, decision, (row) => this.toDeposit(merchant, row), {
      confirm: (row) =>
        this.wallets.credit(row.member_id, row.amount_minor, {
          kind: 'deposit',
          reference: row.order_no,
          idempotencyKey: `deposit:${row.order_no}`,
        }),
    });
  }

  /** Development auto-confirmation: confirms the pending deposits whose time has come. */
  settleDue(): number {
    if (!this.options.autoConfirm) return 0;
    const due = this.db
      .prepare<[number], { order_no: string; merchant_code: string }>(
        "SELECT order_no, merchant_code FROM deposit_orders WHERE status = 'pending' AND auto_confirm_at IS NOT NULL AND auto_confirm_at <= ?",
      )
      .all(this.now());
    let done = 0;
    for (const order of due) {
      const merchant = this.merchants.byCode(order.merchant_code);
      if (!merchant) continue;
      try {
        this.decideDeposit(merchant, order.order_no, 'confirm');
        done++;
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
      }
    }
    return done;
  }

  // ── withdrawals ──

  private dailyUsed(memberId: number): number {
    const row = this.db
      .prepare<[number, number], { n: number }>(
        "SELECT COUNT(*) AS n FROM withdraw_orders WHERE member_id = ? AND created_at >= ? AND status <> 'rejected'",
      )
      .get(memberId, startOfUtcDay(this.now()));
    return row?.n ?? 0;
  }

  withdrawAccountInfo(member: Member, merchant: Merchant): WithdrawAccountInfo {
    this.settleDue();
    const w = merchant.money.withdraw;
    const balance = this.wallets.balance(member.id);
    return {
      currency: merchant.public.currency,
      balanceMinor: balance,
      withdrawableMinor: Math.min(balance, w.maxMinor),
      minMinor: w.minMinor,
      maxMinor: w.maxMinor,
      dailyCount: w.dailyCount,
      dailyCountLeft: Math.max(0, w.dailyCount - this.dailyUsed(member.id)),
      maxAccounts: w.maxAccounts,
      accounts: this.accounts(member, merchant),
      banks: merchant.money.banks,
      eWallets: merchant.money.eWallets,
      pixEnabled: merchant.money.pixEnabled,
    };
  }

  withdraw(member: Member, merchant: Merchant, request: WithdrawRequest): MoneyOrder {
    const row = this.placeOnce('withdraw_orders', member, request, () => {
      const accounts = this.accountRows(member.id);
      if (accounts.length === 0) throw moneyErrors.accountRequired();
      if (!accounts.some((a) => a.id === request.accountId)) throw moneyErrors.accountUnknown();
      const w = merchant.money.withdraw;
      if (request.amountMinor < w.minMinor) throw moneyErrors.belowMin();
      if (request.amountMinor > w.maxMinor) throw moneyErrors.aboveMax();
      if (this.dailyUsed(member.id) >= w.dailyCount) throw moneyErrors.dailyLimit();
      const now = this.now();
      const orderNo = newOrderNo('W');
      // The reserve: the amount leaves the balance now, in the same transaction as the order.
      this.wallets.debit(member.id, request.amountMinor, {
        kind: 'withdrawal',
        reference: orderNo,
        idempotencyKey: `withdraw:${orderNo}`,
      });
      return this.db
        .prepare(
          `INSERT INTO withdraw_orders (order_no, member_id, merchant_code, account_id, amount_minor, status, idempotency_key, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?)`,
        )
        .run(
          orderNo,
          member.id,
          merchant.code,
          request.accountId,
          request.amountMinor,
          request.idempotencyKey,
          now,
          now,
        ).lastInsertRowid;
    });
    return this.toWithdraw(row);
  }

  private toWithdraw(row: WithdrawRow): MoneyOrder {
    const account = this.db
      .prepare<[number], AccountRow>('SELECT * FROM payout_accounts WHERE id = ?')
      .get(row.account_id);
    return {
      orderNo: row.order_no,
      kind: 'withdraw',
      amountMinor: row.amount_minor,
      status: row.status,
      via: account ? maskAccountNumber(account.account_number) : '',
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    };
  }

  withdrawHistory(member: Member): OrderHistory {
    const rows = this.latestOrders('withdraw_orders', member);
    return { orders: rows.map((r) => this.toWithdraw(r)), balanceMinor: this.wallets.balance(member.id) };
  }

  /** The operator pays a withdrawal out (success) or refuses it, which gives the reserve back. */
  decideWithdraw(merchant: Merchant, orderNo: string, decision: 'confirm' | 'reject'): MoneyOrder {
    return this.decideOnce('withdraw_orders', merchant, orderNo, decision, (row) => this.toWithdraw(row), {
      reject: (row) =>
        this.wallets.credit(row.member_id, row.amount_minor, {
          kind: 'withdrawal_refund',
          reference: row.order_no,
          idempotencyKey: `withdraw-refund:${row.order_no}`,
        }),
    });
  }

  decide(merchant: Merchant, orderNo: string, decision: 'confirm' | 'reject'): MoneyOrder {
    return orderNo.startsWith('W')
      ? this.decideWithdraw(merchant, orderNo, decision)
      : this.decideDeposit(merchant, orderNo, decision);
  }

  /** The operator's list: a merchant's orders, newest first, optionally one member's or one status. */
  operatorOrders(merchant: Merchant, filter: { memberId?: number; status?: OrderStatus }): OperatorOrder[] {
    this.settleDue();
    const where = ['o.merchant_code = ?'];
    const args: (string | number)[] = [merchant.code];
    if (filter.memberId !== undefined) {
      where.push('o.member_id = ?');
      args.push(filter.memberId);
    }
    if (filter.status) {
      where.push('o.status = ?');
      args.push(filter.status);
    }
    const deposits = this.db
      .prepare<(string | number)[], DepositRow & { username: string }>(
        `SELECT o.*, m.username FROM deposit_orders o JOIN members m ON m.id = o.member_id WHERE ${where.join(' AND ')} ORDER BY o.id DESC LIMIT 200`,
      )
      .all(...args)
      .map((r) => ({ ...this.toDeposit(merchant, r), username: r.username }));
    const withdrawals = this.db
      .prepare<(string | number)[], WithdrawRow & { username: string }>(
        `SELECT o.*, m.username FROM withdraw_orders o JOIN members m ON m.id = o.member_id WHERE ${where.join(' AND ')} ORDER BY o.id DESC LIMIT 200`,
      )
      .all(...args)
      .map((r) => ({ ...this.toWithdraw(r), username: r.username }));
    return [...deposits, ...withdrawals].sort((a, b) => b.createdAt - a.createdAt);
  }

  // ── §3 Counts ──

  summary(member: Member, merchant: Merchant): TransactionSummary {
    this.settleDue();
    const count = (table: 'deposit_orders' | 'withdraw_orders') =>
      this.db
        .prepare<[number], { n: number }>(
          `SELECT COUNT(*) AS n FROM ${table} WHERE member_id = ? AND status = 'success'`,
        )
        .get(member.id)?.n ?? 0;
    const accounts = this.accounts(member, merchant);
    return {
      totalDepositSuccessCount: count('deposit_orders'),
      totalWithdrawSuccessCount: count('withdraw_orders'),
      fullBankCardList: accounts.filter((a) => a.kind === 'bank' || a.kind === 'pix'),
      fullVirtualWalletList: accounts.filter((a) => a.kind === 'virtual'),
      fullEWalletList: accounts.filter((a) => a.kind === 'ewallet'),
    };
  }

  // ── seed ──

  /**
   * Seed members' starting balances, accounts and history (money.seed of each merchant file), once:
   * a member whose wallet exists already is left alone. Returns how many wallets were seeded.
   */
  seed(findMember: (merchantCode: string, username: string) => Member | null, now = this.now()): number {
    let seeded = 0;
    for (const merchant of this.merchants.merchants) {
      for (const s of merchant.money.seed) {
        const member = findMember(merchant.code, s.username);
        if (!member) continue;
        const exists = this.db
          .prepare<[number], { id: number }>('SELECT id FROM wallets WHERE member_id = ?')
          .get(member.id);
        if (exists) continue;
        this.db
          .transaction(() => {
            this.wallets.walletId(member.id);
            const accountIds: number[] = [];
            for (const a of s.accounts) {
              const number =
                a.kind === 'pix'
                  ? normalizePixKey(a.pixKeyType!, a.accountNumber)
                  : normalizeAccountNumber(a.accountNumber);
              if (!number) throw new Error(`money.seed ${s.username}: account ${a.accountNumber} is not valid`);
              const info = this.db
                .prepare(
                  'INSERT INTO payout_accounts (member_id, kind, provider_code, holder_name, account_number, pix_key_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
                )
                .run(
                  member.id,
                  a.kind,
                  a.kind === 'pix' ? PIX_PROVIDER.code : a.providerCode,
                  a.holderName,
                  number,
                  a.pixKeyType ?? null,
                  now,
                );
              accountIds.push(Number(info.lastInsertRowid));
            }
            const channel = merchant.money.channels[0]?.code ?? 'SEED';
            // Oldest first, a day apart, ending a day ago.
            const moves = [
              ...s.deposits.map((a) => ({ kind: 'D' as const, a })),
              ...s.withdrawals.map((a) => ({ kind: 'W' as const, a })),
            ];
            moves.forEach((move, i) => {
              const at = now - (moves.length - i) * DAY_MS;
              const orderNo = newOrderNo(move.kind);
              const key = `seed-${move.kind}-${i}`;
              if (move.kind === 'D') {
                this.db
                  .prepare(
                    `INSERT INTO deposit_orders (order_no, member_id, merchant_code, channel_code, amount_minor, status, idempotency_key, created_at, updated_at)
                   VALUES (?, ?, ?, ?, ?, 'success', ?, ?, ?)`,
                  )
                  .run(orderNo, member.id, merchant.code, channel, move.a, key, at, at);
                this.wallets.credit(member.id, move.a, {
                  kind: 'deposit',
                  reference: orderNo,
                  idempotencyKey: `deposit:${orderNo}`,
                });
              } else {
                this.db
                  .prepare(
                    `INSERT INTO withdraw_orders (order_no, member_id, merchant_code, account_id, amount_minor, status, idempotency_key, created_at, updated_at)
                   VALUES (?, ?, ?, ?, ?, 'success', ?, ?, ?)`,
                  )
                  .run(orderNo, member.id, merchant.code, accountIds[0]!, move.a, key, at, at);
                this.wallets.debit(member.id, move.a, {
                  kind: 'withdrawal',
                  reference: orderNo,
                  idempotencyKey: `withdraw:${orderNo}`,
                });
              }
            });
          })
          .immediate();
        seeded++;
      }
    }
    return seeded;
  }
}
