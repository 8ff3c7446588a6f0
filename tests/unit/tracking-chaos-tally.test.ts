/**
 * How the tracking chaos run counts (issue 17: "events lost and counted twice, budget 0 and 0").
 * In `npm run bench` the run shares the server with the bench's earlier visits, whose viewContent
 * events are stored there too: counted as the run's, 8 of them showed as "counted twice" (and would
 * have hidden as many lost events).
 */
import { describe, expect, it } from 'vitest';
import { tallyChaos } from '../../scripts/tracking-chaos-tally';

const copies = (ids: string[], receivedAt = 1_000) => ids.map((id) => ({ id, receivedAt }));

describe('tracking chaos run: counting (issue 17)', () => {
  it('leaves out events of other visits on the same server (the bench’s): not counted twice, and they hide no loss', () => {
    const sentIds = new Set(['a', 'b', 'c']);
    const stored = copies(['other-1', 'a', 'other-2', 'b', 'c', 'other-3']);
    expect(tallyChaos({ fired: 3, stored, sentIds, reconnected: 0 })).toEqual({
      held: 3,
      lost: 0,
      countedTwice: 0,
      within5s: 1,
      others: 3,
    });
    // One of the run's events missing: the other visits' events do not make up for it.
    expect(tallyChaos({ fired: 4, stored, sentIds, reconnected: 0 })).toMatchObject({ lost: 1, countedTwice: 0 });
  });

  it('counts an id stored twice, and one event that reached the server under two ids', () => {
    expect(
      tallyChaos({ fired: 2, stored: copies(['a', 'a', 'b']), sentIds: new Set(['a', 'b']), reconnected: 0 }),
    ).toMatchObject({ lost: 0, countedTwice: 1 });
    expect(
      tallyChaos({ fired: 2, stored: copies(['a', 'b', 'c']), sentIds: new Set(['a', 'b', 'c']), reconnected: 0 }),
    ).toMatchObject({ lost: 0, countedTwice: 1 });
  });

  it('counts an event lost when its id was sent but never stored', () => {
    expect(tallyChaos({ fired: 2, stored: copies(['a']), sentIds: new Set(['a', 'b']), reconnected: 0 })).toMatchObject(
      { held: 1, lost: 1, countedTwice: 0 },
    );
  });

  it('the share held within 5 s of the last reconnect', () => {
    const stored = [...copies(['a', 'b', 'c'], 4_000), ...copies(['d'], 6_001)];
    expect(tallyChaos({ fired: 4, stored, sentIds: new Set(['a', 'b', 'c', 'd']), reconnected: 1_000 }).within5s).toBe(
      0.75,
    );
  });
});
