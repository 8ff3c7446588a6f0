/**
 * The seam of the §3 tracking events: features announce what happened through `track`, and
 * whatever reports it (pixels, the event report call, app bridges — the tracking feature, later)
 * listens with `onTrack`. Every event is also dispatched on window as a `storefront:track`
 * CustomEvent with the event as its detail, so the app shell and tests can observe it.
 *
 * Events tracked before anything listens (the reporter loads after first paint) are held and
 * handed to the first listener, so nothing fired during start-up is lost.
 *
 * Payload fields (§3): customerId, customerName, revenue, amount, value, currency. Every field of
 * an event besides `name` is its payload; the full list of §3 event names is TRACKING_EVENT_NAMES
 * (contract/tracking-wire.ts), and a variant with another name does not compile.
 */
import type { TrackingEventName } from '../../contract/tracking-wire';
import { readJson, removeItem, writeJson } from './storage';
import { TRACKING_HELD_KEY } from '../config/constants';

/** What both §3 deposit-arrival events (deposit, firstDepositArrival) carry about the confirmed order. */
interface ArrivedDeposit {
  customerId: number;
  amount: number;
  revenue: number;
  value: number;
  currency: string;
  orderNo: string;
}

export type TrackingEvent =
  /** §3 register (§4: registration by firebase fires it with method firebase). */
  | { name: 'register'; method: 'firebase' | 'username' | 'mobile'; customerId: number; customerName: string }
  /** §3 firstOpen: the first start of the storefront on this device. */
  | { name: 'firstOpen' }
  /** §3 registerSubmit: the register form was sent. */
  | { name: 'registerSubmit'; method: 'username' | 'mobile' }
  /** §3 login: a session started (password, second factor, auto-login or social sign-in). */
  | { name: 'login'; customerId: number; customerName: string }
  /** §3 viewContent: a page was shown. */
  | { name: 'viewContent'; path: string }
  /** §3 a2hsFirstOpen: the first start from the home-screen icon. */
  | { name: 'a2hsFirstOpen' }
  /** §3 startTrial: a trial game opened (GCS_gameTrialLaunch), by a guest or a member. */
  | { name: 'startTrial'; gameId: string; vendor?: string; customerId?: number }
  /** §3 gameLaunch: a real game opened (POST /wps/game/launchGame). */
  | {
      name: 'gameLaunch';
      variant: 'lotto' | 'sea' | 'vn-lotto' | 'game';
      gameCode?: string;
      vendor?: string;
      customerId?: number;
    }
  /** §3 depositSubmit: a deposit order was made on /m/voucherCenter (amount in major units, currency as shown, §9). */
  | { name: 'depositSubmit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 firstDeposit: that deposit is the member's first (no successful deposit before it). */
  | { name: 'firstDeposit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 redeposit: a deposit by a member who has deposited successfully before. */
  | { name: 'redeposit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 deposit: a deposit's money arrived (the order was confirmed while the page was open). */
  | ({ name: 'deposit' } & ArrivedDeposit)
  /** §3 firstDepositArrival: the member's first deposit ever arrived. */
  | ({ name: 'firstDepositArrival' } & ArrivedDeposit)
  /** §3 withdraw: a withdrawal order was made on /m/withdraw. */
  | { name: 'withdraw'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 downloadApp: the player went for the native app (download bar, download popup, install dialog, upgrade, the §5 go-to-activity entry). */
  | { name: 'downloadApp'; source: 'bar' | 'popup' | 'dialog' | 'upgrade' | 'activity'; resourceType: string }
  /** §3 a2hsInstalled: the browser installed the web app (appinstalled). */
  | { name: 'a2hsInstalled' };

/** Compile-time check: every variant carries one of the §3 event names. */
type Names = TrackingEvent['name'];
const namesAreSpecEvents: Names extends TrackingEventName ? true : never = true;
void namesAreSpecEvents;

export const TRACK_EVENT = 'storefront:track';

/** A listener hears each event with the moment it was fired (a held event reaches the reporter later). */
type Listener = (event: TrackingEvent, firedAt: number) => void;
interface Held {
  event: TrackingEvent;
  at: number;
}
const listeners = new Set<Listener>();
/** Events fired before the first listener arrived (bounded: a start-up burst, not a backlog). */
const held: Held[] = [];
const HELD_MAX = 100;

/**
 * Where held events wait when the page goes away before the reporter started (a player who moves on
 * before the first paint's follow-up work ran): the next page's reporter takes them (0 lost).
 *
 * They are moved there, not copied: a pagehide does not always end the page (the back-forward cache
 * keeps it, and a later pageshow brings it back), and a copy left in memory would reach this page's
 * reporter beside the stored one, as two events with two ids, counted twice (issue 17).
 */
let keepingOnHide = false;

function keepHeldOnHide(): void {
  if (keepingOnHide || typeof window === 'undefined') return;
  keepingOnHide = true;
  window.addEventListener('pagehide', () => {
    if (replaying.size > 0 || held.length === 0) return;
    const earlier = readJson('local', TRACKING_HELD_KEY);
    writeJson(
      'local',
      TRACKING_HELD_KEY,
      [...(Array.isArray(earlier) ? earlier : []), ...held.splice(0)].slice(-HELD_MAX),
    );
  });
}

const isEvent = (e: unknown): e is TrackingEvent =>
  typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string';

function takeStoredHeld(): Held[] {
  if (typeof window === 'undefined') return [];
  const stored = readJson('local', TRACKING_HELD_KEY);
  removeItem('local', TRACKING_HELD_KEY);
  if (!Array.isArray(stored)) return [];
  const now = Date.now();
  return stored.flatMap((entry: unknown): Held[] => {
    const { event, at } =
      typeof entry === 'object' && entry !== null ? (entry as { event?: unknown; at?: unknown }) : {};
    if (isEvent(event)) return [{ event, at: typeof at === 'number' && Number.isFinite(at) ? at : now }];
    // An entry of an earlier version: the bare event, without its time.
    return isEvent(entry) ? [{ event: entry, at: now }] : [];
  });
}

/** Listeners that take the held events (the reporter): others (the install prompts) hear only what follows. */
const replaying = new Set<Listener>();

export function track(event: TrackingEvent): void {
  const at = Date.now();
  if (replaying.size === 0 && held.length < HELD_MAX) {
    held.push({ event, at });
    keepHeldOnHide();
  }
  for (const listener of listeners) {
    try {
      listener(event, at);
    } catch (error) {
      console.error(error);
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: event }));
}

/**
 * Subscribes to every event from now on; with `replayHeld`, also to those fired before (the start-up
 * burst, and what an earlier page kept on leaving): a listener that must miss nothing asks for them.
 */
export function onTrack(listener: Listener, options: { replayHeld?: boolean } = {}): () => void {
  listeners.add(listener);
  if (options.replayHeld) {
    const first = replaying.size === 0;
    replaying.add(listener);
    for (const { event, at } of [...(first ? takeStoredHeld() : []), ...held.splice(0)]) {
      try {
        listener(event, at);
      } catch (error) {
        console.error(error);
      }
    }
  }
  return () => {
    listeners.delete(listener);
    replaying.delete(listener);
  };
}
