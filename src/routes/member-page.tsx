/**
 * Issue 36: what every member page's route repeated. Its loader fills the query cache with the
 * session's token before the page renders (a guest has none: nothing to load, the router's
 * session-or-home guard sends them on); its page renders in the frame only while there is a session.
 */
import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PageFrame } from '../ui/page-frame';
import { session } from '../session/store';
import { useSession } from '../session/use-session';

/** A route's loader that runs `load` with the session's token, and does nothing without one. */
export function loadWithToken(load: (queryClient: QueryClient, token: string) => Promise<unknown>) {
  return async (queryClient: QueryClient): Promise<void> => {
    const token = session.token();
    if (token) await load(queryClient, token);
  };
}

/** The page frame with its content only while a member is logged in. */
export function MemberFrame({ children }: { children: ReactNode }) {
  const current = useSession();
  return <PageFrame>{current && children}</PageFrame>;
}

/**
 * A route's page in its frame (issue 36: the component every such route wrote out): MemberFrame for
 * a member's page, PageFrame for a page that watches the session itself (the money pages).
 */
export function inFrame(Frame: ComponentType<{ children: ReactNode }>, Page: ComponentType) {
  return function FramedRoute() {
    return (
      <Frame>
        <Page />
      </Frame>
    );
  };
}
