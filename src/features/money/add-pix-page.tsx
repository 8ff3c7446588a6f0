/**
 * Add a Pix key (§2 /m/securityCenter/addBankCardPix; issue 12): the holder's name, the key type
 * (CPF, CNPJ, e-mail, phone, random key) and the key, validated by its format before sending (CPF
 * and CNPJ by their check digits) and again on the server. Once bound, the player goes on to withdraw.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { Loading } from '../../ui/load-state';
import { useForm } from '../../ui/use-form';
import { useBindPixKey, withdrawInfoQuery } from './api';
import { BoundAccounts } from './bound-accounts';
import { FormError, handleSessionLoss, LoadError } from './money-ui';
import { checkPixKey, PIX_EXAMPLES, PIX_KEY_TYPES, type FieldReason, type PixKeyType, type PixValues } from './rules';
import { SubmitButton } from '../../ui/submit-button';
import { useMemberRead } from '../../session/use-member-read';

const INPUT_MODE: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  cpf: 'numeric',
  cnpj: 'numeric',
  email: 'email',
  phone: 'tel',
  random: 'text',
};

export function AddPixPage() {
  const t = useT();
  const navigate = useNavigate();
  const info = useMemberRead(withdrawInfoQuery);
  const bind = useBindPixKey();
  const form = useForm<PixValues, FieldReason>({ initial: { holderName: '', pixKeyType: 'cpf', pixKey: '' } });
  const pixKeyType = form.values.pixKeyType;
  const data = info.data;
  const full = data ? data.accounts.length >= data.maxAccounts : false;

  const submit = form.handleSubmit(
    {
      // §5: an empty field is flagged and focused with no message; a malformed key also says why.
      validate: (values) => {
        const check = checkPixKey(values);
        return check.ok ? null : { field: check.field, reason: check.reason };
      },
    },
    async (values) => {
      const check = checkPixKey(values);
      if (!check.ok) return;
      try {
        await bind.mutateAsync(check.value);
        await navigate({ to: '/m/withdraw', replace: true });
      } catch (error) {
        handleSessionLoss(error);
      }
    },
  );
  const invalidField = form.invalid;

  return (
    <div className="stack money-page">
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <Loading />}
      {data && <BoundAccounts accounts={data.accounts} />}
      {data && !data.pixEnabled && (
        <p className="empty-state">
          {t('money.pixUnavailable')} <Link to="/m/securityCenter/addBankCard">{t('money.addAccount')}</Link>
        </p>
      )}
      {data && data.pixEnabled && full && <p className="empty-state">{t('money.accountLimit')}</p>}
      {data && data.pixEnabled && !full && (
        <form className="form" onSubmit={submit} noValidate aria-busy={form.busy} aria-label={t('money.addPixForm')}>
          <TextField {...form.field('holderName')} label={t('money.holderName')} autoComplete="name" maxLength={64} />
          <SelectField
            id="money-pix-type"
            name="pixKeyType"
            label={t('money.pixKeyType')}
            value={pixKeyType}
            onChange={(value) => form.set('pixKeyType', value as PixKeyType)}
            options={PIX_KEY_TYPES.map((type) => ({ value: type, label: t(`money.pixType.${type}`) }))}
          />
          <TextField
            {...form.field('pixKey')}
            label={t('money.pixKey')}
            type={pixKeyType === 'email' ? 'email' : pixKeyType === 'phone' ? 'tel' : 'text'}
            inputMode={INPUT_MODE[pixKeyType]}
            autoComplete="off"
            maxLength={120}
          />
          <p className="muted">{t(`money.pixHint.${pixKeyType}`, { example: PIX_EXAMPLES[pixKeyType] ?? '' })}</p>
          {invalidField && invalidField !== 'pixKeyType' && form.reason === 'invalid' && (
            <p role="alert" className="money-error">
              {t(invalidField === 'holderName' ? 'money.error.account_holder_invalid' : 'money.error.pix_key_invalid')}
            </p>
          )}
          <FormError error={bind.error} />
          <SubmitButton busy={form.busy} label={t('money.bindPixSubmit')} busyLabel={t('money.saving')} />
        </form>
      )}
    </div>
  );
}
