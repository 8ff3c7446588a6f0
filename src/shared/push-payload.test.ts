import { describe, expect, it } from 'vitest';
import { parsePushPayload, safeLink } from './push-payload';

const ORIGIN = 'http://localhost:8080';

describe('issue 17 push payloads (FCM shape)', () => {
  it('reads a notification message with its link and id', () => {
    expect(
      parsePushPayload(
        { notification: { title: 'Hi', body: 'Bonus' }, data: { link: '/m/member/home' }, fcmMessageId: 'm1' },
        'EN',
        ORIGIN,
      ),
    ).toEqual({
      kind: 'notification',
      title: 'Hi',
      body: 'Bonus',
      link: '/m/member/home',
      tag: 'm1',
    });
  });

  it('reads a data message; the player’s language wins when the payload carries several', () => {
    const data = {
      title: 'Hello',
      body: 'x',
      i18n: JSON.stringify({ VI: { title: 'Xin chào', body: 'Thưởng' }, EN: { title: 'Hello!' } }),
    };
    expect(parsePushPayload({ data }, 'VI', ORIGIN)).toMatchObject({
      kind: 'data',
      title: 'Xin chào',
      body: 'Thưởng',
      link: '/m/home',
    });
    expect(parsePushPayload({ data }, 'TH', ORIGIN)).toMatchObject({ title: 'Hello', body: 'x' });
    expect(parsePushPayload({ data: { ...data, i18n: '{broken' } }, 'VI', ORIGIN)).toMatchObject({ title: 'Hello' });
  });

  it('refuses what is not a push and keeps links inside the storefront', () => {
    expect(parsePushPayload(null, 'EN', ORIGIN)).toBeNull();
    expect(parsePushPayload({ data: { body: 'no title' } }, 'EN', ORIGIN)).toBeNull();
    expect(safeLink('https://evil.example/m/home', ORIGIN)).toBe('/m/home');
    expect(safeLink('javascript:alert(1)', ORIGIN)).toBe('/m/home');
    expect(safeLink('/admin/status', ORIGIN)).toBe('/m/home');
    expect(safeLink(`${ORIGIN}/m/game?id=3#x`, ORIGIN)).toBe('/m/game?id=3#x');
  });
});
