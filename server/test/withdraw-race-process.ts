/**
 * One process of the cross-process withdrawal race (server/money/race.test.ts): it opens the same
 * SQLite file as its siblings through its own connection, waits for the start signal, then fires
 * its withdrawals back to back. Each answer (order number or errorCode) goes back to the parent.
 *
 * Run as `node --import tsx withdraw-race-process.ts` with a fork IPC channel; the parent sends
 * { dataDir, memberId, accountId, amountMinor, keys, dailyCount } and then 'go'.
 */
import { openDatabase } from '../db/index';
import { Members } from '../db/members';
import { DEFAULT_MERCHANTS_DIR, loadMerchants } from '../merchants/load';
import { Wallets, WalletError } from '../money/ledger';
import { MoneyService } from '../money/service';

interface Job {
  dataDir: string;
  memberId: number;
  accountId: number;
  amountMinor: number;
  keys: string[];
  dailyCount: number;
}

export type RaceAnswer = { key: string; orderNo: string } | { key: string; errorCode: string };

let run: (() => RaceAnswer[]) | null = null;

process.on('message', (message: unknown) => {
  if (message === 'go' && run) {
    const answers = run();
    process.send!({ answers }, () => process.exit(0));
    return;
  }
  // Everything slow (the connection, the merchant files) happens before 'ready', so the processes
  // start withdrawing within a millisecond of each other.
  const { dataDir, memberId, accountId, amountMinor, keys, dailyCount } = message as Job;
  const db = openDatabase(dataDir);
  const merchants = loadMerchants(DEFAULT_MERCHANTS_DIR);
  const merchant = merchants.byCode('DEMO')!;
  // The race is about the balance, not the daily count: let every attempt reach the reserve.
  merchant.money.withdraw.dailyCount = dailyCount;
  const wallets = new Wallets(db, (code) => merchants.byCode(code)!.public.currency);
  const money = new MoneyService(db, wallets, merchants, { autoConfirm: false, clock: Date.now });
  const member = new Members(db).findById(memberId)!;
  run = () => {
    const answers: RaceAnswer[] = [];
    for (const key of keys) {
      try {
        answers.push({
          key,
          orderNo: money.withdraw(member, merchant, { accountId, amountMinor, idempotencyKey: key }).orderNo,
        });
      } catch (error) {
        if (!(error instanceof WalletError)) throw error;
        answers.push({ key, errorCode: error.errorCode });
      }
    }
    db.close();
    return answers;
  };
  process.send!('ready');
});
