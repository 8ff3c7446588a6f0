/**
 * Spec rules of promotions on screen (§4 Popups and Promo image popup, §5 banner and popup links,
 * §9 delays), data in and data out. Components call these; they hold no rule themselves.
 */
import type { Banner, PopupItem, PromoImage } from '../../../contract/promotions';
import {
  MIDNIGHT_SEARCH_SPAN_MS,
  MIDNIGHT_SEARCH_STEP_MS,
  POPUP_DELAY_GUEST_MS,
  POPUP_DELAY_LOGGED_IN_MS,
  POPUP_STATE_KEY,
} from '../../config/constants';
import { HOME_ALIASES } from '../../routing/pages';

// ── audience ────────────────────────────────────────────────────────────────────────────────────

export interface Audience {
  loggedIn: boolean;
  /** §3 session info firstTimeLogin: this login is the member's first. */
  firstTimeLogin: boolean;
}

/** §4: execution A is for logged-in players, B for guests, F only on a first-time login. */
export function isForAudience(execution: string, audience: Audience): boolean {
  switch (execution) {
    case 'A':
      return audience.loggedIn;
    case 'B':
      return !audience.loggedIn;
    case 'F':
      return audience.loggedIn && audience.firstTimeLogin;
    default:
      return false; // an audience this build does not know is shown to no one
  }
}

/** The popups one player sees, in the server's order (§4). */
export function popupsFor(items: readonly PopupItem[], audience: Audience): PopupItem[] {
  return items.filter((item) => item.popup && isForAudience(item.execution, audience));
}

/** §4 old-style popup delay: 0 ms logged in, 1000 ms for guests (§9). */
export function popupDelayMs(loggedIn: boolean): number {
  return loggedIn ? POPUP_DELAY_LOGGED_IN_MS : POPUP_DELAY_GUEST_MS;
}

// ── reappearance ────────────────────────────────────────────────────────────────────────────────

/** FNV-1a (32 bit) as 8 hex digits: a content fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The hash of what a player sees of one popup: any change to it makes the list new (§4). */
export function contentHash(
  item: Pick<PopupItem, 'id' | 'title' | 'content' | 'promotionType' | 'execution' | 'forceRead'>,
): string {
  return fnv1a(JSON.stringify([item.id, item.title, item.content, item.promotionType, item.execution, item.forceRead]));
}

export const contentHashes = (items: readonly PopupItem[]): string[] => items.map(contentHash);

/** §4 show/hide, stored per user (or guest). */
export interface PopupState {
  show: boolean;
  /** The content hash list the state was saved for. */
  hashes: string[];
  /** Hide-today: shown again from this instant (the next local midnight), ms since the epoch. */
  hideUntil: number | null;
}

/** Reads a stored state; anything damaged reads as none (the popups show). */
export function parsePopupState(stored: unknown): PopupState | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const s = stored as Record<string, unknown>;
  if (typeof s.show !== 'boolean' || !Array.isArray(s.hashes) || !s.hashes.every((h) => typeof h === 'string'))
    return null;
  const hideUntil = typeof s.hideUntil === 'number' && Number.isFinite(s.hideUntil) ? s.hideUntil : null;
  return { show: s.show, hashes: s.hashes as string[], hideUntil };
}

