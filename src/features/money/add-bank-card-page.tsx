/**
 * Add bank card (§2 /m/securityCenter/addBankCard; issue 12): a bank (or e-wallet) of the merchant's
 * list, the holder's name and the account number, checked before sending (§5: an empty field is
 * highlighted and focused, no message) and again on the server. Bound accounts are shown masked.
 * Once bound, the player goes on to withdraw.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { useSession } from '../../session/use-session';
import { TextField } from '../../ui/text-field';
import { useBindBankCard, withdrawInfoQuery } from './api';
import { BoundAccounts } from './bound-accounts';
import { FormError, handleSessionLoss, LoadError } from './money-ui';
import { checkBankCard, type BankCardValues } from './rules';

type Field = keyof BankCardValues;

export function AddBankCardPage() {
  const t = useT();
  const navigate = useNavigate();
  const current = useSession();
  const info = useQuery({ ...withdrawInfoQuery(current?.token ?? ''), enabled: Boolean(current) });
  const bind = useBindBankCard();
  const [kind, setKind] = useState<'bank' | 'ewallet'>('bank');
  const [values, setValues] = useState<BankCardValues>({ providerCode: '', holderName: '', accountNumber: '' });
  const [invalid, setInvalid] = useState<{ field: Field; reason: 'empty' | 'invalid' } | null>(null);
  const inFlight = useRef(false);
  const refs = { providerCode: useRef<HTMLSelectElement>(null), holderName: useRef<HTMLInputElement>(null), accountNumber: useRef<HTMLInputElement>(null) };

  const data = info.data;
  const providers = (kind === 'ewallet' ? data?.eWallets : data?.banks) ?? [];
  const full = data ? data.accounts.length >= data.maxAccounts : false;

  const set = (field: Field) => (v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    if (invalid?.field === field) setInvalid(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || bind.isPending) return;
    const check = checkBankCard(values, providers.map((p) => p.code));
    if (!check.ok) {
      setInvalid({ field: check.field, reason: check.reason });
      refs[check.field].current?.focus();
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    bind.mutate(
      { kind, ...check.value },
      {
        onSuccess: () => void navigate({ to: '/m/withdraw', replace: true }),
        onError: handleSessionLoss,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  const providerId = 'money-provider';
  return (
    <div className="stack money-page">
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {data && <BoundAccounts accounts={data.accounts} />}
      {data && full && <p className="empty-state">{t('money.accountLimit')}</p>}
      {data && !full && (
        <form className="form" onSubmit={submit} noValidate aria-busy={bind.isPending} aria-label={t('money.addAccountForm')}>
          {data.eWallets.length > 0 && (
            <fieldset className="money-options">
              <legend>{t('money.accountKind')}</legend>
              {(['bank', 'ewallet'] as const).map((k) => (
                <label key={k} className="money-option">
                  <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => { setKind(k); set('providerCode')(''); }} />
                  <span>{t(k === 'bank' ? 'money.kindBank' : 'money.kindEWallet')}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className={invalid?.field === 'providerCode' ? 'field invalid' : 'field'}>
            <label htmlFor={providerId}>{t(kind === 'bank' ? 'money.bank' : 'money.eWallet')}</label>
            <select
              ref={refs.providerCode}
              id={providerId}
              name="providerCode"
              value={values.providerCode}
              aria-invalid={invalid?.field === 'providerCode' || undefined}
              onChange={(e) => set('providerCode')(e.target.value)}
            >
              <option value="">{t('money.choose')}</option>
              {providers.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <TextField ref={refs.holderName} label={t('money.holderName')} name="holderName" autoComplete="name" value={values.holderName} invalid={invalid?.field === 'holderName'} onChange={set('holderName')} maxLength={64} />
          <TextField ref={refs.accountNumber} label={t(kind === 'bank' ? 'money.accountNumber' : 'money.walletNumber')} name="accountNumber" inputMode="numeric" autoComplete="off" value={values.accountNumber} invalid={invalid?.field === 'accountNumber'} onChange={set('accountNumber')} maxLength={32} />
          {invalid?.reason === 'invalid' && (
            <p role="alert" className="money-error">
              {t(invalid.field === 'holderName' ? 'money.error.account_holder_invalid' : invalid.field === 'accountNumber' ? 'money.error.account_number_invalid' : 'money.error.account_provider_unknown')}
            </p>
          )}
          <FormError error={bind.error} />
          <button type="submit" className="button block" aria-disabled={bind.isPending}>
            {bind.isPending ? t('money.saving') : t('money.bindSubmit')}
          </button>
          {data.pixEnabled && (
            <p className="money-links">
              <Link to="/m/securityCenter/addBankCardPix">{t('money.addPix')}</Link>
            </p>
          )}
        </form>
      )}
    </div>
  );
}
