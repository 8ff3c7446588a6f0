/**
 * The games' spec rules, pure (issue 14): the §9 vendor rules and ordinals, the §3 lanes, the §2
 * /m/launchGame query and the §7 launch request of each variant, the §8/§9 launch timeout and error
 * mapping, the §4 installed-app requirement, and the checks of the game frame's messages.
 */
import {
  GAME_LAUNCH_DEFAULT_LANGUAGE,
  GAME_LOBBY_PATH,
  GAME_ORDINAL_STEP,
  LOTTERY_ORDINAL_OFFSETS,
  TLB_CURRENCY,
  TLB_VENDOR,
  VENDORS_MAPPED_FOR_TLB,
  VENDORS_MERGED_INTO_TCG,
} from '../../config/constants';

export interface VendorLike {
  vendor: string;
  displayName: string;
  gameType: string;
  ordinal: number;
}

/** §9: RNG and PVP merge into TCG; for currency TLB, BTI and TCG map to 123BET. */
export function mapVendor(vendor: string, currency: string): string {
  const code = vendor.trim().toUpperCase();
  const merged = (VENDORS_MERGED_INTO_TCG as readonly string[]).includes(code) ? 'TCG' : code;
  if (currency.trim().toUpperCase() === TLB_CURRENCY && (VENDORS_MAPPED_FOR_TLB as readonly string[]).includes(merged))
    return TLB_VENDOR;
  return merged;
}

/**
 * The vendor list after the §9 rules: each vendor under its mapped code, merged vendors shown once
 * (at the lowest ordinal, under the target's own name when the target is listed too).
 */
export function applyVendorRules<V extends VendorLike>(vendors: readonly V[], currency: string): V[] {
  const out = new Map<string, V>();
  for (const v of vendors) {
    const code = mapVendor(v.vendor, currency);
    const own = v.vendor.trim().toUpperCase() === code;
    const seen = out.get(code);
    if (!seen) out.set(code, { ...v, vendor: code });
    else
      out.set(code, {
        ...seen,
        displayName: own ? v.displayName : seen.displayName,
        ordinal: Math.min(seen.ordinal, v.ordinal),
      });
  }
  return [...out.values()];
}

/** §9: a game's ordinal from its position (step 100), with the extra offset of a lottery type. */
export function gameOrdinal(position: number, gameType: string): number {
  return (position + 1) * GAME_ORDINAL_STEP + (LOTTERY_ORDINAL_OFFSETS[gameType] ?? 0);
}

export function groupVendorsByType<V extends VendorLike>(
  vendors: readonly V[],
): Array<{ gameType: string; vendors: V[] }> {
  const groups = new Map<string, V[]>();
  for (const v of [...vendors].sort((a, b) => a.ordinal - b.ordinal || a.displayName.localeCompare(b.displayName))) {
    const type = v.gameType || 'OTHER';
    groups.set(type, [...(groups.get(type) ?? []), v]);
  }
  return [...groups].map(([gameType, list]) => ({ gameType, vendors: list }));
}

export interface CardLike {
  accountTypeName: string;
  displayName: string;
  gameCode?: string;
  gameId?: string;
  nodeId?: string;
  imageUrl?: string;
}
export interface LaneLike<C extends CardLike = CardLike> {
  title: string;
  gameClassify: string;
  gameCount: number;
  cards: C[];
}

/** §3 lanes in §9 order (lottery types first), each card's vendor mapped by the §9 rules. */
export function arrangeLanes<L extends LaneLike>(lanes: readonly L[], currency: string): L[] {
  return lanes
    .map((lane, i) => ({ lane, ordinal: gameOrdinal(i, lane.gameClassify) }))
    .sort((a, b) => a.ordinal - b.ordinal)
    .map(({ lane }) => ({
      ...lane,
      cards: lane.cards.map((c) => ({ ...c, accountTypeName: mapVendor(c.accountTypeName, currency) })),
    }));
}

/** §2 /m/launchGame query: prize_mode, code, playType, backUrl, lottoView (and, for a card: vendor, title; for a trial: trial, nodeId). */
export interface LaunchQuery {
  prize_mode?: string;
  code?: string;
  playType?: string;
  backUrl?: string;
  lottoView?: string;
  vendor?: string;
  title?: string;
  /** A trial of this game id (§7 GCS_gameTrialLaunch). */
  trial?: string;
  nodeId?: string;
}

