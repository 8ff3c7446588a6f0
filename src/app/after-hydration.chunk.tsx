/**
 * What the root route mounts once the page is on screen (src/app/after-hydration.tsx): the overlay
 * queue, the social sign-in, the worker's notices, the §9 loading toast, and over the app itself the head's tags (the
 * server wrote the first title), the install prompts and the mini-game. None of them shows anything
 * in a first paint.
 */
import { Head } from '../features/seo/head';
import { OverlayHost } from './overlay-host';
import { SocialSignInHost } from './social-sign-in-host';
import { WorkerRouting } from './worker-routing';
import { InstallPrompts } from './install-prompts';
import { MiniGameHost } from './mini-game-host';
import { LoadingToast } from './loading-toast';
import { OnlyOverTheApp } from '../features/status/only-over-the-app';

export default function AfterHydration() {
  return (
    <>
      <OverlayHost />
      <SocialSignInHost />
      <WorkerRouting />
      <LoadingToast />
      {/* The status pages (§2) set their own title; the prompts would open over a screen the player cannot leave. */}
      <OnlyOverTheApp>
        <Head />
        <InstallPrompts />
        <MiniGameHost />
      </OnlyOverTheApp>
    </>
  );
}
