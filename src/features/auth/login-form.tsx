/**
 * Password login (§4): idle → processing (a second submit is ignored; released 500 ms after) →
 * success (session stored, post-login destination of §2), login_verify_required (the route opens
 * the second-factor dialog), or a failure handled as §8 says. Remember me (§5) shows only when the
 * merchant's auto-login setting is on; the remembered username and password fill the form.
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import type { VerifyRequiredFlags } from '../../../contract/entities';
import type { LinkFields } from './login-call';
import type { LoginAttempt } from './complete-login';
import { attemptLogin } from './login-attempt';
import { readRemembered, rememberedPassword } from './remembered';
import { TextField } from '../../ui/text-field';
import type { CaptchaHandle } from '../../ui/captcha-handle';
import { useForm } from '../../ui/use-form';
import { SubmitButton } from '../../ui/submit-button';
import { FormFooter } from '../../ui/form-footer';

/** The login captcha of the merchant (§5), composed by the route. */
export type LoginCaptcha = CaptchaHandle;

export interface LoginFormProps {
  redirectUrl?: string;
  captcha: LoginCaptcha;
  onVerifyRequired: (attempt: LoginAttempt, flags: VerifyRequiredFlags) => void;
  /** §3 firebase fields to send with the login (a social sign-in it links), composed by the route. */
  linkFields?: () => Promise<LinkFields | null>;
  /** Told of a failed login (after the §8 handling). */
  onFailure?: (error: unknown) => void;
}

function rememberedForForm() {
  const config = merchant();
  const remembered = readRemembered();
  if (!config.autoLogin || !remembered || remembered.merchant !== config.merchantCode || remembered.type !== 'username')
    return null;
  return remembered;
}

export function LoginForm({ redirectUrl, captcha, onVerifyRequired, linkFields, onFailure }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const config = merchant();
  const [initial] = useState(rememberedForForm);
  // §4: a second submit is ignored while one is in flight, and for 500 ms after it ends.
  const form = useForm({ initial: { username: initial?.username ?? '', password: '' } });
  const [rememberMe, setRememberMe] = useState(initial !== null);
  // The remembered password is sealed (issue 11): it fills the field once opened, unless typed meanwhile.
  useEffect(() => {
    if (!initial) return;
    let live = true;
    void rememberedPassword(initial).then((remembered) => {
      if (live && remembered)
        form.setValues((current) => (current.password === '' ? { ...current, password: remembered } : current));
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the remembered login read at mount
  }, [initial]);

  // §5: the username is trimmed; the password is sent as typed and only needs to be there.
  const validate = (values: { username: string; password: string }) =>
    !values.username.trim() ? 'username' : !values.password ? 'password' : null;
  const submit = form.handleSubmit({ validate, keep: ['password'] }, async ({ username, password }) => {
    const attempt: LoginAttempt = {
      username,
      password,
      loginType: 'username',
      rememberMe: config.autoLogin && rememberMe,
      redirectUrl,
    };
    const fields = await captcha.obtain();
    if (fields === null) return;
    const link = (await linkFields?.()) ?? undefined;
    if (link) attempt.link = link;
    const result = await attemptLogin(attempt, { captcha: fields, link, auto: false });
    if (result.kind === 'logged-in') return navigate({ href: result.to, replace: true });
    if (result.kind === 'captcha') return captcha.stepUp?.();
    captcha.refresh();
    if (result.kind === 'verify' && result.flags) return onVerifyRequired(attempt, result.flags);
    if (result.kind === 'failed') {
      form.set('password', '');
      onFailure?.(result.error);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.busy}>
      {/* Issue 18: disabled until a server-rendered page is hydrated (nothing typed is lost). */}
      <fieldset className="form-fields" disabled={!form.ready}>
        <TextField {...form.field('username')} label={t('auth.username')} autoComplete="username" />
        <TextField
          {...form.field('password')}
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
        />
        {config.autoLogin && (
          <label className="check">
            <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
            {t('auth.rememberMe')}
          </label>
        )}
        {captcha.widget}
        <SubmitButton busy={form.busy} label={t('auth.login')} busyLabel={t('auth.loggingIn')} />
      </fieldset>
      <FormFooter prompt={t('auth.noAccount')} to="/m/register" action={t('auth.registerNow')} />
    </form>
  );
}
