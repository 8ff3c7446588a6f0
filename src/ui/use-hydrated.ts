/**
 * Issue 18: false while React hydrates a server-rendered page (and on the server), true from the
 * render right after, and at once on a page the browser renders itself. A form stays disabled until
 * then: typed text or a submit before hydration would be lost, or sent natively with its fields in
 * the URL.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
