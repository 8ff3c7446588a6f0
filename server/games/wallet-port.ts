/**
 * The one seam between the demo games and a member's money (issue 14): bets debit and wins credit
 * the member's wallet in integer minor units, each movement under an idempotency reference (DESIGN
 * rule 11: the same reference twice moves the money once).
 *
 * `walletPortOver` connects it to the money issue's wallet service (server/money/ledger.ts), so a
 * round moves the member's real balance. Trial play never reaches this seam: its demo credit lives
 * on the game session.
 */
import { WalletError, type Wallets } from '../money/ledger';

export interface WalletPort {
  /** The member's balance in minor units. */
  balance(memberId: number): number;
  /** Takes `amount` (> 0) from the member; throws InsufficientFunds when the balance is short. */
  debit(memberId: number, amount: number, reference: string, kind: 'bet'): { balance: number };
  /** Gives `amount` (> 0) to the member. */
  credit(memberId: number, amount: number, reference: string, kind: 'win'): { balance: number };
}

export class InsufficientFunds extends Error {
  constructor() {
    super('insufficient funds');
    this.name = 'InsufficientFunds';
  }
}

/** The seam over the members' wallets: the reference is the wallet's idempotency key. */
export function walletPortOver(wallets: Pick<Wallets, 'balance' | 'credit' | 'debit'>): WalletPort {
  return {
    balance: (memberId) => wallets.balance(memberId),
    debit(memberId, amount, reference, kind) {
      try {
        wallets.debit(memberId, amount, { kind, reference, idempotencyKey: reference });
      } catch (error) {
        if (error instanceof WalletError && error.errorCode === 'balance.insufficient') throw new InsufficientFunds();
        throw error;
      }
      return { balance: wallets.balance(memberId) };
    },
    credit(memberId, amount, reference, kind) {
      wallets.credit(memberId, amount, { kind, reference, idempotencyKey: reference });
      return { balance: wallets.balance(memberId) };
    },
  };
}
