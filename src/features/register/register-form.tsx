/**
 * Registration (§4 Registration), by username (ModuleId REG3) or by mobile number (MOBILENUMREG3,
 * with the country dialling-code picker of §2). One registration at a time. A captcha result is
 * required when the merchant turns it on (§5). Success: an alert, the token set, then /m/home.
 * Failure: an alert with the server's message, and the captcha cleared and refreshed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../i18n';
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
import type { CaptchaHandle } from '../../ui/captcha-handle';
import { TextField } from '../../ui/text-field';
import { Tabs, type TabPanelProps } from '../../ui/tabs';
import { useForm } from '../../ui/use-form';
import { useDialingCode } from '../../ui/countries/dialing-code-picker';
import { countriesQuery } from '../../api/countries';
import { MobileNumberField } from '../../ui/countries/mobile-number-field';
import { useRegister, useSuggestUsername } from './api';
import {
  parsePixelTrack,
  parseRegistrationInfo,
  registerMobilePayload,
  registerPayload,
  suggestedUsername,
  type RegisterCommonInput,
} from './rules';
import { SubmitButton } from '../../ui/submit-button';
import { FormFooter } from '../../ui/form-footer';

/** The register captcha of the merchant (§5), composed by the route. */
export type RegisterCaptcha = CaptchaHandle;

type Method = 'username' | 'mobile';
type Values = { username: string; mobileNum: string; password: string; confirm: string };

export function RegisterForm({ captcha }: { captcha: RegisterCaptcha }) {
  const t = useT();
  const navigate = useNavigate();
  const config = merchant();
  const mobileEnabled = config.register.mobileEnabled;
  const [method, setMethod] = useState<Method>('username');
  // One registration at a time; a failed one may be corrected at once (no release delay).
  const form = useForm<Values>({ initial: { username: '', mobileNum: '', password: '', confirm: '' }, releaseMs: 0 });
  const register = useRegister();
  const suggest = useSuggestUsername();
  const picker = useDialingCode(useQuery({ ...countriesQuery(), enabled: method === 'mobile' }));
  // §5: without the password option, mobile registration uses the default password.
  const passwordShown = method === 'username' || config.register.mobilePasswordOption;

  const notice = (key: string) => overlayStore.notice(text(key));

  const validate = (values: Values): keyof Values | null | false => {
    if (method === 'username' && !values.username.trim()) return 'username';
    if (method === 'mobile' && !values.mobileNum.trim()) return 'mobileNum';
    if (passwordShown) {
      if (values.password.length < MIN_PASSWORD_LENGTH) return 'password';
      if (values.confirm !== values.password) {
        notice('register.passwordsDiffer');
        return 'confirm';
      }
    }
    if (method === 'mobile' && !picker.country?.countryDialingCode) {
      notice('countries.loadFailed');
      picker.retry();
      return false;
    }
    return null;
  };

  // Passwords are sent as typed; the username and number are trimmed (§5).
  const submit = form.handleSubmit({ validate, keep: ['password', 'confirm'] }, async (values) => {
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
      const value = await register.mutateAsync(
        method === 'username'
          ? { method, request: registerPayload({ ...common, username: values.username, password: values.password }) }
          : {
              method,
              request: registerMobilePayload({
                ...common,
                mobileNum: values.mobileNum,
                countryDialingCode: picker.country!.countryDialingCode,
                password: values.password,
                passwordOption: config.register.mobilePasswordOption,
              }),
            },
      );
      overlayStore.notice(
        method === 'username' ? text('register.success') : text('register.successMobile', { name: value.userName }),
      );
      session.start(sessionFromRegister(value, config.merchantCode));
      track({ name: 'register', method, customerId: value.id, customerName: value.customerName || value.userName });
      await navigate({ href: HOME_PATH, replace: true });
    } catch (error) {
      reportApiError(error);
      captcha.refresh();
    }
  });

  const { name: _mobileName, ...mobileField } = form.field('mobileNum');
  const panel = (props?: TabPanelProps) => (
    <form {...props} className="form" onSubmit={submit} noValidate aria-busy={form.busy}>
      {/* Issue 18: disabled until a server-rendered page is hydrated (nothing typed is lost). */}
      <fieldset className="form-fields" disabled={!form.ready}>
        {method === 'username' ? (
          <TextField
            {...form.field('username')}
            label={t('auth.username')}
            autoComplete="username"
            message={t('register.need.username')}
            action={
              <button
                type="button"
                className="button secondary"
                aria-disabled={suggest.isPending}
                onClick={() => {
                  if (suggest.isPending) return;
                  suggest.mutate(undefined, {
                    onSuccess: (answer) => form.set('username', suggestedUsername(answer, form.values.username)),
                  });
                }}
              >
                {t('register.suggestUsername')}
              </button>
            }
          />
        ) : (
          <MobileNumberField
            {...mobileField}
            label={t('register.mobileNum')}
            message={t('register.need.mobileNum')}
            picker={picker}
          />
        )}
        {passwordShown && (
          <>
            <TextField
              {...form.field('password')}
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              message={t('register.need.password', { min: MIN_PASSWORD_LENGTH })}
            />
            <TextField
              {...form.field('confirm')}
              label={t('register.confirmPassword')}
              type="password"
              autoComplete="new-password"
            />
          </>
        )}
        {captcha.widget}
        <SubmitButton busy={form.busy} label={t('register.submit')} busyLabel={t('register.registering')} />
      </fieldset>
      <FormFooter prompt={t('register.haveAccount')} to="/m/login" action={t('auth.login')} />
    </form>
  );

  if (!mobileEnabled) return panel();
  return (
    <div className="stack">
      <Tabs
        label={t('register.method')}
        tabs={[
          { id: 'username', label: t('register.byUsername') },
          { id: 'mobile', label: t('register.byMobile') },
        ]}
        selected={method}
        onSelect={(next: Method) => {
          setMethod(next);
          form.unflag();
        }}
      >
        {panel}
      </Tabs>
    </div>
  );
}
