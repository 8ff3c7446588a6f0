/** Issue 36: the trigger context the install host hands the machine (§3 member type, §4 session flags). */
import { describe, expect, it } from 'vitest';
import { installSettings } from '../../../contract/entities';
import { triggerContextOf, type TriggerKnown } from './install-machine';

const settings = installSettings({});
const known: TriggerKnown = {
  settings,
  counts: { deposits: 1, withdrawals: 0, cards: 0 },
  member: { type: 2, regDate: 1000 },
  loggedIn: true,
  dismissedInSession: true,
  forcedShownInSession: false,
};

describe('triggerContextOf', () => {
  it('§4 no trigger is weighed before the install settings are known', () => {
    expect(triggerContextOf({ ...known, settings: undefined }, 'h', 5)).toBeNull();
  });
  it('§3 §4 a member: type, registration date, counts and the session flags as known', () => {
    expect(triggerContextOf(known, 'shop.example', 5)).toEqual({
      settings,
      hostname: 'shop.example',
      dismissedInSession: true,
      forcedShownInSession: false,
      member: { loggedIn: true, type: 2, regDate: 1000 },
      counts: { deposits: 1, withdrawals: 0, cards: 0 },
      now: 5,
    });
  });
  it('§3 logged out (or the member info not there yet): type -1, no counts', () => {
    const out = triggerContextOf({ ...known, loggedIn: false, counts: undefined }, 'h', 5);
    expect(out?.member).toEqual({ loggedIn: false, type: -1, regDate: 1000 });
    expect(out?.counts).toBeNull();
    const waiting = triggerContextOf({ ...known, member: null }, 'h', 5);
    expect(waiting?.member).toEqual({ loggedIn: true, type: -1, regDate: null });
  });
});
