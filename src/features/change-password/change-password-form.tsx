/**
 * Change password (§2 /m/changePsw): current and new password (at least 6, §9) and the
 * confirmation, sent encrypted. Success returns home. The default-password and expired-password
 * flows of §2 land here.
 */
import { useNavigate } from '@tanstack/react-router';
import { reportApiError } from '../../api/report';
import { HOME_PATH, INFO_TOAST_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { useChangePassword } from './api';
import { checkChangePassword, type ChangePasswordValues } from './rules';
import { SubmitButton } from '../../ui/submit-button';

const NOTICE_FOR: Partial<Record<'mismatch' | 'same', string>> = {
  mismatch: 'register.passwordsDiffer',
  same: 'changePassword.same',
};

export function ChangePasswordForm() {
  const t = useT();
  const navigate = useNavigate();
  const change = useChangePassword();
  // The block is released as soon as the call ends (a failed attempt may be corrected at once).
  const form = useForm<ChangePasswordValues>({
    initial: { oldPassword: '', newPassword: '', confirm: '' },
    releaseMs: 0,
  });

  const validate = (values: ChangePasswordValues) => {
    const check = checkChangePassword(values);
    if (check.ok) return null;
    const key = check.reason === 'mismatch' || check.reason === 'same' ? NOTICE_FOR[check.reason] : undefined;
    if (key) overlayStore.notice(text(key));
    return check.field;
  };

  // Passwords are sent as typed (never trimmed).
  const submit = form.handleSubmit(
    { validate, keep: ['oldPassword', 'newPassword', 'confirm'] },
    async ({ oldPassword, newPassword }) => {
      try {
        await change.mutateAsync({ oldPassword, newPassword });
        overlayStore.toast(text('changePassword.success'), INFO_TOAST_MS);
        await navigate({ href: HOME_PATH, replace: true });
      } catch (error) {
        form.set('oldPassword', '');
        reportApiError(error);
      }
    },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={form.busy}>
      <p className="hint">{t('changePassword.intro')}</p>
      <TextField
        {...form.field('oldPassword')}
        label={t('changePassword.old')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...form.field('newPassword')}
        label={t('changePassword.new')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        {...form.field('confirm')}
        label={t('changePassword.confirm')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton busy={form.busy} label={t('changePassword.submit')} busyLabel={t('changePassword.saving')} />
    </form>
  );
}
