/**
 * Mounts the social sign-in host (src/features/social-login/host.chunk.tsx) once the first page has
 * painted, and only for a merchant with a Firebase set-up: none of its code is needed to paint
 * (DESIGN rule 5), and the Firebase SDK itself loads only when a sign-in starts.
 */
import { Suspense } from 'react';
import { usePainted } from '../lib/after-paint';
import { merchant } from '../config/runtime';
import { lazyWhenOnline } from '../lib/lazy-when-online';

const SocialHost = lazyWhenOnline(() => import('../features/social-login/host.chunk'));

export function SocialSignInHost() {
  const painted = usePainted();
  if (!painted || !merchant().smsProvider?.apiKey) return null;
  return (
    <Suspense fallback={null}>
      <SocialHost />
    </Suspense>
  );
}
