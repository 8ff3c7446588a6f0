/**
 * Chat calls (§3, §6, §7): CBS_launchChat answers the URL of the chat page this server hosts
 * (server/chat/chat-page.ts), and CBS_unreadCount the agent messages the member has not seen.
 * Members of type 4 have no chat permission (§6).
 */
import { api } from '../../contract/endpoints';
import { MEMBER_TYPE } from '../../contract/codes';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { requireMember, route, type RouteDef } from '../http/route';
import { requestOrigin } from '../http/origin';
import { CHAT_PAGE_PATH } from './chat-page';

export const noChatPermission = () =>
  new HttpError(403, 'chat.no.permission', 'This account has no permission to use the chat.');

const HEADER_COLOR = /^#[0-9a-fA-F]{3,8}$/;

export function chatRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.launchChat, (ctx) => {
      const { member, session } = requireMember(ctx);
      if (member.type === MEMBER_TYPE.noChat) throw noChatPermission();
      const ticket = deps.chat.openTicket(member.id, ctx.merchant.code, session.tokenHash, deps.clock());
      const url = new URL(CHAT_PAGE_PATH, requestOrigin(ctx.req, deps.trustProxy, ctx.merchant));
      const { language, title, headerColor, backUrl } = ctx.body;
      if (language) url.searchParams.set('lang', language);
      if (title) url.searchParams.set('title', title);
      if (headerColor && HEADER_COLOR.test(headerColor)) url.searchParams.set('color', headerColor);
      if (backUrl && /^https?:\/\//i.test(backUrl)) url.searchParams.set('back', backUrl);
      // The ticket travels in the fragment: it never reaches a server log or a Referer header.
      url.hash = `t=${ticket}`;
      return { chatUrl: url.href };
    }),

    route(api.unreadCount, (ctx) => {
      const { member } = requireMember(ctx);
      if (member.type === MEMBER_TYPE.noChat) throw noChatPermission();
      return { unReadCount: deps.chat.unread(member.id) };
    }),
  ];
}
