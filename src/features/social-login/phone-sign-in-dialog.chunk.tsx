/**
 * §4 phone sign-in by SMS (the merchant's SMS provider is Firebase): the number with its dialling
 * code (§2 picker), send code (Firebase sends the SMS, behind the invisible reCAPTCHA verifier the
 * SDK requires), a 60 s countdown (§9 SMS_FALLBACK_COUNTDOWN_MS, "60 s with firebase"), then verify.
 * The ID token then logs in like any social sign-in. A real modal dialog: labelled, Escape closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FIREBASE_SMS_CODE_LENGTH, INFO_TOAST_MS, SMS_FALLBACK_COUNTDOWN_MS } from '../../config/constants';
import { activeLocale, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { overlayStore, t as text } from '../../lib/overlays';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { countriesQuery } from '../../api/countries';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { TextField } from '../../ui/text-field';
import { CloseHeader, ModalDialog } from '../../ui/modal-dialog';
import { useCountdown } from '../../ui/countdown';
import { useForm } from '../../ui/use-form';
import { loadFirebase, loginWithFirebase, reportFirebaseError } from './flow.chunk';
import { firebaseSetup } from './availability';
import { e164 } from './rules';
import { useFlowContext } from './flow-context';
import { SubmitButton } from '../../ui/submit-button';

export default function PhoneSignInDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const ctx = useFlowContext();
  const sendRef = useRef<HTMLButtonElement>(null);
  const picker = useDialingCode(useQuery({ ...countriesQuery(), enabled: true }));
  // A failed check is answered at once: the block is released as soon as the call ends.
  const form = useForm({ initial: { mobileNum: '', code: '' }, releaseMs: 0 });
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState<number | null>(null);
  const left = useCountdown(until);

  const send = async () => {
    const setup = firebaseSetup();
    if (sending || left > 0 || !setup) return;
    const dialingCode = picker.country?.countryDialingCode;
    if (!dialingCode) {
      overlayStore.notice(text('countries.loadFailed'));
      picker.retry();
      return;
    }
    const phone = e164(dialingCode, form.values.mobileNum);
    if (!phone) return form.flag('mobileNum');
    form.unflag();
    setSending(true);
    try {
      await (await loadFirebase()).sendPhoneCode(setup, phone, sendRef.current!);
      setUntil(Date.now() + SMS_FALLBACK_COUNTDOWN_MS);
      overlayStore.toast(text('secondFactor.codeSent'), INFO_TOAST_MS);
      form.focus('code');
    } catch (error) {
      reportFirebaseError(error);
    } finally {
      setSending(false);
    }
  };

  const verify = form.handleSubmit({ required: ['code'] }, async ({ code }) => {
    try {
      const args = await (await loadFirebase()).confirmPhoneCode(code);
      await loginWithFirebase(args, ctx);
    } catch (error) {
      form.set('code', '');
      reportFirebaseError(error);
    }
  });

  const { name: _mobileName, ...mobile } = form.field('mobileNum');
  return (
    <ModalDialog
      className="alert phone-sign-in"
      title={t('social.phoneTitle')}
      header={(title) => <CloseHeader title={title} onClose={onClose} disabled={form.busy} />}
      onClose={onClose}
      closable={!form.busy}
    >
      <form className="form" onSubmit={verify} noValidate aria-busy={form.busy}>
        <MobileNumberField {...mobile} label={t('register.mobileNum')} picker={picker} />
        <button
          ref={sendRef}
          type="button"
          className="button small secondary send-code"
          disabled={left > 0 || sending}
          onClick={() => void send()}
        >
          {left > 0
            ? t('secondFactor.resendIn', { count: left, seconds: formatNumber(left, activeLocale()) })
            : t('secondFactor.sendCode')}
        </button>
        <TextField
          {...form.field('code')}
          name="verificationCode"
          label={t('secondFactor.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={FIREBASE_SMS_CODE_LENGTH}
        />
        <SubmitButton busy={form.busy} label={t('social.verifyAndSignIn')} busyLabel={t('secondFactor.verifying')} />
      </form>
    </ModalDialog>
  );
}
