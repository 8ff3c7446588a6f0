// @vitest-environment node
/**
 * Issue 12: "two withdrawals at once can never overdraw", with real concurrency. In one Node process
 * better-sqlite3 runs one statement at a time, so the HTTP race of server/money/routes.test.ts
 * interleaves requests but never transactions. Here four OS processes, each with its own connection
 * to the same WAL database file, withdraw from one wallet at the same moment: the immediate
 * transaction (and the ledger's overdraft trigger behind it) must let through exactly what the
 * balance covers, and the same idempotency key sent by every process must make one order.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/index';
import { Members } from '../db/members';
import { DEFAULT_MERCHANTS_DIR, loadMerchants } from '../merchants/load';
import type { RaceAnswer } from '../test/withdraw-race-process';
import { Wallets } from './ledger';
import { MoneyService } from './service';

const PROCESSES = 4;
const ATTEMPTS_EACH = 15;
const SHARED_KEYS = 5;
const SCRIPT = fileURLToPath(new URL('../test/withdraw-race-process.ts', import.meta.url));

let dir: string;
let db: Database;
let children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'money-race-'));
  db = openDatabase(dir);
});
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill();
  children = [];
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m as T));
    child.once('exit', (code) => reject(new Error(`race process exited with ${code}`)));
  });
}

describe('withdrawals from four processes at once on one wallet (issue 12; DESIGN rule 11)', () => {
  it('only what the balance covers is reserved; never below zero; balance = sum of the ledger; a shared key is one order', async () => {
    const merchants = loadMerchants(DEFAULT_MERCHANTS_DIR);
    const now = Date.now();
    const memberId = new Members(db).insert({
      merchantCode: 'DEMO',
      username: 'racer1',
      passwordHash: 'x',
      passwordIsDefault: false,
      type: 0,
      regDate: now,
      language: 'EN',
      passwordChangedAt: now,
      registerMethod: 'H5',
      createdAt: now,
    });
    const wallets = new Wallets(db, (code) => merchants.byCode(code)!.public.currency);
    const money = new MoneyService(db, wallets, merchants, { autoConfirm: false, clock: Date.now });
    const member = new Members(db).findById(memberId)!;
    wallets.credit(memberId, 20_000, { kind: 'adjustment', idempotencyKey: 'race-start' });
    const account = money.bindBankCard(member, merchants.byCode('DEMO')!, {
      kind: 'bank',
      providerCode: 'CHASE',
      holderName: 'Race Runner',
      accountNumber: '1111222233',
      idempotencyKey: 'race-account-key-01',
    });

    // Each process: its own keys, then the keys every process shares (a retried request arriving
    // through four connections at once).
    const shared = Array.from({ length: SHARED_KEYS }, (_, i) => `race-shared-key-${String(i).padStart(4, '0')}`);
    children = Array.from({ length: PROCESSES }, () =>
      fork(SCRIPT, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
    );
    const ready = children.map((child) => nextMessage<string>(child));
    children.forEach((child, p) =>
      child.send({
        dataDir: dir,
        memberId,
        accountId: account.id,
        amountMinor: 1_500,
        dailyCount: 1_000,
        keys: [
          ...shared.slice(p % 2),
          ...Array.from({ length: ATTEMPTS_EACH }, (_, i) => `race-p${p}-key-${String(i).padStart(4, '0')}`),
          ...shared.slice(0, p % 2),
        ],
      }),
    );
    expect(await Promise.all(ready)).toEqual(Array(PROCESSES).fill('ready'));
    const done = children.map((child) => nextMessage<{ answers: RaceAnswer[] }>(child));
    for (const child of children) child.send('go');
    const answers = (await Promise.all(done)).flatMap((d) => d.answers);

    expect(answers).toHaveLength(PROCESSES * (ATTEMPTS_EACH + SHARED_KEYS));
    const refused = answers.filter((a): a is { key: string; errorCode: string } => 'errorCode' in a);
    expect(new Set(refused.map((a) => a.errorCode))).toEqual(new Set(['balance.insufficient']));
    // 20 000 covers 13 withdrawals of 1 500: exactly 13 orders, whoever won them.
    const orders = new Set(answers.flatMap((a) => ('orderNo' in a ? [a.orderNo] : [])));
    expect(orders.size).toBe(13);
    const rows = db
      .prepare('SELECT order_no, idempotency_key FROM withdraw_orders WHERE member_id = ?')
      .all(memberId) as { order_no: string; idempotency_key: string }[];
    expect(rows).toHaveLength(13);
    // A shared key that won an order gave every process that same order.
    for (const key of shared) {
      const got = new Set(
        answers.filter((a) => a.key === key && 'orderNo' in a).map((a) => (a as { orderNo: string }).orderNo),
      );
      expect(got.size).toBeLessThanOrEqual(1);
    }

    const moves = db
      .prepare(
        'SELECT amount_minor AS a FROM wallet_ledger l JOIN wallets w ON w.id = l.wallet_id WHERE w.member_id = ? ORDER BY l.id',
      )
      .all(memberId) as { a: number }[];
    let running = 0;
    for (const { a } of moves) {
      running += a;
      expect(running).toBeGreaterThanOrEqual(0);
    }
    expect(running).toBe(20_000 - 13 * 1_500);
    expect(wallets.balance(memberId)).toBe(running);
  }, 60_000);
});
