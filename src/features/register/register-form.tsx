/**
 * Registration (§4 Registration), by username (ModuleId REG3) or by mobile number (MOBILENUMREG3,
 * with the country dialling-code picker of §2). One registration at a time. A captcha result is
 * required when the merchant turns it on (§5). Success: an alert, the token set, then /m/home.
 * Failure: an alert with the server's message, and the captcha cleared and refreshed.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
import { call } from '../../api/client';
import { reportApiError } from '../../api/report';
import { merchant } from '../../config/runtime';
import { HOME_PATH, MIN_PASSWORD_LENGTH, PIXEL_TRACK_KEY, REGISTRATION_INFO_KEY } from '../../config/constants';
import { getDeviceId } from '../../lib/device-id';
import { currentDeviceKind } from '../../lib/device-kind';
import { readJson } from '../../lib/storage';
import { overlayStore, t as text } from '../../lib/overlays';
import { session } from '../../session/store';
import { track } from '../../lib/tracking';
import { sessionFromRegister } from '../../session/model';
import { TextField } from '../../ui/text-field';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { parsePixelTrack, parseRegistrationInfo, registerMobilePayload, registerPayload, type RegisterCommonInput } from './rules';

type CaptchaFields = { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string };

/** The register captcha of the merchant (§5), composed by the route. */
export interface RegisterCaptcha {
  widget: ReactNode;
  obtain(): Promise<CaptchaFields | null>;
  refresh(): void;
}

type Method = 'username' | 'mobile';
type Field = 'username' | 'mobileNum' | 'password' | 'confirm';

export function RegisterForm({ captcha }: { captcha: RegisterCaptcha }) {
  const t = useT();
  const navigate = useNavigate();
  const config = merchant();
  const mobileEnabled = config.register.mobileEnabled;
  const [method, setMethod] = useState<Method>('username');
  const [values, setValues] = useState({ username: '', mobileNum: '', password: '', confirm: '' });
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const picker = useDialingCode(method === 'mobile');
  const refs = {
    username: useRef<HTMLInputElement>(null),
    mobileNum: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };
  const tabRefs = { username: useRef<HTMLButtonElement>(null), mobile: useRef<HTMLButtonElement>(null) };
  // §5: without the password option, mobile registration uses the default password.
  const passwordShown = method === 'username' || config.register.mobilePasswordOption;

  const flag = (field: Field) => {
    setInvalid(field);
    refs[field].current?.focus();
  };
  const notice = (key: string) => overlayStore.alert({ title: text('common.notice'), message: text(key), confirm: { label: text('common.confirm') } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (method === 'username' && !values.username.trim()) return flag('username');
    if (method === 'mobile' && !values.mobileNum.trim()) return flag('mobileNum');
    if (passwordShown) {
      if (values.password.length < MIN_PASSWORD_LENGTH) return flag('password');
      if (values.confirm !== values.password) {
        flag('confirm');
        notice('register.passwordsDiffer');
        return;
      }
    }
    const dialingCode = picker.country?.countryDialingCode;
    if (method === 'mobile' && !dialingCode) {
      notice('countries.loadFailed');
      picker.retry();
      return;
    }
    setInvalid(null);
    inFlight.current = true;
    setBusy(true);
    try {
      // §5: without a captcha result, the captcha for 'register' runs first.
      const fields = await captcha.obtain();
      if (fields === null) return;
      const common: RegisterCommonInput = {
        deviceKind: currentDeviceKind(),
        deviceId: getDeviceId(),
        href: location.href,
        hostname: location.hostname,
        info: parseRegistrationInfo(readJson('local', REGISTRATION_INFO_KEY)),
        pixelTrack: parsePixelTrack(readJson('local', PIXEL_TRACK_KEY)),
        captcha: fields,
      };
      track({ name: 'registerSubmit', method });
      const value =
        method === 'username'
          ? await call('register', registerPayload({ ...common, username: values.username, password: values.password }))
          : await call(
              'registerMobile',
              registerMobilePayload({
                ...common,
                mobileNum: values.mobileNum,
                countryDialingCode: dialingCode!,
                password: values.password,
                passwordOption: config.register.mobilePasswordOption,
              }),
            );
      overlayStore.alert({
        title: text('common.notice'),
        message: method === 'username' ? text('register.success') : text('register.successMobile', { name: value.userName }),
        confirm: { label: text('common.confirm') },
      });
      session.start(sessionFromRegister(value, config.merchantCode));
      track({ name: 'register', method, customerId: value.id, customerName: value.customerName || value.userName });
      await navigate({ href: HOME_PATH, replace: true });
    } catch (error) {
      reportApiError(error);
      captcha.refresh();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const set = (field: Field) => (v: string) => {
    setValues((s) => ({ ...s, [field]: v }));
    if (invalid === field) setInvalid(null);
  };
  const choose = (next: Method) => {
    setMethod(next);
    setInvalid(null);
    tabRefs[next].current?.focus();
  };
  const onTabKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      choose(method === 'username' ? 'mobile' : 'username');
    }
  };

  const form = (
    <form id="register-panel" role={mobileEnabled ? 'tabpanel' : undefined} aria-labelledby={mobileEnabled ? `register-tab-${method}` : undefined} className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {method === 'username' ? (
        <TextField ref={refs.username} label={t('auth.username')} name="username" autoComplete="username" value={values.username} invalid={invalid === 'username'} onChange={set('username')} />
      ) : (
        <MobileNumberField ref={refs.mobileNum} label={t('register.mobileNum')} value={values.mobileNum} invalid={invalid === 'mobileNum'} onChange={set('mobileNum')} picker={picker} />
      )}
      {passwordShown && (
        <>
          <TextField ref={refs.password} label={t('auth.password')} name="password" type="password" autoComplete="new-password" value={values.password} invalid={invalid === 'password'} onChange={set('password')} />
          <TextField ref={refs.confirm} label={t('register.confirmPassword')} name="confirm" type="password" autoComplete="new-password" value={values.confirm} invalid={invalid === 'confirm'} onChange={set('confirm')} />
        </>
      )}
      {captcha.widget}
      <button type="submit" className="button block" aria-disabled={busy}>
        {busy ? t('register.registering') : t('register.submit')}
      </button>
      <p className="form-footer">
        {t('register.haveAccount')} <Link to="/m/login">{t('auth.login')}</Link>
      </p>
    </form>
  );

  if (!mobileEnabled) return form;
  return (
    <div className="stack">
      <div role="tablist" aria-label={t('register.method')} className="tabs">
        {(['username', 'mobile'] as const).map((m) => (
          <button
            key={m}
            ref={tabRefs[m]}
            id={`register-tab-${m}`}
            type="button"
            role="tab"
            aria-selected={method === m}
            aria-controls="register-panel"
            tabIndex={method === m ? 0 : -1}
            onClick={() => choose(m)}
            onKeyDown={onTabKey}
          >
            {t(m === 'username' ? 'register.byUsername' : 'register.byMobile')}
          </button>
        ))}
      </div>
      {form}
    </div>
  );
}
