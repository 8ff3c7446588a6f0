/**
 * Spec §3 / §6 / §7 chat: who may chat, what CBS_launchChat is asked, which chat URLs the frame page
 * opens, and what the unread badge says.
 */
import { MEMBER_TYPE } from '../../session/model';
import { webUrl } from '../../lib/web-url';

export type ChatEntry = 'login' | 'no-permission' | 'launch';

/**
 * §6: type -1 (not logged in) goes to /m/login; type 4 has no chat permission and sees the
 * no-permission text; every other member opens the chat.
 */
export function chatEntry(session: { type: number } | null): ChatEntry {
  if (!session || session.type === MEMBER_TYPE.notLoggedIn) return 'login';
  if (session.type === MEMBER_TYPE.noChat) return 'no-permission';
  return 'launch';
}

/** §6: the unread count is asked only for members who may chat (never for type 4 or a visitor). */
export function asksUnreadCount(session: { type: number } | null): boolean {
  return chatEntry(session) === 'launch';
}

/** §7 GET /wps/relay/CBS_launchChat: b2c, title, backUrl, language, headerColor. */
export function chatLaunchRequest(input: { title: string; backUrl: string; language?: string; headerColor: string }) {
  return {
    b2c: true,
    title: input.title.slice(0, 128),
    backUrl: input.backUrl.slice(0, 2048),
    ...(input.language ? { language: input.language } : {}),
    headerColor: input.headerColor,
  };
}

/** The frame page opens only web pages (a chat URL of another scheme is refused). */
export const chatFrameUrl = webUrl;

/** §3 value.unReadCount on the chat footer button: nothing at 0, the number up to 99, then 99+. */
export function unreadBadge(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/**
 * The installed app's icon badge (issue 32, Badging API): the unread count while it is asked, a
 * cleared badge when nobody is signed in or chat has no count, and null (leave it) while unknown.
 */
export function appBadgeCount(counting: boolean, count: number | undefined): number | null {
  if (!counting) return 0;
  if (count === undefined || !Number.isFinite(count)) return null;
  return Math.max(0, Math.floor(count));
}
