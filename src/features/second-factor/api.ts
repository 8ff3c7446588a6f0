/** Second-factor calls (§7): the encrypted verification, and the codes sent without a session. */
import { call } from '../../api/client';

type CaptchaFields = { geetestChallenge?: string; geetestSeccode?: string; geetestValidateV4?: string };

export const verifySecondFactor = (request: Parameters<typeof call<'loginVerification'>>[1]) => call('loginVerification', request);
export const sendSmsCode = (countryDialingCode: string, mobileNum: string, captcha: CaptchaFields) =>
  call('smsNoLogin', { countryDialingCode, mobileNum, ...captcha });
export const sendEmailCode = (email: string, captcha: CaptchaFields) => call('emailNoLogin', { email, ...captcha });
