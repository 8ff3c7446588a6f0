/**
 * The second-factor dialog (§2, §4, §5, §8), loaded when a login answers login_verify_required.
 * Tabs payeeName, sms, ga, email for the flagged methods; the first required one is open. An empty
 * field is highlighted and focused with no message; values are trimmed. Sending a code turns the
 * button into a countdown until the server's expirationTime (60 s without one). Failure: the
 * server's message and the inputs cleared. Success: login_2fa_pass, then the post-login flow after
 * 500 ms. A real modal dialog: labelled, focus inside, Escape closes.
 */
import type { FirebaseChannel } from '../../../contract/firebase-channels';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { LoginValue, VerifyRequiredFlags } from '../../../contract/entities';
import { ApiError } from '../../api/errors';
import { reportApiError } from '../../api/report';
import { COUNTDOWN_TICK_MS, INFO_TOAST_MS, SECOND_FACTOR_SUCCESS_DELAY_MS } from '../../config/constants';
import { useT } from '../../i18n';
import { getDeviceId } from '../../lib/device-id';
import { overlayStore, t as text } from '../../lib/overlays';
import { TextField } from '../../ui/text-field';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { sendEmailCode, sendSmsCode, verifySecondFactor } from './api';
import {
  CODE_MAX_LENGTH, countdownEnd, EMPTY_VALUES, openTab, secondFactorRequest, secondsLeft, tabsFor, validateCodeSend, validateSecondFactor,
  type SecondFactorField, type SecondFactorTab, type SecondFactorValues,
} from './rules';

type CaptchaFields = { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string };

/** The sms captcha of the merchant (§5), composed by the route. */
export interface SmsCaptcha {
  widget: ReactNode;
  obtain(): Promise<CaptchaFields | null>;
  refresh(): void;
}

export interface SecondFactorDialogProps {
  flags: VerifyRequiredFlags;
  credentials: { username: string; password: string; link?: { firebaseChannel?: FirebaseChannel; firebaseIdToken?: string } };
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

function expirationOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || !error.value || typeof error.value !== 'object') return undefined;
  const value = (error.value as { expirationTime?: unknown }).expirationTime;
  return typeof value === 'number' ? value : undefined;
}

