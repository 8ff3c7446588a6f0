/**
 * Issue 16: the missions page's ranking, names masked but the member's own.
 */
import type { RankingEntry } from '../../contract/member-pages';
import type { Database } from '../db/index';

/** Ranking rows shown. */
export const RANKING_SIZE = 10;

/** Masks a name for the ranking: the first two and the last character. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

export class RankingStore {
  constructor(private readonly db: Database) {}

  /** Points earned (never what was spent), the member's among the merchant's other entrants. */
  list(memberId: number, merchantCode: string): RankingEntry[] {
    const members = this.db
      .prepare<[string], { id: number; username: string; score: number }>(
        `SELECT m.id, m.username, SUM(p.delta) AS score FROM points_ledger p JOIN members m ON m.id = p.member_id
         WHERE m.merchant_code = ? AND p.delta > 0 GROUP BY m.id`,
      )
      .all(merchantCode);
    const entrants = this.db
      .prepare<[string], { name: string; score: number }>(
        'SELECT name, score FROM ranking_entrants WHERE merchant_code = ?',
      )
      .all(merchantCode);
    const all = [
      ...members.map((m) => ({
        name: m.id === memberId ? m.username : maskName(m.username),
        score: m.score,
        me: m.id === memberId,
      })),
      ...entrants.map((e) => ({ name: maskName(e.name), score: e.score, me: false })),
    ].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const ranked = all.map((e, i) => ({ rank: i + 1, ...e }));
    const top = ranked.slice(0, RANKING_SIZE);
    const mine = ranked.find((e) => e.me);
    if (mine && !top.includes(mine)) top.push(mine);
    return top;
  }
}