export type LaunchRequest = {
  gameCode?: string;
  vendor?: string;
  launchMode?: 'LOTT';
  lottoView?: 'betting' | 'lobby';
  prizeMode?: string;
  labelName?: string;
  area?: 'VN';
  mode?: 'SEA_Tradition_Mobile';
  device: 'MOBILE';
  backUrl?: string;
  hasLobby: boolean;
  language: string;
  title?: string;
};

export type LaunchPlan =
  | { kind: 'launch'; variant: 'lotto' | 'sea' | 'vn-lotto' | 'game'; request: LaunchRequest; lottery: boolean }
  | { kind: 'trial'; request: { gameId: string; nodeId?: string; platform: 'MOBILE' } }
  | { kind: 'invalid' };

const clean = (v: string | undefined, max: number, pattern = /^[\w .:-]+$/u) => {
  const s = v?.trim();
  return s && s.length <= max && pattern.test(s) ? s : undefined;
};

/**
 * §2 + §7: what a /m/launchGame query launches. playType LOTT (or a lottoView with no code) is the
 * lotto variant; a prize_mode is the Vietnamese lotto (mode SEA_Tradition_Mobile when playType is
 * SEA, else area VN); playType SEA is the SEA variant; any other code is a vendor's game.
 */
export function launchPlan(
  query: LaunchQuery,
  context: { language: string; title: string; backUrl: string },
): LaunchPlan {
  const trial = clean(query.trial, 64, /^[A-Za-z0-9_-]+$/);
  if (trial) return { kind: 'trial', request: { gameId: trial, nodeId: clean(query.nodeId, 64), platform: 'MOBILE' } };
  const code = clean(query.code, 64);
  const playType = query.playType?.trim().toUpperCase();
  const prizeMode = clean(query.prize_mode, 32);
  const title = query.title?.trim().slice(0, 128) || context.title;
  const backUrl = context.backUrl;
  if (prizeMode && code) {
    const request: LaunchRequest = {
      prizeMode,
      gameCode: code,
      labelName: title,
      device: 'MOBILE',
      hasLobby: false,
      language: context.language || GAME_LAUNCH_DEFAULT_LANGUAGE,
      backUrl,
    };
    return {
      kind: 'launch',
      variant: 'vn-lotto',
      lottery: true,
      request: playType === 'SEA' ? { ...request, mode: 'SEA_Tradition_Mobile' } : { ...request, area: 'VN' },
    };
  }
  if (playType === 'LOTT' || (!code && query.lottoView)) {
    const lottoView = query.lottoView === 'lobby' ? 'lobby' : 'betting';
    return {
      kind: 'launch',
      variant: 'lotto',
      lottery: true,
      request: {
        launchMode: 'LOTT',
        lottoView,
        device: 'MOBILE',
        backUrl,
        hasLobby: lottoView === 'lobby',
        language: context.language || GAME_LAUNCH_DEFAULT_LANGUAGE,
        title,
        ...(code ? { gameCode: code } : {}),
      },
    };
  }
  if (playType === 'SEA' && code) {
    return {
      kind: 'launch',
      variant: 'sea',
      lottery: true,
      request: {
        gameCode: code,
        hasLobby: query.lottoView === 'lobby',
        backUrl,
        device: 'MOBILE',
        language: context.language || GAME_LAUNCH_DEFAULT_LANGUAGE,
      },
    };
  }
  if (code) {
    const vendor = clean(query.vendor, 64);
    return {
      kind: 'launch',
      variant: 'game',
      lottery: false,
      request: {
        gameCode: code,
        ...(vendor ? { vendor } : {}),
        device: 'MOBILE',
        backUrl,
        hasLobby: false,
        language: context.language || GAME_LAUNCH_DEFAULT_LANGUAGE,
        title,
      },
    };
  }
  return { kind: 'invalid' };
}

/** The /m/launchGame query that opens a lane card: the lottery lane by the lotto variant, other games by code. */
export function cardLaunchQuery(card: CardLike, gameClassify: string): Record<string, string> {
  if (gameClassify === 'LOTTERY')
    return { playType: 'LOTT', lottoView: 'betting', code: card.gameCode ?? '', title: card.displayName };
  return { code: card.gameCode ?? '', vendor: card.accountTypeName, title: card.displayName };
}

