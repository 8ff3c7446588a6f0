/**
 * Password login (§4): idle → processing (a second submit is ignored; released 500 ms after) →
 * success (session stored, post-login destination of §2), login_verify_required (the route opens
 * the second-factor dialog), or a failure handled as §8 says. Remember me (§5) shows only when the
 * merchant's auto-login setting is on; the remembered username and password fill the form.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { LOGIN_RELEASE_DELAY_MS } from '../../config/constants';
import { tryDecode } from '../../../contract/decode';
import { verifyRequiredFlags, type VerifyRequiredFlags } from '../../../contract/entities';
import { ApiError } from '../../api/errors';
import { reportApiError } from '../../api/report';
import { login, type CaptchaResult, type LinkFields } from './api';
import { completeLogin, type LoginAttempt } from './complete-login';
import { applyLoginFailure, readRemembered } from './remembered';
import { decodeRememberedPassword, LOGIN_VERIFY_REQUIRED, loginFailureOutcome } from './rules';
import { TextField } from '../../ui/text-field';

/** The login captcha of the merchant (§5), composed by the route. */
export interface LoginCaptcha {
  widget: ReactNode;
  obtain(): Promise<CaptchaResult | null>;
  refresh(): void;
}

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
  if (!config.autoLogin || !remembered || remembered.merchant !== config.merchantCode || remembered.type !== 'username') return null;
  return { username: remembered.username, password: decodeRememberedPassword(remembered.password) ?? '' };
}

export function LoginForm({ redirectUrl, captcha, onVerifyRequired, linkFields, onFailure }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const config = merchant();
  const [initial] = useState(rememberedForForm);
  const [username, setUsername] = useState(initial?.username ?? '');
  const [password, setPassword] = useState(initial?.password ?? '');
  const [rememberMe, setRememberMe] = useState(initial !== null);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<'username' | 'password' | null>(null);
  const processing = useRef(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing.current) return;
    if (!username.trim()) {
      setInvalid('username');
      usernameRef.current?.focus();
      return;
    }
    if (!password) {
      setInvalid('password');
      passwordRef.current?.focus();
      return;
    }
    setInvalid(null);
    processing.current = true;
    setBusy(true);
    const attempt: LoginAttempt = { username: username.trim(), password, loginType: 'username', rememberMe: config.autoLogin && rememberMe, redirectUrl };
    try {
      const fields = await captcha.obtain();
      if (fields === null) return;
      const link = (await linkFields?.()) ?? undefined;
      if (link) attempt.link = link;
      try {
        const value = await login(username, password, fields, link);
        await navigate({ href: completeLogin(value, attempt), replace: true });
      } catch (error) {
        captcha.refresh();
        if (error instanceof ApiError && error.errorCode === LOGIN_VERIFY_REQUIRED) {
          const flags = tryDecode(verifyRequiredFlags, error.value);
          if (flags.ok && Object.values(flags.value).some(Boolean)) {
            onVerifyRequired(attempt, flags.value);
            return;
          }
        }
        const outcome = loginFailureOutcome({
          errorCode: error instanceof ApiError ? error.errorCode : undefined,
          answered: error instanceof ApiError && error.kind === 'business',
          auto: false,
        });
        applyLoginFailure(outcome);
        setPassword('');
        if (outcome.report) reportApiError(error);
        onFailure?.(error);
      }
    } finally {
      setTimeout(() => {
        processing.current = false;
        setBusy(false);
      }, LOGIN_RELEASE_DELAY_MS);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        ref={usernameRef}
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        invalid={invalid === 'username'}
        onChange={setUsername}
      />
      <TextField
        ref={passwordRef}
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        invalid={invalid === 'password'}
        onChange={setPassword}
      />
      {config.autoLogin && (
        <label className="check">
          <input type="checkbox" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          {t('auth.rememberMe')}
        </label>
      )}
      {captcha.widget}
      <button type="submit" className="button block" aria-disabled={busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p className="form-footer">
        {t('auth.noAccount')} <Link to="/m/register">{t('auth.registerNow')}</Link>
      </p>
    </form>
  );
}
