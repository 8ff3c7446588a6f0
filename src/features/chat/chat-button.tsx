/**
 * §2 the chat footer button, with the unread badge (§3 value.unReadCount): an icon button of the top
 * bar (issue 33: it left the floating layer, where it rested over the top rows of long pages). §6: a visitor goes to
 * /m/login; type 4 has no chat and no unread count and is told so; everyone else gets the chat
 * page's URL from CBS_launchChat, which the caller opens in the frame page.
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { reportApiError } from '../../api/report';
import { LOGIN_PATH } from '../../config/constants';
import { activeLocale, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { overlayStore, t as text } from '../../lib/overlays';
import { useSession } from '../../session/use-session';
import { askUnreadAgain, unreadQuery, useOpenChat } from './api';
import { appBadgeCount, asksUnreadCount, unreadBadge } from './rules';
import { setAppBadge } from './app-badge';
import { MessageCircle } from 'lucide-react';
import './chat.css';

export function ChatButton({ onOpen }: { onOpen: (chat: { url: string; title: string }) => void }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSession();
  const openChat = useOpenChat();
  const counting = asksUnreadCount(current);
  const unread = useQuery({ ...unreadQuery(current?.token ?? ''), enabled: counting });
  const badge = counting ? unreadBadge(unread.data) : null;

  // The installed app's icon shows the same count (issue 32, Badging API).
  const iconCount = appBadgeCount(counting, unread.data);
  useEffect(() => setAppBadge(iconCount), [iconCount]);

  // The count is asked again when the player comes back to the tab.
  useEffect(() => {
    if (!counting) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') void askUnreadAgain(queryClient);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [counting, queryClient]);

  const open = async () => {
    if (openChat.isPending) return;
    try {
      const title = t('chat.title');
      const { entry, url } = await openChat.mutateAsync(title);
      if (entry === 'login') {
        await navigate({ href: `${LOGIN_PATH}?redirectUrl=${encodeURIComponent(location.pathname)}` });
      } else if (entry === 'no-permission') {
        overlayStore.notice(text('chat.noPermission'));
      } else if (url) onOpen({ url, title });
      else overlayStore.notice(text('error.malformed'));
    } catch (error) {
      reportApiError(error);
    }
  };

  return (
    <button
      type="button"
      className="top-chat"
      aria-label={
        badge
          ? // The plural form follows the count (a number: i18next picks no form for a string), the text shows the badge.
            t('chat.buttonUnread', {
              count: unread.data ?? 0,
              unread: badge.endsWith('+')
                ? `${formatNumber(badge.slice(0, -1), activeLocale())}+`
                : formatNumber(badge, activeLocale()),
            })
          : t('chat.button')
      }
      aria-busy={openChat.isPending}
      onClick={() => void open()}
    >
      <MessageCircle className="icon" aria-hidden="true" />
      {badge && (
        <span className="chat-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}
