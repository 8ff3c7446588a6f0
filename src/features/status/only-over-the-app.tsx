/**
 * What only makes sense over the app itself: promotions, install prompts, the mini-game. Over the
 * maintenance or access-denied page, or beside the domain modal (which cannot be closed, §2), they
 * would open over a screen the player cannot leave, and compete with the fastest-line race (§4) for
 * the phone's main thread.
 */
import type { ReactNode } from 'react';
import { useStore } from '../../lib/use-store';
import { statusStore } from './store';

export function OnlyOverTheApp({ children }: { children: ReactNode }) {
  const view = useStore(statusStore);
  return view.kind === 'app' ? children : null;
}
