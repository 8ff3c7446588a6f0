/**
 * What the platform's game calls need (issue 14): the §3 game lanes of a merchant, and launches
 * that hand out a single-use launch token on the game provider's own origin.
 */
import { artUrl } from '../art/files';
import { HttpError } from '../http/errors';
import type { GameRow, GameStore } from './store';
import type { WalletPort } from './wallet-port';
import { GAME_LANGUAGE_PARAM, GAME_PAGE_PATH } from './game-origin';

export interface GameLane {
  title: string;
  gameClassify: string;
  gameCount: number;
  cards: Array<{
    accountTypeName: string;
    displayName: string;
    gameCode: string;
    gameId: string;
    nodeId: string;
    imageUrl: string;
  }>;
}

const LANE_TITLES: Record<string, string> = {
  LOTTERY: 'Lottery',
  SLOT: 'Slots',
  LIVE: 'Live casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  CARD: 'Cards',
};

/** A game's picture: its drawn tile (server/art/games, issue 32), else a card drawn from its code. */
export const gameImagePath = (vendor: string, gameCode: string) =>
  artUrl(`games/${vendor}/${gameCode}.webp`) ??
  `/game-images/${encodeURIComponent(vendor)}/${encodeURIComponent(gameCode)}.svg`;

/** §3 game lanes: one per game type, in the order of the vendors' ordinals. */
export function lanesOf(games: readonly GameRow[]): GameLane[] {
  const lanes = new Map<string, GameLane>();
  for (const g of games) {
    const lane = lanes.get(g.gameType) ?? {
      title: LANE_TITLES[g.gameType] ?? g.gameType,
      gameClassify: g.gameType,
      gameCount: 0,
      cards: [],
    };
    lane.cards.push({
      accountTypeName: g.vendor,
      displayName: g.name,
      gameCode: g.gameCode,
      gameId: String(g.id),
      nodeId: g.vendor,
      imageUrl: gameImagePath(g.vendor, g.gameCode),
    });
    lane.gameCount = lane.cards.length;
    lanes.set(g.gameType, lane);
  }
  return [...lanes.values()];
}

export class GamesService {
  /** The port of the game provider (server/games/game-origin.ts); null when the server runs without one. */
  gamesPort: number | null = null;

  constructor(
    readonly store: GameStore,
    readonly wallet: WalletPort,
    private readonly clock: () => number,
  ) {}

  lanes(merchantCode: string): GameLane[] {
    return lanesOf(this.store.games(merchantCode));
  }

  /**
   * A launch: a token for `game` on the provider's origin, which is the host the storefront was
   * reached on with the provider's port (another origin, so the game is truly third-party).
   */
  launch(
    parentOrigin: string,
    grant: {
      merchantCode: string;
      memberId: number | null;
      game: GameRow;
      trial: boolean;
      options: Record<string, string | boolean>;
    },
  ): string {
    if (this.gamesPort === null) throw gamesUnavailable();
    const token = this.store.issueLaunchToken(
      {
        merchantCode: grant.merchantCode,
        memberId: grant.memberId,
        gameId: grant.game.id,
        trial: grant.trial,
        parentOrigin,
        options: grant.options,
      },
      this.clock(),
    );
    // The language rides along in the URL (issue 32): a refused launch (used or expired) has no session
    // to read it from, and its page still speaks the player's language.
    const language = grant.options.language;
    const lang =
      typeof language === 'string' && language ? `&${GAME_LANGUAGE_PARAM}=${encodeURIComponent(language)}` : '';
    return `${this.gameOrigin(parentOrigin)}${GAME_PAGE_PATH}?launch=${token}${lang}`;
  }

  /**
   * The provider's origin as a page on `parentOrigin` reaches it: the page's scheme and host name
   * with the provider's port (null when the provider does not run). The storefront's CSP allows it
   * as a frame source (frame-src, child-src), and only it.
   */
  gameOrigin(parentOrigin: string): string | null {
    if (this.gamesPort === null) return null;
    const parent = new URL(parentOrigin);
    // URL.hostname keeps an IPv6 literal's brackets.
    return `${parent.protocol}//${parent.hostname}:${this.gamesPort}`;
  }
}

const gamesUnavailable = () =>
  new HttpError(503, 'game.unavailable', 'Games are not available right now. Please try again later.');
export const gameNotFound = () => new HttpError(404, 'game.not.found', 'This game is not available.');
