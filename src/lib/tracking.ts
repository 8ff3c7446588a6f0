/**
 * The seam of the §3 tracking events: features announce what happened through `track`, and
 * whatever reports it (pixels, the event report call, app bridges — the tracking feature, later)
 * listens with `onTrack`. Every event is also dispatched on window as a `storefront:track`
 * CustomEvent with the event as its detail, so the app shell and tests can observe it.
 */
export type TrackingEvent =
  /** §3 register (§4: registration by firebase fires it with method firebase). */
  | { name: 'register'; method: 'firebase' | 'username' | 'mobile'; customerId: number; customerName: string }
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
  | { name: 'withdraw'; customerId: number; amount: number; currency: string; orderNo: string };

export const TRACK_EVENT = 'storefront:track';

type Listener = (event: TrackingEvent) => void;
const listeners = new Set<Listener>();

export function track(event: TrackingEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error(error);
    }
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: event }));
}

export function onTrack(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
