/**
 * The demo games' rules, pure (random numbers injected): a lottery (pick numbers, the house draws,
 * matches pay) and a three-reel slot. Amounts are integer minor units.
 */
import type { GameStore, GameSession } from './store';
import { InsufficientFunds, type WalletPort } from './wallet-port';

export type GameKind = 'lottery' | 'slot';

/** Lottery: pick LOTTERY_PICKS distinct numbers of 1..LOTTERY_POOL; the house draws LOTTERY_DRAWN. */
export const LOTTERY_POOL = 20;
export const LOTTERY_PICKS = 3;
export const LOTTERY_DRAWN = 5;
/** Pays stake × this by the number of matches (index = matches). */
export const LOTTERY_PAYS = [0, 0, 3, 12] as const;
export const SLOT_SYMBOLS = ['7', 'BAR', 'BELL', 'CHERRY', 'LEMON'] as const;
/** Three of a kind pays stake × 10 (× 25 for sevens); two cherries anywhere pay × 2. */
export const STAKES = [100, 500, 1_000] as const;

/** A random whole number in [0, n). */
export type Random = (n: number) => number;

export function kindOf(gameType: string): GameKind {
  return gameType === 'LOTTERY' ? 'lottery' : 'slot';
}

export function validPicks(picks: unknown): number[] | null {
  if (!Array.isArray(picks) || picks.length !== LOTTERY_PICKS) return null;
  const out = picks.map(Number);
  if (out.some((n) => !Number.isInteger(n) || n < 1 || n > LOTTERY_POOL)) return null;
  if (new Set(out).size !== out.length) return null;
  return out.sort((a, b) => a - b);
}

export function drawLottery(random: Random): number[] {
  const pool = Array.from({ length: LOTTERY_POOL }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < LOTTERY_DRAWN; i++) drawn.push(pool.splice(random(pool.length), 1)[0]!);
  return drawn.sort((a, b) => a - b);
}

export function lotteryPayout(
  picks: readonly number[],
  drawn: readonly number[],
  stake: number,
): { matches: number; payout: number } {
  const matches = picks.filter((n) => drawn.includes(n)).length;
  return { matches, payout: stake * (LOTTERY_PAYS[matches] ?? 0) };
}

export function spinSlot(random: Random): string[] {
  return [0, 1, 2].map(() => SLOT_SYMBOLS[random(SLOT_SYMBOLS.length)]!);
}

export function slotPayout(reels: readonly string[], stake: number): number {
  if (reels.every((s) => s === reels[0])) return stake * (reels[0] === '7' ? 25 : 10);
  if (reels.filter((s) => s === 'CHERRY').length >= 2) return stake * 2;
  return 0;
}

export class BetRefused extends Error {
  constructor(
    readonly code: 'bet.invalid' | 'bet.insufficient',
    message: string,
  ) {
    super(message);
  }
}

export interface RoundResult {
  kind: GameKind;
  stake: number;
  payout: number;
  outcome: unknown;
  balance: number;
}

/**
 * One round of a game session. A real session debits the stake and credits the win through the
 * wallet seam, each under a reference derived from the session and the round's ref, so a repeated
 * request plays once. A trial session moves only its own demo credit.
 */
export function playRound(
  deps: { store: GameStore; wallet: WalletPort; random: Random; now: number },
  session: GameSession,
  kind: GameKind,
  input: { ref: string; stake: number; picks?: unknown },
): RoundResult {
  const { store, wallet } = deps;
  const balanceOf = () =>
    session.trial || session.memberId === null ? session.demoBalance : wallet.balance(session.memberId);
  const seen = store.round(session.idHash, input.ref);
  if (seen) {
    return { kind, stake: seen.stake, payout: seen.payout, outcome: seen.outcome, balance: balanceOf() };
  }
  if (!(STAKES as readonly number[]).includes(input.stake))
    throw new BetRefused('bet.invalid', 'Choose one of the offered stakes.');
  let outcome: unknown;
  let payout: number;
  if (kind === 'lottery') {
    const picks = validPicks(input.picks);
    if (!picks)
      throw new BetRefused('bet.invalid', `Pick ${LOTTERY_PICKS} different numbers from 1 to ${LOTTERY_POOL}.`);
    const drawn = drawLottery(deps.random);
    const result = lotteryPayout(picks, drawn, input.stake);
    payout = result.payout;
    outcome = { picks, drawn, matches: result.matches };
  } else {
    const reels = spinSlot(deps.random);
    payout = slotPayout(reels, input.stake);
    outcome = { reels };
  }
  return store.transaction(() => {
    let balance: number;
    if (session.trial || session.memberId === null) {
      if (session.demoBalance < input.stake)
        throw new BetRefused('bet.insufficient', 'Not enough demo credit for this stake.');
      balance = session.demoBalance - input.stake + payout;
      session.demoBalance = balance;
      store.setDemoBalance(session.idHash, balance);
    } else {
      const ref = `${session.idHash.slice(0, 16)}:${input.ref}`;
      try {
        balance = wallet.debit(session.memberId, input.stake, `game-bet:${ref}`, 'bet').balance;
      } catch (error) {
        if (error instanceof InsufficientFunds)
          throw new BetRefused('bet.insufficient', 'Your balance is too low for this stake.');
        throw error;
      }
      if (payout > 0) balance = wallet.credit(session.memberId, payout, `game-win:${ref}`, 'win').balance;
    }
    store.recordRound(session, input.ref, input.stake, payout, outcome, deps.now);
    return { kind, stake: input.stake, payout, outcome, balance };
  });
}
