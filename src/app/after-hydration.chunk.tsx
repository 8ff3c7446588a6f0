/**
 * What the root route mounts once the page is on screen (src/app/after-hydration.tsx): the head's
 * tags (the server wrote the first title), the overlay queue, the social sign-in, the worker's
 * notices, the install prompts and the mini-game. None of them shows anything in a first paint.
 */
import { Head } from '../features/seo/head';
import { OverlayHost } from './overlay-host';
import { SocialSignInHost } from './social-sign-in-host';
import { WorkerRouting } from './worker-routing';
import { InstallPrompts } from './install-prompts';
import { MiniGameHost } from './mini-game-host';

export default function AfterHydration() {
  return (
    <>
      <Head />
      <OverlayHost />
      <SocialSignInHost />
      <WorkerRouting />
      <InstallPrompts />
      <MiniGameHost />
    </>
  );
}
