/**
 * The reward center's way to the wallet. A claimed reward is credited to the member's wallet on
 * the money issue's append-only ledger (server/money/ledger.ts) exactly once: the ledger's
 * idempotency key names the reward (`reward-<id>`), so even a second credit for the same reward
 * moves nothing. The seam stays an interface so the store can be tested on its own.
 */
import type { Wallets } from '../money/ledger';

export interface RewardCredit {
  memberId: number;
  rewardId: number;
  amountMinor: number;
}

export interface RewardWallet {
  /** Runs inside the caller's transaction (the ledger joins it). */
  credit(credit: RewardCredit): void;
}

export function ledgerRewardWallet(wallets: Wallets): RewardWallet {
  return {
    credit({ memberId, rewardId, amountMinor }) {
      wallets.credit(memberId, amountMinor, {
        kind: 'reward',
        reference: `reward:${rewardId}`,
        idempotencyKey: `reward-${rewardId}`,
      });
    },
  };
}
