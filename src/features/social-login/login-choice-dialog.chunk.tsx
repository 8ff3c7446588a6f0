/**
 * §2 the login-choice confirm dialog, shown when a social sign-in is not bound to an account yet
 * (§4 bind_customer_required without auto-registration): the server message with parenthesised
 * text removed, 'login existing account' (log in by password, which links the sign-in, §3),
 * 'register new' (only with FIREBASECREATEACC3) and confirm (which drops the sign-in).
 */
import { merchant } from '../../config/runtime';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/modal-dialog';
import { loginChoiceButtons } from './rules';
import type { LoginChoice } from './state';
import { DialogButton } from '../../ui/dialog-button';

export interface LoginChoiceDialogProps {
  choice: LoginChoice;
  onLoginExisting: () => void;
  onRegisterNew: () => void;
  onConfirm: () => void;
}

export default function LoginChoiceDialog({
  choice,
  onLoginExisting,
  onRegisterNew,
  onConfirm,
}: LoginChoiceDialogProps) {
  const t = useT();
  const buttons = loginChoiceButtons(merchant().whitelabel);

  return (
    <ModalDialog
      className="alert login-choice"
      title={t('social.choice.title')}
      description={choice.message || t('social.choice.fallback')}
      onClose={onConfirm}
      footerClassName="alert-actions stacked"
      footer={
        <>
          {buttons.includes('loginExisting') && (
            <DialogButton onClick={onLoginExisting}>{t('social.choice.loginExisting')}</DialogButton>
          )}
          {buttons.includes('registerNew') && (
            <DialogButton onClick={onRegisterNew}>{t('social.choice.registerNew')}</DialogButton>
          )}
          <DialogButton primary onClick={onConfirm}>
            {t('common.confirm')}
          </DialogButton>
        </>
      }
    />
  );
}
