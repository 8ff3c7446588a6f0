/**
 * The second-factor dialog (§2, §4, §5, §8), loaded when a login answers login_verify_required.
 * Tabs payeeName, sms, ga, email for the flagged methods; the first required one is open. An empty
 * field is highlighted and focused with no message; values are trimmed. Sending a code turns the
 * button into a countdown until the server's expirationTime (60 s without one). Failure: the
 * server's message and the inputs cleared. Success: login_2fa_pass, then the post-login flow after
 * 500 ms. A real modal dialog: labelled, focus inside, Escape closes.
 */
import { useQuery } from '@tanstack/react-query';
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import { useRef, useState } from 'react';
import type { LoginValue, VerifyRequiredFlags } from '../../../contract/entities';
import { ApiError } from '../../api/errors';
import { reportApiError } from '../../api/report';
import { INFO_TOAST_MS, SECOND_FACTOR_SUCCESS_DELAY_MS } from '../../config/constants';
import { activeLocale, useT } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { getDeviceId } from '../../lib/device-id';
import { overlayStore, t as text } from '../../lib/overlays';
import type { CaptchaHandle } from '../../ui/captcha-handle';
import { TextField } from '../../ui/text-field';
import { useForm } from '../../ui/use-form';
import { CloseHeader, ModalDialog } from '../../ui/modal-dialog';
import { Tabs } from '../../ui/tabs';
import { useCountdown } from '../../ui/countdown';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { countriesQuery } from '../../api/countries';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { useSendCode, useVerifySecondFactor } from './api';
import {
  CODE_MAX_LENGTH,
  countdownEnd,
  EMPTY_VALUES,
  openTab,
  secondFactorRequest,
  tabsFor,
  validateCodeSend,
  validateSecondFactor,
  type SecondFactorTab,
  type SecondFactorValues,
} from './rules';

/** The sms captcha of the merchant (§5), composed by the route. */
export type SmsCaptcha = CaptchaHandle;

export interface SecondFactorDialogProps {
  flags: VerifyRequiredFlags;
  credentials: {
    username: string;
    password: string;
    link?: { firebaseChannel?: FirebaseChannel; firebaseIdToken?: string };
  };
  smsCaptcha: SmsCaptcha;
  onVerified: (value: LoginValue) => void;
  onClose: () => void;
}

const TAB_KEYS: Record<SecondFactorTab, string> = {
  payeeName: 'secondFactor.tab.payeeName',
  sms: 'secondFactor.tab.sms',
  ga: 'secondFactor.tab.ga',
  email: 'secondFactor.tab.email',
};

/** How a one-time code is typed: the authenticator's and the one sent by SMS or email alike. */
const ONE_TIME_CODE = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: CODE_MAX_LENGTH } as const;

function expirationOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || !error.value || typeof error.value !== 'object') return undefined;
  const value = (error.value as { expirationTime?: unknown }).expirationTime;
  return typeof value === 'number' ? value : undefined;
}

