/**
 * What social sign-in needs on every page, mounted by the root layout after the first paint when the
 * merchant has a Firebase set-up: the native-app callback (§4), the result of a redirect sign-in
 * on remount (§4), Google one-tap after GOOGLE_PROMPT_DELAY_MS (§5, §9), and the login-choice
 * dialog (§2) wherever a sign-in ended with bind_customer_required.
 */
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRouter } from '@tanstack/react-router';
import { GOOGLE_PROMPT_DELAY_MS, LOGIN_PATH } from '../../config/constants';
import { merchant } from '../../config/runtime';
import { overlayStore, raw } from '../../lib/overlays';
import { session } from '../../session/store';
import type { FlowContext } from './flow.chunk';
import { firebaseSetup, redirectSignInPending } from './availability';
import { withFlow } from './setup';
import { installNativeCallback } from './native-bridge';
import { detectPrivateBrowsing } from './private-browsing';
import { oneTapDecision } from './rules';
import { coalescedTimeouts } from '../../lib/timers';
import { socialState } from './state';

const LoginChoiceDialog = lazy(() => import('./login-choice-dialog.chunk'));

function scheduleOneTap(ctx: FlowContext): () => void {
  let cancelled = false;
  // On the page's shared timer (src/lib/timers.ts): it is set while the page's effects mount.
  const timer = coalescedTimeouts.setTimeout(async () => {
    const setup = firebaseSetup();
    if (!setup || cancelled) return;
    const decision = oneTapDecision({
      userAgent: navigator.userAgent,
      whitelabel: merchant().whitelabel,
      googleWebClientId: setup.smsProvider.googleWebClientId,
      privateSession: await detectPrivateBrowsing(),
      loggedIn: session.isLoggedIn(),
    });
    if (decision !== 'show' || cancelled) return;
    const { showOneTap } = await import('./one-tap.chunk');
    await showOneTap(setup.smsProvider.googleWebClientId, (googleIdToken) => {
      void withFlow(async (flow) => {
        try {
          const args = await (await flow.loadFirebase()).signInWithGoogleIdToken(setup, googleIdToken);
          await flow.loginWithFirebase(args, ctx);
        } catch (error) {
          flow.reportFirebaseError(error);
        }
      });
    });
  }, GOOGLE_PROMPT_DELAY_MS);
  return () => {
    cancelled = true;
    coalescedTimeouts.clearTimeout(timer);
  };
}

export default function SocialHost() {
  const router = useRouter();
  const ctx = useMemo<FlowContext>(() => ({ navigate: (href) => router.navigate({ href, replace: true }) }), [router]);
  const choice = useSyncExternalStore(socialState.subscribe, socialState.choice, socialState.choice);

  useEffect(
    () =>
      installNativeCallback((outcome) => {
        if (outcome.kind === 'failure') {
          // §8: the shell's 'Failure…' text, as it is, in a notice alert.
          overlayStore.notice(raw(outcome.message));
          return;
        }
        void withFlow((flow) =>
          flow.loginWithFirebase(
            { firebaseChannel: outcome.firebaseChannel, firebaseIdToken: outcome.firebaseIdToken },
            ctx,
          ),
        );
      }),
    [ctx],
  );
  // The flow's code loads only when a redirect sign-in has come back (its flag stays until it runs).
  useEffect(() => {
    if (redirectSignInPending()) void withFlow((flow) => flow.processRedirectResult(ctx));
  }, [ctx]);
  // A login by any means ends a pending link (§4: the firebase args are reset).
  useEffect(() => session.on((event) => event.type === 'login' && socialState.pending() && socialState.reset()), []);
  useEffect(() => scheduleOneTap(ctx), [ctx]);

  if (!choice) return null;
  return (
    <Suspense fallback={null}>
      <LoginChoiceDialog
        key={choice.args.firebaseIdToken}
        choice={choice}
        onLoginExisting={() => {
          // The args stay pending: the password login links them (§3 login firebase fields).
          socialState.closeChoice();
          if (router.state.location.pathname !== LOGIN_PATH) void router.navigate({ href: LOGIN_PATH });
        }}
        onRegisterNew={() => {
          socialState.closeChoice();
          void withFlow((flow) => flow.registerWithFirebase(choice.args, ctx));
        }}
        onConfirm={() => void withFlow((flow) => flow.dropSocialSignIn())}
      />
    </Suspense>
  );
}