export default function SecondFactorDialog({ flags, credentials, smsCaptcha, onVerified, onClose }: SecondFactorDialogProps) {
  const t = useT();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const tabs = tabsFor(flags);
  const [tab, setTab] = useState<SecondFactorTab>(() => openTab(flags) ?? 'payeeName');
  const [values, setValues] = useState<SecondFactorValues>(EMPTY_VALUES);
  const [invalid, setInvalid] = useState<SecondFactorField | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [countdown, setCountdown] = useState<Record<'sms' | 'email', number | null>>({ sms: null, email: null });
  const [now, setNow] = useState(() => Date.now());
  const processing = useRef(false);
  const picker = useDialingCode(tabs.includes('sms'));
  const refs: Record<SecondFactorField, React.RefObject<HTMLInputElement | null>> = {
    payeeName: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    verificationCode: useRef<HTMLInputElement>(null),
    authCode: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  const tabRefs = useRef<Partial<Record<SecondFactorTab, HTMLButtonElement | null>>>({});

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const counting = countdown.sms !== null || countdown.email !== null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [counting]);

  const flag = (field: SecondFactorField) => {
    setInvalid(field);
    refs[field].current?.focus();
  };
  const set = (field: SecondFactorField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (invalid === field) setInvalid(null);
  };

  const switchTab = (next: SecondFactorTab) => {
    setTab(next);
    setInvalid(null);
    tabRefs.current[next]?.focus();
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (event.key === 'Home') switchTab(tabs[0]!);
    else if (event.key === 'End') switchTab(tabs[tabs.length - 1]!);
    else if (step) switchTab(tabs[(index + step + tabs.length) % tabs.length]!);
    else return;
    event.preventDefault();
  };

  const sendCode = async (channel: 'sms' | 'email') => {
    if (sending || secondsLeft(countdown[channel], Date.now()) > 0) return;
    const check = validateCodeSend(channel, values);
    if (!check.ok) return flag(check.field);
    let dialingCode: string | undefined;
    if (channel === 'sms') {
      dialingCode = picker.country?.countryDialingCode;
      if (!dialingCode) {
        overlayStore.alert({ title: text('common.notice'), message: text('countries.loadFailed'), confirm: { label: text('common.confirm') } });
        picker.retry();
        return;
      }
    }
    setSending(true);
    try {
      const captcha = await smsCaptcha.obtain();
      if (captcha === null) return;
      try {
        const answer = channel === 'sms' ? await sendSmsCode(dialingCode!, check.value, captcha) : await sendEmailCode(check.value, captcha);
        const started = Date.now();
        setNow(started);
        setCountdown((c) => ({ ...c, [channel]: countdownEnd(answer.expirationTime, started) }));
        overlayStore.toast(text('secondFactor.codeSent'), INFO_TOAST_MS);
        refs.verificationCode.current?.focus();
      } catch (error) {
        const expiration = expirationOf(error);
        if (expiration !== undefined) {
          const started = Date.now();
          setNow(started);
          setCountdown((c) => ({ ...c, [channel]: countdownEnd(expiration, started) }));
        }
        reportApiError(error);
      } finally {
        smsCaptcha.refresh();
      }
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (processing.current) return;
    const check = validateSecondFactor(tab, values);
    if (!check.ok) return flag(check.field);
    setInvalid(null);
    processing.current = true;
    setBusy(true);
    try {
      const value = await verifySecondFactor(secondFactorRequest(tab, credentials, check.values, getDeviceId()));
      dialog.current?.close();
      overlayStore.toast(text('secondFactor.passed'), INFO_TOAST_MS);
      setTimeout(() => onVerified(value), SECOND_FACTOR_SUCCESS_DELAY_MS);
    } catch (error) {
      // §8: the server's message, and the inputs cleared.
      setValues(EMPTY_VALUES);
      reportApiError(error);
      processing.current = false;
      setBusy(false);
    }
  };

  const sendButton = (channel: 'sms' | 'email') => {
    const left = secondsLeft(countdown[channel], now);
    return (
      <button type="button" className="button small secondary send-code" disabled={left > 0 || sending} onClick={() => void sendCode(channel)}>
        {left > 0 ? t('secondFactor.resendIn', { seconds: left }) : t('secondFactor.sendCode')}
      </button>
    );
  };

  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const tabId = (name: SecondFactorTab) => `${id}-tab-${name}`;
  return (
    <dialog
      ref={dialog}
      className="alert second-factor"
      aria-labelledby={titleId}
      aria-describedby={`${id}-tip`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="sheet-header">
        <h2 id={titleId}>{t('secondFactor.title')}</h2>
        <button type="button" className="icon-button dark" aria-label={t('common.close')} onClick={onClose} disabled={busy}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={`${id}-tip`} className="hint">
        {t('secondFactor.tip')}
      </p>
      <div role="tablist" aria-label={t('secondFactor.methods')} className="tabs">
        {tabs.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={tab === name}
            aria-controls={panelId}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => switchTab(name)}
            onKeyDown={onTabKey}
          >
            {t(TAB_KEYS[name])}
          </button>
        ))}
      </div>
      <form id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} className="form" onSubmit={submit} noValidate aria-busy={busy}>
        {tab === 'payeeName' && (
          <TextField ref={refs.payeeName} label={t('secondFactor.payeeName')} name="payeeName" autoComplete="name" value={values.payeeName} invalid={invalid === 'payeeName'} onChange={set('payeeName')} />
        )}
        {tab === 'ga' && (
          <TextField ref={refs.authCode} label={t('secondFactor.authCode')} name="authCode" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_MAX_LENGTH} value={values.authCode} invalid={invalid === 'authCode'} onChange={set('authCode')} />
        )}
        {tab === 'sms' && (
          <>
            <MobileNumberField ref={refs.mobileNum} label={t('secondFactor.mobileNum')} value={values.mobileNum} invalid={invalid === 'mobileNum'} onChange={set('mobileNum')} picker={picker} />
            {smsCaptcha.widget}
            {sendButton('sms')}
          </>
        )}
        {tab === 'email' && (
          <>
            <TextField ref={refs.email} label={t('secondFactor.email')} name="email" type="email" inputMode="email" autoComplete="email" value={values.email} invalid={invalid === 'email'} onChange={set('email')} />
            {smsCaptcha.widget}
            {sendButton('email')}
          </>
        )}
        {(tab === 'sms' || tab === 'email') && (
          <TextField ref={refs.verificationCode} label={t('secondFactor.verificationCode')} name="verificationCode" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_MAX_LENGTH} value={values.verificationCode} invalid={invalid === 'verificationCode'} onChange={set('verificationCode')} />
        )}
        <button type="submit" className="button block" aria-disabled={busy}>
          {busy ? t('secondFactor.verifying') : t('secondFactor.submit')}
        </button>
      </form>
    </dialog>
  );
}
