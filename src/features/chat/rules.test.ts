import { describe, expect, it } from 'vitest';
import { appBadgeCount, asksUnreadCount, chatEntry, chatFrameUrl, chatLaunchRequest, unreadBadge } from './rules';

describe('§6 who may chat', () => {
  it('§6 type -1 (a visitor, or a session whose type is not known) goes to /m/login', () => {
    expect(chatEntry(null)).toBe('login');
    expect(chatEntry({ type: -1 })).toBe('login');
  });
  it('§6 type 4 has no chat permission', () => {
    expect(chatEntry({ type: 4 })).toBe('no-permission');
  });
  it('§6 players and agents (0, 1, 2) open the chat', () => {
    for (const type of [0, 1, 2]) expect(chatEntry({ type }), String(type)).toBe('launch');
  });
  it('§6 the unread count is asked for those who may chat only: never for type 4 or a visitor', () => {
    expect(asksUnreadCount(null)).toBe(false);
    expect(asksUnreadCount({ type: -1 })).toBe(false);
    expect(asksUnreadCount({ type: 4 })).toBe(false);
    expect(asksUnreadCount({ type: 0 })).toBe(true);
    expect(asksUnreadCount({ type: 2 })).toBe(true);
  });
});

describe('§7 CBS_launchChat', () => {
  it('§7 sends b2c, title, backUrl, language and headerColor', () => {
    expect(
      chatLaunchRequest({ title: 'Chat', backUrl: 'http://x/m/home', language: 'VI', headerColor: '#d32f2f' }),
    ).toEqual({
      b2c: true,
      title: 'Chat',
      backUrl: 'http://x/m/home',
      language: 'VI',
      headerColor: '#d32f2f',
    });
    expect(chatLaunchRequest({ title: 'x'.repeat(300), backUrl: 'http://x/', headerColor: '#fff' })).not.toHaveProperty(
      'language',
    );
    expect(chatLaunchRequest({ title: 'x'.repeat(300), backUrl: 'http://x/', headerColor: '#fff' }).title).toHaveLength(
      128,
    );
  });
  it('the frame page opens web pages only', () => {
    expect(chatFrameUrl('http://localhost:8080/chat/?lang=EN#t=abc')).toBe('http://localhost:8080/chat/?lang=EN#t=abc');
    expect(chatFrameUrl('javascript:alert(1)')).toBeNull();
    expect(chatFrameUrl('/chat/')).toBeNull();
  });
});

describe('§3 the unread badge', () => {
  it('§3 shows value.unReadCount, nothing at zero, 99+ past 99', () => {
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(Number.NaN)).toBeNull();
  });
});

describe('issue 32 the installed app icon badge (Badging API) follows §3 value.unReadCount', () => {
  it('shows the count while it is asked, clears it when it is not, and waits while unknown', () => {
    expect(appBadgeCount(true, 3)).toBe(3);
    expect(appBadgeCount(true, 0)).toBe(0);
    expect(appBadgeCount(true, 150)).toBe(150);
    expect(appBadgeCount(false, 5)).toBe(0);
    expect(appBadgeCount(true, undefined)).toBeNull();
    expect(appBadgeCount(true, Number.NaN)).toBeNull();
  });
});
