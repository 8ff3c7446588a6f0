import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromQueryToken } from './model';
import { learnFromMemberInfo, memberKeys } from './member-info';
import { session } from './store';

const token = 'abcdefghijklmnopqrstuvwxyz012345';
const other = 'zyxwvutsrqponmlkjihgfedcba543210';
const info = { id: 9, userName: 'player9', type: 2 };

describe('§3 member info updates the session in one place', () => {
  afterEach(() => session.end('user'));

  it('§2/§3 a query-token session learns its name, type and id from an answer for its own token', () => {
    session.start(sessionFromQueryToken(token, 'DEMO')!);
    learnFromMemberInfo(memberKeys.info(token), info);
    expect(session.get()).toMatchObject({ token, userName: 'player9', type: 2, id: 9, customerId: 9 });
  });

  it('ignores answers for another session and other queries', () => {
    session.start(sessionFromQueryToken(token, 'DEMO')!);
    learnFromMemberInfo(memberKeys.info(other), info);
    learnFromMemberInfo(['chat', 'info', memberKeys.info(token)[2]], info);
    expect(session.get()).toMatchObject({ token, type: -1 });
  });

  it('announces no change when the session already knows the member', () => {
    session.start(sessionFromQueryToken(token, 'DEMO')!);
    learnFromMemberInfo(memberKeys.info(token), info);
    const events: string[] = [];
    const off = session.on((event) => events.push(event.type));
    learnFromMemberInfo(memberKeys.info(token), info);
    off();
    expect(events).toEqual([]);
  });
});
