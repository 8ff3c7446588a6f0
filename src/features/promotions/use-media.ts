/** Whether the player asked for reduced motion (WCAG 2.2.2, §4 autoplay; the marquee), kept current. */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = typeof matchMedia === 'function' ? matchMedia(QUERY) : null;
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (typeof matchMedia === 'function' ? matchMedia(QUERY).matches : false),
    () => false,
  );
}
