/**
 * The demo games' storage (migration 006): the merchant's games, single-use launch tokens, the game
 * sessions they are exchanged for, and the rounds played. Only the sha256 of a token or session id
 * is kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/index';

export interface GameRow {
  id: number;
  merchantCode: string;
  vendor: string;
  gameCode: string;
  name: string;
  gameType: string;
  vendorName: string;
  ordinal: number;
}

export interface LaunchGrant {
  merchantCode: string;
  memberId: number | null;
  gameId: number;
  trial: boolean;
  /** The storefront's origin: the only window the game page talks to (postMessage, frame-ancestors). */
  parentOrigin: string;
  options: Record<string, string | boolean>;
}

export interface GameSession extends LaunchGrant {
  idHash: string;
  demoBalance: number;
  expiresAt: number;
}

/** A launch token lives this long (ms) and is good for one exchange. */
export const LAUNCH_TOKEN_TTL_MS = 60_000;
/** A game session lives this long (ms). */
export const GAME_SESSION_TTL_MS = 2 * 60 * 60_000;
/** A trial's demo credit (minor units): 2,000.00. */
export const TRIAL_CREDIT_MINOR = 200_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const newSecret = () => randomBytes(24).toString('base64url');

const GAME_COLUMNS = `g.id, g.merchant_code AS merchantCode, g.vendor, g.game_code AS gameCode, g.name, g.game_type AS gameType,
  v.display_name AS vendorName, v.ordinal`;

/** The columns a launch token and the game session it is exchanged for both have. */
interface LaunchColumns {
  merchant_code: string;
  member_id: number | null;
  game_id: number;
  trial: number;
  parent_origin: string;
  options_json: string;
  expires_at: number;
}

interface SessionDbRow extends LaunchColumns {
  id_hash: string;
  demo_balance: number;
}

interface LaunchTokenDbRow extends LaunchColumns {
  used_at: number | null;
}

/** A refusal names the token's merchant when the token is known (used or expired), for its page's language. */
export type ExchangeResult =
  | { ok: true; sessionId: string; session: GameSession }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'used' | 'expired'; merchantCode: string };

export class GameStore {
  constructor(private readonly db: Database) {}

  games(merchantCode: string): GameRow[] {
    return this.db
      .prepare<[string], GameRow>(
        `SELECT ${GAME_COLUMNS} FROM games g JOIN game_vendors v ON v.merchant_code = g.merchant_code AND v.vendor = g.vendor
          WHERE g.merchant_code = ? ORDER BY v.ordinal, g.id`,
      )
      .all(merchantCode);
  }

  gameById(merchantCode: string, id: number): GameRow | undefined {
    return this.games(merchantCode).find((g) => g.id === id);
  }

  /** A game by its code (and vendor, when given); with no code, the merchant's first game of `type`. */
  find(
    merchantCode: string,
    { gameCode, vendor, gameType }: { gameCode?: string; vendor?: string; gameType?: string },
  ): GameRow | undefined {
    const all = this.games(merchantCode);
    if (gameCode) return all.find((g) => g.gameCode === gameCode && (!vendor || g.vendor === vendor));
    if (vendor) return all.find((g) => g.vendor === vendor);
    return all.find((g) => g.gameType === gameType);
  }

  issueLaunchToken(grant: LaunchGrant, now: number): string {
    const token = newSecret();
    this.db
      .prepare(
        `INSERT INTO game_launch_tokens (token_hash, merchant_code, member_id, game_id, trial, parent_origin, options_json, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sha256(token),
        grant.merchantCode,
        grant.memberId,
        grant.gameId,
        grant.trial ? 1 : 0,
        grant.parentOrigin,
        JSON.stringify(grant.options),
        now,
        now + LAUNCH_TOKEN_TTL_MS,
      );
    return token;
  }

  /** Exchanges a launch token for a game session, once. An unknown, used or expired token is refused. */
  exchange(token: string, now: number): ExchangeResult {
    return this.db
      .transaction((): ExchangeResult => {
        const row = this.db
          .prepare<[string], LaunchTokenDbRow>(
            'SELECT merchant_code, member_id, game_id, trial, parent_origin, options_json, expires_at, used_at FROM game_launch_tokens WHERE token_hash = ?',
          )
          .get(sha256(token));
        if (!row) return { ok: false, reason: 'unknown' };
        if (row.used_at !== null) return { ok: false, reason: 'used', merchantCode: row.merchant_code };
        if (row.expires_at <= now) return { ok: false, reason: 'expired', merchantCode: row.merchant_code };
        this.db.prepare('UPDATE game_launch_tokens SET used_at = ? WHERE token_hash = ?').run(now, sha256(token));
        const sessionId = newSecret();
        const demoBalance = row.trial ? TRIAL_CREDIT_MINOR : 0;
        const expiresAt = now + GAME_SESSION_TTL_MS;
        this.db
          .prepare(
            `INSERT INTO game_sessions (id_hash, merchant_code, member_id, game_id, trial, parent_origin, options_json, demo_balance, created_at, expires_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            sha256(sessionId),
            row.merchant_code,
            row.member_id,
            row.game_id,
            row.trial,
            row.parent_origin,
            row.options_json,
            demoBalance,
            now,
            expiresAt,
          );
        return {
          ok: true,
          sessionId,
          session: toSession({ ...row, id_hash: sha256(sessionId), demo_balance: demoBalance, expires_at: expiresAt }),
        };
      })
      .immediate();
  }

  session(sessionId: string, now: number): GameSession | undefined {
    const row = this.db
      .prepare<[string], SessionDbRow>('SELECT * FROM game_sessions WHERE id_hash = ?')
      .get(sha256(sessionId));
    if (!row || row.expires_at <= now) return undefined;
    return toSession(row);
  }

  setDemoBalance(idHash: string, balance: number): void {
    this.db.prepare('UPDATE game_sessions SET demo_balance = ? WHERE id_hash = ?').run(balance, idHash);
  }

  round(idHash: string, ref: string): { stake: number; payout: number; outcome: unknown } | undefined {
    const row = this.db
      .prepare<[string, string], { stake: number; payout: number; outcome_json: string }>(
        'SELECT stake, payout, outcome_json FROM game_rounds WHERE session_hash = ? AND ref = ?',
      )
      .get(idHash, ref);
    return row && { stake: row.stake, payout: row.payout, outcome: JSON.parse(row.outcome_json) as unknown };
  }

  recordRound(s: GameSession, ref: string, stake: number, payout: number, outcome: unknown, now: number): void {
    this.db
      .prepare(
        'INSERT INTO game_rounds (session_hash, ref, member_id, trial, stake, payout, outcome_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(s.idHash, ref, s.memberId, s.trial ? 1 : 0, stake, payout, JSON.stringify(outcome), now);
  }

  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  purge(now: number): void {
    this.db.prepare('DELETE FROM game_launch_tokens WHERE expires_at <= ?').run(now - LAUNCH_TOKEN_TTL_MS);
    this.db.prepare('DELETE FROM game_sessions WHERE expires_at <= ?').run(now);
  }
}

function toSession(row: SessionDbRow): GameSession {
  return {
    idHash: row.id_hash,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    gameId: row.game_id,
    trial: row.trial === 1,
    parentOrigin: row.parent_origin,
    options: JSON.parse(row.options_json) as Record<string, string | boolean>,
    demoBalance: row.demo_balance,
    expiresAt: row.expires_at,
  };
}