/** Does this launch need a member? §6: a real launch does; a trial does not. */
export const launchNeedsLogin = (query: LaunchQuery): boolean => !clean(query.trial, 64, /^[A-Za-z0-9_-]+$/);

/** §8 messages of a game launch. */
export const LAUNCH_ERRORS = { timeout: 'timeout_retry_please', noUrl: 'url_is_null_check' } as const;

/**
 * §8: the game URL of a launch answer, or url_is_null_check when it has none (only http(s) pages
 * are framed).
 */
export function gameUrlOf(
  answer: { gameUrl?: string } | null | undefined,
): { ok: true; url: string; origin: string } | { ok: false; messageKey: string } {
  const raw = answer?.gameUrl?.trim();
  if (!raw) return { ok: false, messageKey: LAUNCH_ERRORS.noUrl };
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, messageKey: LAUNCH_ERRORS.noUrl };
    return { ok: true, url: url.href, origin: url.origin };
  } catch {
    return { ok: false, messageKey: LAUNCH_ERRORS.noUrl };
  }
}

/**
 * §7 "GCS_gameTrialLaunch … a sync variant exists": a trial whose answer carries no usable game URL
 * yet (the vendor is still preparing it) is asked once more by the sync variant, which answers once
 * the URL exists. A usable answer is taken as it is.
 */
export function needsSyncTrial(answer: { gameUrl?: string } | null | undefined): boolean {
  return !gameUrlOf(answer).ok;
}

/** §8: ECONNABORTED (the client's timeout or an aborted connection) on a launch is 'timeout_retry_please'. */
export function isLaunchTimeout(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { kind?: unknown; code?: unknown; name?: unknown };
  return e.kind === 'timeout' || e.code === 'ECONNABORTED' || e.name === 'LaunchTimeout';
}

export class LaunchTimeout extends Error {
  override name = 'LaunchTimeout';
}

/**
 * §8/§9: a launch that brings no game URL within `timeoutMs` fails with LaunchTimeout, whatever it
 * is still waiting for (key fetch, slow answer). The timer is injected for tests.
 */
export function withLaunchTimeout<T>(
  launch: Promise<T>,
  timeoutMs: number,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const id = timers.set(() => reject(new LaunchTimeout('timeout_retry_please')), timeoutMs);
    launch.then(
      (v) => {
        timers.clear(id);
        resolve(v);
      },
      (e: unknown) => {
        timers.clear(id);
        reject(e);
      },
    );
  });
}

/** §4: some white labels need the installed app (or home-screen mode) for a lottery launch. */
export function needsInstalledApp(input: {
  required: boolean;
  lottery: boolean;
  standalone: boolean;
  nativeApp: boolean;
}): boolean {
  return input.required && input.lottery && !input.standalone && !input.nativeApp;
}

/** Where back goes: the in-app backUrl (a /m/ path of this site), else the lobby. */
export function backTarget(backUrl: string | undefined, siteOrigin: string): string {
  if (!backUrl) return GAME_LOBBY_PATH;
  try {
    const url = new URL(backUrl, siteOrigin);
    if (url.origin !== siteOrigin || !/^\/m\/[^/\\]/.test(url.pathname) || url.pathname.startsWith('/m/launchGame'))
      return GAME_LOBBY_PATH;
    return url.pathname + url.search;
  } catch {
    return GAME_LOBBY_PATH;
  }
}

export interface GameMessage {
  type: 'ready' | 'round' | 'close';
  balance?: number;
}

/**
 * A message from the game frame counts only when it comes from the game's own origin and from the
 * frame's own window, and has the demo game's shape; anything else is ignored.
 */
export function gameMessageOf(
  event: { origin: string; source: unknown; data: unknown },
  gameOrigin: string,
  frameWindow: unknown,
): GameMessage | null {
  if (event.origin !== gameOrigin || frameWindow == null || event.source !== frameWindow) return null;
  const data = event.data as { source?: unknown; type?: unknown; balance?: unknown } | null;
  if (!data || typeof data !== 'object' || data.source !== 'demo-game') return null;
  if (data.type !== 'ready' && data.type !== 'round' && data.type !== 'close') return null;
  return {
    type: data.type,
    ...(typeof data.balance === 'number' && Number.isFinite(data.balance) ? { balance: data.balance } : {}),
  };
}
