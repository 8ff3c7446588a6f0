/**
 * §4 phone sign-in by SMS (the merchant's SMS provider is Firebase): the number with its dialling
 * code (§2 picker), send code (Firebase sends the SMS, behind the invisible reCAPTCHA verifier the
 * SDK requires), a 60 s countdown (§9 SMS_FALLBACK_COUNTDOWN_MS, "60 s with firebase"), then verify.
 * The ID token then logs in like any social sign-in. A real modal dialog: labelled, Escape closes.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COUNTDOWN_TICK_MS, FIREBASE_SMS_CODE_LENGTH, INFO_TOAST_MS, SMS_FALLBACK_COUNTDOWN_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { overlayStore, t as text } from '../../lib/overlays';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { TextField } from '../../ui/text-field';
import { firebaseSetup, loadFirebase, loginWithFirebase, reportFirebaseError } from './flow';
import { e164 } from './rules';
import { useFlowContext } from './social-sign-in';

export default function PhoneSignInDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const id = useId();
  const ctx = useFlowContext();
  const dialog = useRef<HTMLDialogElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sendRef = useRef<HTMLButtonElement>(null);
  const picker = useDialingCode(true);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<'mobileNum' | 'code' | null>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  const left = until !== null && until > now ? Math.ceil((until - now) / 1000) : 0;
  const flag = (field: 'mobileNum' | 'code') => {
    setInvalid(field);
    (field === 'mobileNum' ? mobileRef : codeRef).current?.focus();
  };

  const send = async () => {
    const setup = firebaseSetup();
    if (sending || left > 0 || !setup) return;
    const dialingCode = picker.country?.countryDialingCode;
    if (!dialingCode) {
      overlayStore.alert({ title: text('common.notice'), message: text('countries.loadFailed'), confirm: { label: text('common.confirm') } });
      picker.retry();
      return;
    }
    const phone = e164(dialingCode, mobileNum);
    if (!phone) return flag('mobileNum');
    setInvalid(null);
    setSending(true);
    try {
      await (await loadFirebase()).sendPhoneCode(setup, phone, sendRef.current!);
      const started = Date.now();
      setNow(started);
      setUntil(started + SMS_FALLBACK_COUNTDOWN_MS);
      overlayStore.toast(text('secondFactor.codeSent'), INFO_TOAST_MS);
      codeRef.current?.focus();
    } catch (error) {
      reportFirebaseError(error);
    } finally {
      setSending(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return flag('code');
    setInvalid(null);
    setBusy(true);
    try {
      const args = await (await loadFirebase()).confirmPhoneCode(code.trim());
      await loginWithFirebase(args, ctx);
    } catch (error) {
      setCode('');
      reportFirebaseError(error);
    } finally {
      setBusy(false);
    }
  };

  const titleId = `${id}-title`;
  return (
    <dialog
      ref={dialog}
      className="alert phone-sign-in"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="sheet-header">
        <h2 id={titleId}>{t('social.phoneTitle')}</h2>
        <button type="button" className="icon-button dark" aria-label={t('common.close')} onClick={onClose} disabled={busy}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form className="form" onSubmit={verify} noValidate aria-busy={busy}>
        <MobileNumberField
          ref={mobileRef}
          label={t('register.mobileNum')}
          value={mobileNum}
          invalid={invalid === 'mobileNum'}
          onChange={(v) => {
            setMobileNum(v);
            if (invalid === 'mobileNum') setInvalid(null);
          }}
          picker={picker}
        />
        <button ref={sendRef} type="button" className="button small secondary send-code" disabled={left > 0 || sending} onClick={() => void send()}>
          {left > 0 ? t('secondFactor.resendIn', { seconds: left }) : t('secondFactor.sendCode')}
        </button>
        <TextField
          ref={codeRef}
          label={t('secondFactor.verificationCode')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={FIREBASE_SMS_CODE_LENGTH}
          value={code}
          invalid={invalid === 'code'}
          onChange={(v) => {
            setCode(v);
            if (invalid === 'code') setInvalid(null);
          }}
        />
        <button type="submit" className="button block" aria-disabled={busy}>
          {busy ? t('secondFactor.verifying') : t('social.verifyAndSignIn')}
        </button>
      </form>
    </dialog>
  );
}
