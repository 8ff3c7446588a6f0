/**
 * §2 the chat footer button and the frame page it opens the chat in, composed here (two features).
 * Loaded after the first paint inside the data layer (the unread badge is a query).
 */
import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChatButton } from '../features/chat/chat-button';
import { askUnreadAgain } from '../features/chat/api';

const IframePage = lazy(() => import('../ui/iframe-page.chunk'));

export default function ChatFooter() {
  const queryClient = useQueryClient();
  const [chat, setChat] = useState<{ url: string; title: string } | null>(null);
  return (
    <>
      <ChatButton onOpen={setChat} />
      {chat && (
        <Suspense fallback={null}>
          <IframePage
            url={chat.url}
            title={chat.title}
            onBack={() => {
              setChat(null);
              // What the chat page showed is read now: the badge follows.
              void askUnreadAgain(queryClient);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