/** The storage key of one player's popup state: per merchant and per user, or per guest (§4). */
export function popupStateKey(
  merchantCode: string,
  user: { id?: number; customerId?: number; userName?: string } | null,
): string {
  const who = user ? String(user.id ?? user.customerId ?? (user.userName || 'member')) : 'guest';
  return `${POPUP_STATE_KEY}:${merchantCode}:${who}`;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((h, i) => h === b[i]);

/**
 * §4: popups show unless they were closed; they come back when the list of content hashes changes,
 * or when the hide-today time has passed.
 */
export function shouldShowPopups(state: PopupState | null, hashes: readonly string[], now: number): boolean {
  if (hashes.length === 0) return false;
  if (state === null) return true;
  if (!sameList(state.hashes, hashes)) return true;
  if (state.hideUntil !== null && now >= state.hideUntil) return true;
  return state.show;
}

/** §4: closing saves show=false and, with the today box ticked, the hide-today time (next local midnight). */
export function stateAfterClose(
  hashes: readonly string[],
  hideToday: boolean,
  now: number,
  timeZone: string,
): PopupState {
  return { show: false, hashes: [...hashes], hideUntil: hideToday ? nextLocalMidnight(now, timeZone) : null };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = dayFormat('UTC'); // an unknown zone: UTC rather than no popup rule at all
    }
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The local calendar day of an instant as YYYY-MM-DD (sortable). */
function localDay(t: number, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(t);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The next local midnight after `now` in the player's time zone: the first instant of the next
 * calendar day there. Found by looking, not by adding 24 h, so days of 23 or 25 hours (DST) and
 * zones whose midnight does not exist on the day clocks go forward (the day then starts at 01:00)
 * are right.
 */
export function nextLocalMidnight(now: number, timeZone: string): number {
  const today = localDay(now, timeZone);
  let before = now;
  let after = now + MIDNIGHT_SEARCH_STEP_MS;
  while (localDay(after, timeZone) <= today) {
    before = after;
    after += MIDNIGHT_SEARCH_STEP_MS;
    if (after - now > MIDNIGHT_SEARCH_SPAN_MS) return now + MIDNIGHT_SEARCH_SPAN_MS; // cannot happen with real zones
  }
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2);
    if (localDay(mid, timeZone) > today) after = mid;
    else before = mid;
  }
  return after;
}

// ── the popup carousel ──────────────────────────────────────────────────────────────────────────

/** §4 forceRead: closing first moves to the last slide; on the last slide it closes. */
export function closeStep(
  index: number,
  count: number,
  forceRead: boolean,
  /** Close has already moved the player to the last slide once: §4's advance happens once, then Close closes. */
  advancedOnce = false,
): { kind: 'close' } | { kind: 'goto'; index: number } {
  const last = Math.max(0, count - 1);
  return forceRead && !advancedOnce && index < last ? { kind: 'goto', index: last } : { kind: 'close' };
}

/**
 * §4 a closed popup stays closed: within one visit, a list the player already closed (every hash of
 * it closed, as when a first-time-login popup drops out of the list after the member refetch) does
 * not open again. A new or changed popup still does (its hash is new).
 */
export function closedThisVisit(hashes: readonly string[], closed: ReadonlySet<string>): boolean {
  return hashes.length > 0 && hashes.every((h) => closed.has(h));
}

/** §4 autoplay (5000 ms, §9) runs with several slides, unless paused by the player, touched or focused, or under reduced motion (WCAG 2.2.2). */
export function autoplayRuns(s: {
  count: number;
  paused: boolean;
  interacting: boolean;
  reducedMotion: boolean;
}): boolean {
  return s.count > 1 && !s.paused && !s.interacting && !s.reducedMotion;
}

export const nextSlide = (index: number, count: number): number => (count <= 0 ? 0 : (index + 1) % count);
export const previousSlide = (index: number, count: number): number => (count <= 0 ? 0 : (index - 1 + count) % count);

// ── banner taps (§5) ────────────────────────────────────────────────────────────────────────────

export type BannerTarget = { kind: 'none' } | { kind: 'internal'; href: string } | { kind: 'external'; href: string };

