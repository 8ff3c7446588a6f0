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
  | { name: 'gameLaunch'; variant: 'lotto' | 'sea' | 'vn-lotto' | 'game'; gameCode?: string; vendor?: string; customerId?: number }
  /** §3 depositSubmit: a deposit order was made on /m/voucherCenter (amount in major units, currency as shown, §9). */
  | { name: 'depositSubmit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 firstDeposit: that deposit is the member's first (no successful deposit before it). */
  | { name: 'firstDeposit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 redeposit: a deposit by a member who has deposited successfully before. */
  | { name: 'redeposit'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 deposit: a deposit's money arrived (the order was confirmed while the page was open). */
  | { name: 'deposit'; customerId: number; amount: number; revenue: number; value: number; currency: string; orderNo: string }
  /** §3 firstDepositArrival: the member's first deposit ever arrived. */
  | { name: 'firstDepositArrival'; customerId: number; amount: number; revenue: number; value: number; currency: string; orderNo: string }
  /** §3 withdraw: a withdrawal order was made on /m/withdraw. */
  | { name: 'withdraw'; customerId: number; amount: number; currency: string; orderNo: string }
  /** §3 downloadApp: the player went for the native app (download bar, download popup, install dialog, upgrade). */
  | { name: 'downloadApp'; source: 'bar' | 'popup' | 'dialog' | 'upgrade'; resourceType: string }
  /** §3 a2hsInstalled: the browser installed the web app (appinstalled). */
  | { name: 'a2hsInstalled' };

/** Compile-time check: every variant carries one of the §3 event names. */
type Names = TrackingEvent['name'];
const namesAreSpecEvents: Names extends TrackingEventName ? true : never = true;
void namesAreSpecEvents;

export const TRACK_EVENT = 'storefront:track';

type Listener = (event: TrackingEvent) => void;
const listeners = new Set<Listener>();
/** Events fired before the first listener arrived (bounded: a start-up burst, not a backlog). */
const held: TrackingEvent[] = [];
const HELD_MAX = 100;

/**
 * Where held events wait when the page goes away before the reporter started (a player who moves on
 * before the first paint's follow-up work ran): the next page's reporter takes them (0 lost).
 */
let keepingOnHide = false;

function keepHeldOnHide(): void {
  if (keepingOnHide || typeof window === 'undefined') return;
  keepingOnHide = true;
  window.addEventListener('pagehide', () => {
    if (replaying.size > 0 || held.length === 0) return;
    const earlier = readJson('local', TRACKING_HELD_KEY);
    writeJson('local', TRACKING_HELD_KEY, [...(Array.isArray(earlier) ? earlier : []), ...held].slice(-HELD_MAX));
  });
}

function takeStoredHeld(): TrackingEvent[] {
  if (typeof window === 'undefined') return [];
  const stored = readJson('local', TRACKING_HELD_KEY);
  removeItem('local', TRACKING_HELD_KEY);
  return Array.isArray(stored) ? stored.filter((e): e is TrackingEvent => typeof e === 'object' && e !== null && typeof (e as { name?: unknown }).name === 'string') : [];
}

/** Listeners that take the held events (the reporter): others (the install prompts) hear only what follows. */
const replaying = new Set<Listener>();

export function track(event: TrackingEvent): void {
  if (replaying.size === 0 && held.length < HELD_MAX) {
    held.push(event);
    keepHeldOnHide();
  }
  for (const listener of listeners) {
    try {
      listener(event);
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
    for (const event of [...(first ? takeStoredHeld() : []), ...held.splice(0)]) {
      try {
        listener(event);
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
