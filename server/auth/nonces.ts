/** The replay guard of encrypted posts: nonces seen, kept until their body could no longer be accepted. */
import type { NonceStore } from '../crypto/envelope';
import type { Database } from '../db/index';

const PURGE_EVERY_MS = 60_000;

export class DbNonceStore implements NonceStore {
  private readonly insertStmt;
  private readonly purgeStmt;
  private lastPurge = 0;

  constructor(
    db: Database,
    private readonly clock: () => number = Date.now,
  ) {
    this.insertStmt = db.prepare<[string, number]>('INSERT OR IGNORE INTO nonces (nonce, expires_at) VALUES (?, ?)');
    this.purgeStmt = db.prepare<[number]>('DELETE FROM nonces WHERE expires_at < ?');
  }

  remember(nonce: string, expiresAt: number): boolean {
    const now = this.clock();
    if (now - this.lastPurge >= PURGE_EVERY_MS) this.purge(now);
    return this.insertStmt.run(nonce, expiresAt).changes === 1;
  }

  purge(now: number = this.clock()): number {
    this.lastPurge = now;
    return this.purgeStmt.run(now).changes;
  }
}
