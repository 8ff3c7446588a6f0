/**
 * Add a Pix key (§2 /m/securityCenter/addBankCardPix; issue 12): the holder's name, the key type
 * (CPF, CNPJ, e-mail, phone, random key) and the key, validated by its format before sending (CPF
 * and CNPJ by their check digits) and again on the server. Once bound, the player goes on to withdraw.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { useSession } from '../../session/use-session';
import { TextField } from '../../ui/text-field';
import { useBindPixKey, withdrawInfoQuery } from './api';
import { BoundAccounts } from './bound-accounts';
import { FormError, handleSessionLoss, LoadError } from './money-ui';
import { checkPixKey, PIX_KEY_TYPES, type PixKeyType } from './rules';

const INPUT_MODE: Record<PixKeyType, 'numeric' | 'email' | 'tel' | 'text'> = {
  cpf: 'numeric', cnpj: 'numeric', email: 'email', phone: 'tel', random: 'text',
};

export function AddPixPage() {
  const t = useT();
  const navigate = useNavigate();
  const current = useSession();
  const info = useQuery({ ...withdrawInfoQuery(current?.token ?? ''), enabled: Boolean(current) });
  const bind = useBindPixKey();
  const [holderName, setHolderName] = useState('');
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('cpf');
  const [pixKey, setPixKey] = useState('');
  const [invalid, setInvalid] = useState<{ field: 'holderName' | 'pixKey'; reason: 'empty' | 'invalid' } | null>(null);
  const inFlight = useRef(false);
  const refs = { holderName: useRef<HTMLInputElement>(null), pixKey: useRef<HTMLInputElement>(null) };
  const data = info.data;
  const full = data ? data.accounts.length >= data.maxAccounts : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || bind.isPending) return;
    const check = checkPixKey({ holderName, pixKeyType, pixKey });
    if (!check.ok) {
      setInvalid({ field: check.field, reason: check.reason });
      refs[check.field].current?.focus();
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    bind.mutate(check.value, {
      onSuccess: () => void navigate({ to: '/m/withdraw', replace: true }),
      onError: handleSessionLoss,
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  const typeId = 'money-pix-type';
  return (
    <div className="stack money-page">
      {info.isError && <LoadError error={info.error} onRetry={() => void info.refetch()} />}
      {info.isPending && <p aria-busy="true">{t('common.loading')}</p>}
      {data && <BoundAccounts accounts={data.accounts} />}
      {data && !data.pixEnabled && (
        <p className="empty-state">
          {t('money.pixUnavailable')} <Link to="/m/securityCenter/addBankCard">{t('money.addAccount')}</Link>
        </p>
      )}
      {data && data.pixEnabled && full && <p className="empty-state">{t('money.accountLimit')}</p>}
      {data && data.pixEnabled && !full && (
        <form className="form" onSubmit={submit} noValidate aria-busy={bind.isPending} aria-label={t('money.addPixForm')}>
          <TextField ref={refs.holderName} label={t('money.holderName')} name="holderName" autoComplete="name" value={holderName} invalid={invalid?.field === 'holderName'} onChange={(v) => { setHolderName(v); if (invalid?.field === 'holderName') setInvalid(null); }} maxLength={64} />
          <div className="field">
            <label htmlFor={typeId}>{t('money.pixKeyType')}</label>
            <select id={typeId} name="pixKeyType" value={pixKeyType} onChange={(e) => { setPixKeyType(e.target.value as PixKeyType); setInvalid(null); }}>
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`money.pixType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField ref={refs.pixKey} label={t('money.pixKey')} name="pixKey" type={pixKeyType === 'email' ? 'email' : pixKeyType === 'phone' ? 'tel' : 'text'} inputMode={INPUT_MODE[pixKeyType]} autoComplete="off" value={pixKey} invalid={invalid?.field === 'pixKey'} onChange={(v) => { setPixKey(v); if (invalid?.field === 'pixKey') setInvalid(null); }} maxLength={120} />
          <p className="muted">{t(`money.pixHint.${pixKeyType}`)}</p>
          {invalid?.reason === 'invalid' && (
            <p role="alert" className="money-error">{t(invalid.field === 'holderName' ? 'money.error.account_holder_invalid' : 'money.error.pix_key_invalid')}</p>
          )}
          <FormError error={bind.error} />
          <button type="submit" className="button block" aria-disabled={bind.isPending}>
            {bind.isPending ? t('money.saving') : t('money.bindPixSubmit')}
          </button>
        </form>
      )}
    </div>
  );
}
