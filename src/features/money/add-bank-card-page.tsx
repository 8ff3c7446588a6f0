/**
 * Add bank card (§2 /m/securityCenter/addBankCard; issue 12): a bank (or e-wallet) of the merchant's
 * list, the holder's name and the account number, checked before sending (§5: an empty field is
 * highlighted and focused, no message) and again on the server. Bound accounts are shown masked.
 * Once bound, the player goes on to withdraw.
 */
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { Loading } from '../../ui/load-state';
import { useForm } from '../../ui/use-form';
import { useBindBankCard, withdrawInfoQuery } from './api';
import { BoundAccounts } from './bound-accounts';
import { FormError, handleSessionLoss, LoadError } from './money-ui';
import { checkBankCard, type BankCardValues, type FieldReason } from './rules';
import { SubmitButton } from '../../ui/submit-button';
import { useMemberRead } from '../../session/use-member-read';

type Field = keyof BankCardValues;

export function AddBankCardPage() {
  const t = useT();
  const navigate = useNavigate();
  const info = useMemberRead(withdrawInfoQuery);
  const bind = useBindBankCard();
  const [kind, setKind] = useState<'bank' | 'ewallet'>('bank');
  const form = useForm<BankCardValues, FieldReason>({
    initial: { providerCode: '', holderName: '', accountNumber: '' },
  });

  const data = info.data;
  const providers = (kind === 'ewallet' ? data?.eWallets : data?.banks) ?? [];
  const full = data ? data.accounts.length >= data.maxAccounts : false;

  const submit = form.handleSubmit(
    {
      // §5: an empty field is flagged and focused with no message; a malformed one also says why.
      validate: (values) => {
        const check = checkBankCard(
          values,
          providers.map((p) => p.code),
        );
        return check.ok ? null : { field: check.field, reason: check.reason };
      },
    },
    async (values) => {
      const check = checkBankCard(
        values,
        providers.map((p) => p.code),
      );
      if (!check.ok) return;
      try {
        await bind.mutateAsync({ kind, ...check.value });
        await navigate({ to: '/m/withdraw', replace: true });
      } catch (error) {
        handleSessionLoss(error);
      }
    },
  );
  const invalidField: Field | null = form.invalid;
  const providerField = form.field('providerCode');

  return (
    <div className="stack money-page">
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <Loading />}
      {data && <BoundAccounts accounts={data.accounts} />}
      {data && full && <p className="empty-state">{t('money.accountLimit')}</p>}
      {data && !full && (
        <form
          className="form"
          onSubmit={submit}
          noValidate
          aria-busy={form.busy}
          aria-label={t('money.addAccountForm')}
        >
          {data.eWallets.length > 0 && (
            <fieldset className="money-options">
              <legend>{t('money.accountKind')}</legend>
              {(['bank', 'ewallet'] as const).map((k) => (
                <label key={k} className="money-option">
                  <input
                    type="radio"
                    name="kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      form.set('providerCode', '');
                    }}
                  />
                  <span>{t(k === 'bank' ? 'money.kindBank' : 'money.kindEWallet')}</span>
                </label>
              ))}
            </fieldset>
          )}
          <SelectField
            {...providerField}
            id="money-provider"
            label={t(kind === 'bank' ? 'money.bank' : 'money.eWallet')}
            placeholder={t('money.choose')}
            options={providers.map((p) => ({ value: p.code, label: p.name }))}
          />
          <TextField {...form.field('holderName')} label={t('money.holderName')} autoComplete="name" maxLength={64} />
          <TextField
            {...form.field('accountNumber')}
            label={t(kind === 'bank' ? 'money.accountNumber' : 'money.walletNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
          />
          {invalidField && form.reason === 'invalid' && (
            <p role="alert" className="money-error">
              {t(
                invalidField === 'holderName'
                  ? 'money.error.account_holder_invalid'
                  : invalidField === 'accountNumber'
                    ? 'money.error.account_number_invalid'
                    : 'money.error.account_provider_unknown',
              )}
            </p>
          )}
          <FormError error={bind.error} />
          <SubmitButton busy={form.busy} label={t('money.bindSubmit')} busyLabel={t('money.saving')} />
          {data.pixEnabled && (
            <p className="money-links">
              <Link to="/m/securityCenter/addBankCardPix" className="standalone-link">
                {t('money.addPix')}
              </Link>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
