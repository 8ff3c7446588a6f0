/** Second-factor calls (§7) as mutations: the encrypted verification, and the codes sent without a session. */
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import type { CaptchaFields } from '../../ui/captcha-handle';

type VerifyRequest = Parameters<typeof call<'loginVerification'>>[1];
export type SendCode =
  | { channel: 'sms'; countryDialingCode: string; mobileNum: string; captcha: CaptchaFields }
  | { channel: 'email'; email: string; captcha: CaptchaFields };

/** §5 the second-factor verification; failures are shown by the dialog (§8, the inputs cleared). */
export function useVerifySecondFactor() {
  return useMutation({
    mutationFn: (request: VerifyRequest) => call('loginVerification', request),
    meta: { handlesErrors: true },
  });
}

/** §5 a code sent by sms or email; failures are shown by the dialog (with the countdown the server names). */
export function useSendCode() {
  return useMutation({
    mutationFn: (input: SendCode) =>
      input.channel === 'sms'
        ? call('smsNoLogin', {
            countryDialingCode: input.countryDialingCode,
            mobileNum: input.mobileNum,
            ...input.captcha,
          })
        : call('emailNoLogin', { email: input.email, ...input.captcha }),
    meta: { handlesErrors: true },
  });
}