const INTERNAL_ROUTE = /^\/m(?:[/?#]|$)/;
const NONE: BannerTarget = { kind: 'none' };

/** A banner's url: http(s) opens outside the app; without http, one starting with /m is an internal route (§5). */
export function urlTarget(rawUrl: string, origin: string): BannerTarget {
  const url = rawUrl.trim();
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:'
        ? { kind: 'external', href: parsed.href }
        : NONE;
    } catch {
      return NONE;
    }
  }
  if (!INTERNAL_ROUTE.test(url) || url.includes('\\')) return NONE;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== new URL(origin).origin) return NONE;
    return { kind: 'internal', href: parsed.pathname + parsed.search + parsed.hash };
  } catch {
    return NONE;
  }
}

/**
 * §3 / §5 where a banner tap goes, by its linkage: URL (see urlTarget), GAME (the game, through the
 * launch page with the linkage as its code and the vendor, game type, node and room), ACTIVITY (the
 * activity page of that id). Anything else, or anything malformed, goes nowhere.
 */
export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkage' | 'roomId' | 'nodeId' | 'gameType' | 'vendor' | 'url'>,
  origin: string,
): BannerTarget {
  switch (banner.linkageType.toUpperCase()) {
    case 'URL':
      return urlTarget(banner.url, origin);
    case 'GAME': {
      const code = banner.linkage.trim();
      if (!code) return NONE;
      const params = new URLSearchParams({ code });
      for (const key of ['vendor', 'gameType', 'nodeId', 'roomId'] as const) {
        const value = banner[key].trim();
        if (value) params.set(key, value);
      }
      return { kind: 'internal', href: `/m/launchGame?${params}` };
    }
    case 'ACTIVITY':
      return /^\d{1,12}$/.test(banner.linkage.trim())
        ? { kind: 'internal', href: `/m/activity?id=${banner.linkage.trim()}` }
        : NONE;
    default:
      return banner.url ? urlTarget(banner.url, origin) : NONE;
  }
}

// ── marquee ─────────────────────────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of server HTML, for the marquee (rendered as a text node, never as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(
      /<(script|style|template|noscript|title|textarea|xmp|iframe|noembed|noframes)\b[\s\S]*?(<\/\1\s*>|$)/gi,
      ' ',
    )
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<\/?[a-z!?/][^>]*(>|$)/gi, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[\s\u0000-\u001f]+/g, ' ')
    .trim();
}

/** The marquee's texts: announcements marked for it, each as its title and its text (§9 marquee). */
export function marqueeTexts(items: readonly PopupItem[]): string[] {
  return items
    .filter((i) => i.marquee)
    .map((i) => {
      const text = htmlToText(i.content);
      const title = i.title.trim();
      return title && text ? (text.startsWith(title) ? text : `${title}: ${text}`) : title || text;
    })
    .filter(Boolean);
}

// ── promo image popup (§4) ──────────────────────────────────────────────────────────────────────

export function isHomePath(pathname: string): boolean {
  return (HOME_ALIASES as readonly string[]).includes(pathname);
}

/**
 * §2 / §4: the promo image popup appears only on the home pages, when the session has not closed or
 * saved it, and not when the image saved last is still the one offered (it returns when the image
 * changes).
 */
export function promoImagesToShow(s: {
  pathname: string;
  closedThisSession: boolean;
  savedName: string | null;
  images: readonly PromoImage[];
}): PromoImage[] {
  if (!isHomePath(s.pathname) || s.closedThisSession || s.images.length === 0) return [];
  if (s.savedName !== null && s.images.some((i) => i.name === s.savedName)) return [];
  return [...s.images];
}

/** The file name a saved promo image gets: its own name, kept to safe characters. */
export function downloadName(image: Pick<PromoImage, 'name'>): string {
  const name = image.name.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '');
  return name || 'promotion.png';
}

// ── banners (issue 32) ─────────────────────────────────────────────────────────────────────────

/**
 * The title laid over a banner's text-free art: in the player's §1 language where the operator
 * gave one, else the merchant's default text.
 */
export function bannerTitle(banner: Pick<Banner, 'title' | 'titles'>, language: string | undefined): string {
  return (language && banner.titles?.[language]?.trim()) || banner.title;
}
