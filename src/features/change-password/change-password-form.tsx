/**
 * Change password (§2 /m/changePsw): current and new password (at least 6, §9) and the
 * confirmation, sent encrypted. Success returns home. The default-password and expired-password
 * flows of §2 land here.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { call } from '../../api/client';
import { reportApiError } from '../../api/report';
import { HOME_PATH, INFO_TOAST_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { TextField } from '../../ui/text-field';
import { checkChangePassword, type ChangePasswordValues } from './rules';

type Field = keyof ChangePasswordValues;

const NOTICE_FOR: Partial<Record<'mismatch' | 'same', string>> = {
  mismatch: 'register.passwordsDiffer',
  same: 'changePassword.same',
};

export function ChangePasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const [values, setValues] = useState<ChangePasswordValues>({ oldPassword: '', newPassword: '', confirm: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const refs = { oldPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = checkChangePassword(values);
    if (!check.ok) {
      setInvalid(check.field);
      refs[check.field].current?.focus();
      const key = check.reason === 'mismatch' || check.reason === 'same' ? NOTICE_FOR[check.reason] : undefined;
      if (key) overlayStore.alert({ title: text('common.notice'), message: text(key), confirm: { label: text('common.confirm') } });
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    setBusy(true);
    try {
      await call('changePassword', { oldPassword: values.oldPassword, newPassword: values.newPassword });
      overlayStore.toast(text('changePassword.success'), INFO_TOAST_MS);
      await navigate({ href: HOME_PATH, replace: true });
    } catch (error) {
      setValues((v) => ({ ...v, oldPassword: '' }));
      reportApiError(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const set = (field: Field) => (v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    if (invalid === field) setInvalid(null);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="hint">{t('changePassword.intro')}</p>
      <TextField ref={refs.oldPassword} label={t('changePassword.old')} name="oldPassword" type="password" autoComplete="current-password" value={values.oldPassword} invalid={invalid === 'oldPassword'} onChange={set('oldPassword')} />
      <TextField ref={refs.newPassword} label={t('changePassword.new')} name="newPassword" type="password" autoComplete="new-password" value={values.newPassword} invalid={invalid === 'newPassword'} onChange={set('newPassword')} />
      <TextField ref={refs.confirm} label={t('changePassword.confirm')} name="confirm" type="password" autoComplete="new-password" value={values.confirm} invalid={invalid === 'confirm'} onChange={set('confirm')} />
      <button type="submit" className="button block" aria-disabled={busy}>
        {busy ? t('changePassword.saving') : t('changePassword.submit')}
      </button>
    </form>
  );
}
