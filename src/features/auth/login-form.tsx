/**
 * Password login (§4): idle → processing (a second submit is ignored; released 500 ms after) →
 * success (session stored, post-login destination of §2) or an alert with the server's message.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { merchant } from '../../config/runtime';
import { LOGIN_RELEASE_DELAY_MS } from '../../config/constants';
import { reportApiError } from '../../api/report';
import { session } from '../../session/store';
import { sessionFromLogin } from '../../session/model';
import { login } from './api';
import { postLoginDestination } from './rules';
import { TextField } from '../page-frame/text-field';

export function LoginForm({ redirectUrl }: { redirectUrl?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
    try {
      const value = await login(username, password);
      const config = merchant();
      session.start(sessionFromLogin(value, config.merchantCode));
      const to = postLoginDestination({
        password,
        loginType: 'username',
        passwordExpired: value.passwordExpired,
        forcePasswordChange: config.forcePasswordChange,
        redirectUrl,
      });
      await navigate({ href: to, replace: true });
    } catch (error) {
      setPassword('');
      reportApiError(error);
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
      <button type="submit" className="button block" aria-disabled={busy}>
        {busy ? t('auth.loggingIn') : t('auth.login')}
      </button>
      <p className="form-footer">
        {t('auth.noAccount')} <Link to="/m/register">{t('auth.registerNow')}</Link>
      </p>
    </form>
  );
}
