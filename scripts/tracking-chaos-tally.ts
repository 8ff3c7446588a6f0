/**
 * How the tracking chaos run (scripts/tracking-chaos.ts, issue 17) counts: pure, so a unit test
 * checks it (tests/unit/tracking-chaos-tally.test.ts).
 *
 * The server holds the events of every visit of the merchant: in `npm run bench` the run shares its
 * server with the bench's earlier visits, whose §3 viewContent events are stored there too. Only the
 * events the run's own browser context sent are its own: an event is the run's when its id went
 * through the run's interception of the event report call (page, worker and beacon alike).
 */

export interface HeldCopy {
  id: string;
  receivedAt: number;
}

export interface ChaosTally {
  /** The run's events the server holds (one row per stored copy). */
  held: number;
  /** Events fired in the run with no stored copy. */
  lost: number;
  /** Stored copies beyond one per fired event: an id stored twice, or one event sent under two ids. */
  countedTwice: number;
  /** Share of the fired events the server held within 5 s of the last reconnect. */
  within5s: number;
  /** Events of other visits the server holds, left out of the figures. */
  others: number;
}

export const RECONNECT_WINDOW_MS = 5_000;

export function tallyChaos(input: {
  fired: number;
  stored: readonly HeldCopy[];
  sentIds: ReadonlySet<string>;
  reconnected: number;
}): ChaosTally {
  const mine = input.stored.filter((e) => input.sentIds.has(e.id));
  const ids = new Set(mine.map((e) => e.id));
  return {
    held: mine.length,
    lost: Math.max(0, input.fired - ids.size),
    countedTwice: mine.length - ids.size + Math.max(0, ids.size - input.fired),
    within5s:
      input.fired === 0
        ? 1
        : Math.min(1, mine.filter((e) => e.receivedAt <= input.reconnected + RECONNECT_WINDOW_MS).length / input.fired),
    others: input.stored.length - mine.length,
  };
}
