/** §7 chat calls: CBS_launchChat and CBS_unreadCount, with their query options and keys. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { CHAT_UNREAD_POLL_MS } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { activeLanguage } from '../../i18n';
import { MEMBER_TYPE } from '../../session/model';
import { memberInfoQuery } from '../../session/member-info-query';
import { session } from '../../session/store';
import { sessionKeyOf } from '../../shared/session-key';
import { chatEntry, chatFrameUrl, chatLaunchRequest, type ChatEntry } from './rules';

export const chatKeys = {
  all: ['chat'] as const,
  unread: (token: string) => ['chat', 'unread', sessionKeyOf(token)] as const,
};

/**
 * §3 value.unReadCount, asked every CHAT_UNREAD_POLL_MS while the page is open. A live count: every
 * ask goes to the platform (`fresh`), never sharing a request the worker has in flight, which may
 * have left before the agent wrote (see askUnreadAgain).
 */
export function unreadQuery(token: string) {
  return queryOptions({
    queryKey: chatKeys.unread(token),
    queryFn: async ({ signal }) => (await call('unreadCount', {}, { signal, fresh: true })).unReadCount,
    staleTime: 0,
    refetchInterval: CHAT_UNREAD_POLL_MS,
    // A badge that cannot be fetched is simply not shown.
    meta: { handlesErrors: true, endpoint: 'unreadCount' },
  });
}

/**
 * §3 the count asked again (the player back on the tab, the chat closed): a count still on its way
 * left before what changed, so it is dropped and a new one is asked. invalidateQueries alone would
 * join it while the query has no count yet (TanStack Query cancels a fetch in flight only when there
 * is data to keep), and the badge would miss the agent's message until the next poll.
 */
export async function askUnreadAgain(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: chatKeys.all });
  await queryClient.invalidateQueries({ queryKey: chatKeys.all });
}

/** A session adopted from a URL token does not know its type yet (§2); member info tells it. */
export async function sessionForChat(queryClient: QueryClient): Promise<{ type: number } | null> {
  const live = session.get();
  if (!live || live.type !== MEMBER_TYPE.notLoggedIn) return live;
  // The member-info query updates the session (src/session/member-info.ts).
  // A failure is reported by the chat button (once), and not retried.
  const query = memberInfoQuery(live.token);
  const info = await queryClient.fetchQuery({ ...query, retry: false, meta: { ...query.meta, handlesErrors: true } });
  return session.get() ?? { type: info.type };
}

/** §7 GET /wps/relay/CBS_launchChat: the chat page's URL (only web pages are opened), or null. */
export async function launchChat(title: string): Promise<string | null> {
  const { chatUrl } = await call(
    'launchChat',
    chatLaunchRequest({
      title,
      backUrl: location.href,
      language: activeLanguage(),
      headerColor: merchant().themeColor,
    }),
  );
  return chatFrameUrl(chatUrl);
}

/**
 * §2 / §6 opening the chat: who the player is (a visitor, type 4 or a member who may chat), then for
 * a member the chat page's URL (null: an answer without one). One at a time: a double tap opens one.
 */
export function useOpenChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string): Promise<{ entry: ChatEntry; url: string | null }> => {
      const entry = chatEntry(await sessionForChat(queryClient));
      return { entry, url: entry === 'launch' ? await launchChat(title) : null };
    },
  });
}
