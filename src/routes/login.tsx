import { lazy, Suspense, useState } from 'react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { VerifyRequiredFlags } from '../../contract/entities';
import { PageFrame } from '../ui/page-frame';
import { LoginForm } from '../features/auth/login-form';
import { completeLogin, type LoginAttempt } from '../features/auth/complete-login';
import { useCaptcha } from '../features/captcha/use-captcha';
import { SocialSignIn } from '../features/social-login/social-sign-in';
import { onLoginFailure, SocialLinkHint, socialLinkFields } from '../features/social-login/link-hint';
import { WithData } from './with-data';

const route = getRouteApi('__root__');
const SecondFactorDialog = lazy(() => import('../features/second-factor/second-factor-dialog.chunk'));

/**
 * §4 login: the password form, the second-factor dialog when the server asks for it, and social and
 * phone sign-in; a social sign-in waiting to be linked goes with the password login (§3).
 */
export default function LoginRoute() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const loginCaptcha = useCaptcha('login');
  const smsCaptcha = useCaptcha('sms');
  const [verifying, setVerifying] = useState<{ attempt: LoginAttempt; flags: VerifyRequiredFlags } | null>(null);

  return (
    <PageFrame>
      <SocialLinkHint />
      <LoginForm
        redirectUrl={search.redirectUrl ?? search.backUrl}
        captcha={loginCaptcha}
        onVerifyRequired={(attempt, flags) => setVerifying({ attempt, flags })}
        linkFields={socialLinkFields}
        onFailure={onLoginFailure}
      />
      <SocialSignIn />
      {verifying && (
        // The dialog's calls are mutations: it brings the data layer with it, so the password form
        // itself needs none and need not wait for it (issue 11, the login's JavaScript).
        <Suspense fallback={null}>
          <WithData>
            <SecondFactorDialog
              flags={verifying.flags}
              credentials={verifying.attempt}
              smsCaptcha={smsCaptcha}
              onClose={() => setVerifying(null)}
              onVerified={(value) => {
                // §4: after second-factor success the normal post-login flow runs.
                void completeLogin(value, verifying.attempt).then((to) => {
                  setVerifying(null);
                  void navigate({ href: to, replace: true });
                });
              }}
            />
          </WithData>
        </Suspense>
      )}
    </PageFrame>
  );
}