export default function SecondFactorDialog({
  flags,
  credentials,
  smsCaptcha,
  onVerified,
  onClose,
}: SecondFactorDialogProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const tabs = tabsFor(flags);
  const [tab, setTab] = useState<SecondFactorTab>(() => openTab(flags) ?? 'payeeName');
  // One verification at a time; a failed one may be retried at once (no release delay).
  const form = useForm<SecondFactorValues>({ initial: EMPTY_VALUES, releaseMs: 0 });
  const busy = form.busy;
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState<Record<'sms' | 'email', number | null>>({ sms: null, email: null });
  const left = { sms: useCountdown(countdown.sms), email: useCountdown(countdown.email) };
  const picker = useDialingCode(useQuery({ ...countriesQuery(), enabled: tabs.includes('sms') }));
  const verify = useVerifySecondFactor();
  const codeSender = useSendCode();

  const switchTab = (next: SecondFactorTab) => {
    setTab(next);
    form.unflag();
  };

  const sendCode = async (channel: 'sms' | 'email') => {
    if (sending || left[channel] > 0) return;
    const check = validateCodeSend(channel, form.values);
    if (!check.ok) return form.flag(check.field);
    let dialingCode: string | undefined;
    if (channel === 'sms') {
      dialingCode = picker.country?.countryDialingCode;
      if (!dialingCode) {
        overlayStore.notice(text('countries.loadFailed'));
        picker.retry();
        return;
      }
    }
    setSending(true);
    try {
      const captcha = await smsCaptcha.obtain();
      if (captcha === null) return;
      try {
        const answer = await codeSender.mutateAsync(
          channel === 'sms'
            ? { channel, countryDialingCode: dialingCode!, mobileNum: check.value, captcha }
            : { channel, email: check.value, captcha },
        );
        setCountdown((c) => ({ ...c, [channel]: countdownEnd(answer.expirationTime, Date.now()) }));
        overlayStore.toast(text('secondFactor.codeSent'), INFO_TOAST_MS);
        form.focus('verificationCode');
      } catch (error) {
        const expiration = expirationOf(error);
        if (expiration !== undefined) {
          setCountdown((c) => ({ ...c, [channel]: countdownEnd(expiration, Date.now()) }));
        }
        reportApiError(error);
      } finally {
        smsCaptcha.refresh();
      }
    } finally {
      setSending(false);
    }
  };

  const validate = (values: SecondFactorValues) => {
    const check = validateSecondFactor(tab, values);
    return check.ok ? null : check.field;
  };
  const submit = form.handleSubmit({ validate }, async (values) => {
    const check = validateSecondFactor(tab, values);
    if (!check.ok) return;
    let value: LoginValue;
    try {
      value = await verify.mutateAsync(secondFactorRequest(tab, credentials, check.values, getDeviceId()));
    } catch (error) {
      // §8: the server's message, and the inputs cleared.
      form.setValues(EMPTY_VALUES);
      reportApiError(error);
      return;
    }
    dialog.current?.close();
    overlayStore.toast(text('secondFactor.passed'), INFO_TOAST_MS);
    // Still busy (no second submit) until the verified login goes on.
    await new Promise((resolve) => setTimeout(resolve, SECOND_FACTOR_SUCCESS_DELAY_MS));
    onVerified(value);
  });

  const { name: _mobileName, ...mobileField } = form.field('mobileNum');
  const sendButton = (channel: 'sms' | 'email') => {
    const seconds = left[channel];
    return (
      <button
        type="button"
        className="button small secondary send-code"
        disabled={seconds > 0 || sending}
        onClick={() => void sendCode(channel)}
      >
        {seconds > 0
          ? t('secondFactor.resendIn', { count: seconds, seconds: formatNumber(seconds, activeLocale()) })
          : t('secondFactor.sendCode')}
      </button>
    );
  };

  return (
    <ModalDialog
      ref={dialog}
      className="alert second-factor"
      title={t('secondFactor.title')}
      header={(title) => <CloseHeader title={title} onClose={onClose} disabled={busy} />}
      description={t('secondFactor.tip')}
      descriptionClassName="hint"
      onClose={onClose}
      closable={!busy}
    >
      <Tabs
        label={t('secondFactor.methods')}
        tabs={tabs.map((name) => ({ id: name, label: t(TAB_KEYS[name]) }))}
        selected={tab}
        onSelect={switchTab}
      >
        {(panel) => (
          <form {...panel} className="form" onSubmit={submit} noValidate aria-busy={busy}>
            {tab === 'payeeName' && (
              <TextField {...form.field('payeeName')} label={t('secondFactor.payeeName')} autoComplete="name" />
            )}
            {tab === 'ga' && (
              <TextField {...form.field('authCode')} label={t('secondFactor.authCode')} {...ONE_TIME_CODE} />
            )}
            {tab === 'sms' && (
              <>
                <MobileNumberField {...mobileField} label={t('secondFactor.mobileNum')} picker={picker} />
                {smsCaptcha.widget}
                {sendButton('sms')}
              </>
            )}
            {tab === 'email' && (
              <>
                <TextField
                  {...form.field('email')}
                  label={t('secondFactor.email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                />
                {smsCaptcha.widget}
                {sendButton('email')}
              </>
            )}
            {(tab === 'sms' || tab === 'email') && (
              <TextField
                {...form.field('verificationCode')}
                label={t('secondFactor.verificationCode')}
                {...ONE_TIME_CODE}
              />
            )}
            <button type="submit" className="button block" aria-disabled={busy}>
              {busy ? t('secondFactor.verifying') : t('secondFactor.submit')}
            </button>
          </form>
        )}
      </Tabs>
    </ModalDialog>
  );
}
