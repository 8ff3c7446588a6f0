/**
 * Registration by username (§4 Registration): one at a time; success shows an alert, sets the
 * token and goes to /m/home; failure shows the server's message.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { call } from '../../api/client';
import { reportApiError } from '../../api/report';
import { merchant } from '../../config/runtime';
import { HOME_PATH, MIN_PASSWORD_LENGTH, REGISTRATION_INFO_KEY } from '../../config/constants';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import { readJson } from '../../lib/storage';
import { overlayStore, t as text } from '../../lib/overlays';
import { session } from '../../session/store';
import { sessionFromRegister } from '../../session/model';
import { TextField } from '../page-frame/text-field';
import { parseRegistrationInfo, registerPayload } from './rules';

type Field = 'username' | 'password' | 'confirm';

export function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', password: '', confirm: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const flag = (field: Field) => {
    setInvalid(field);
    refs[field].current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!values.username.trim()) return flag('username');
    if (values.password.length < MIN_PASSWORD_LENGTH) return flag('password');
    if (values.confirm !== values.password) {
      flag('confirm');
      overlayStore.alert({ title: text('common.notice'), message: text('register.passwordsDiffer'), confirm: { label: text('common.confirm') } });
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    setBusy(true);
    try {
      const value = await call(
        'register',
        registerPayload({
          username: values.username,
          password: values.password,
          deviceKind: currentDeviceKind(),
          deviceId: getDeviceId(),
          href: location.href,
          hostname: location.hostname,
          info: parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY)),
        }),
      );
      overlayStore.alert({ title: text('common.notice'), message: text('register.success'), confirm: { label: text('common.confirm') } });
      session.start(sessionFromRegister(value, merchant().merchantCode));
      await navigate({ href: HOME_PATH, replace: true });
    } catch (error) {
      reportApiError(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const set = (field: Field) => (v: string) => setValues((s) => ({ ...s, [field]: v }));
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField ref={refs.username} label={t('auth.username')} name="username" autoComplete="username" value={values.username} invalid={invalid === 'username'} onChange={set('username')} />
      <TextField ref={refs.password} label={t('auth.password')} name="password" type="password" autoComplete="new-password" value={values.password} invalid={invalid === 'password'} onChange={set('password')} />
      <TextField ref={refs.confirm} label={t('register.confirmPassword')} name="confirm" type="password" autoComplete="new-password" value={values.confirm} invalid={invalid === 'confirm'} onChange={set('confirm')} />
      <button type="submit" className="button block" aria-disabled={busy}>
        {busy ? t('register.registering') : t('register.submit')}
      </button>
      <p className="form-footer">
        {t('register.haveAccount')} <Link to="/m/login">{t('auth.login')}</Link>
      </p>
    </form>
  );
}
