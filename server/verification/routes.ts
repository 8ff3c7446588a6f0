/**
 * Verification codes without a session (§7 POST /wps/verification/sms/noLogin, and its email twin):
 * used by the second-factor dialog (§4). The answer is the same whether or not the number or
 * address belongs to a member (nothing to learn from it); only a member's number or address is
 * actually "sent" a message (the outbox).
 */
import { api } from '../../contract/endpoints';
import type { AppDeps } from '../deps';
import { CODE_TTL_MS, emailRecipient, smsRecipient } from './codes';
import { HttpError } from '../http/errors';
import { route, type RouteDef } from '../http/route';

const minutes = (ms: number) => Math.round(ms / 60_000);

export function verificationRoutes(deps: AppDeps): RouteDef[] {
  return [
    route(api.smsNoLogin, (ctx) => {
      const { merchant, body, ip } = ctx;
      const now = deps.clock();
      deps.captcha.assert(merchant, 'sms', body, now);
      if (!deps.catalogue.isKnownDialingCode(body.countryDialingCode)) {
        throw new HttpError(400, 'country.unsupported', 'This country dialling code is not supported.');
      }
      const recipient = smsRecipient(body.countryDialingCode, body.mobileNum);
      const { code, expiresAt } = deps.codes.issue(merchant.code, 'sms', recipient, ip, now);
      if (deps.members.mobileTaken(merchant.code, body.countryDialingCode, body.mobileNum)) {
        const text = `${merchant.public.merchantName}: your verification code is ${code}. It is valid for ${minutes(CODE_TTL_MS)} minutes. Do not share it.`;
        deps.codes.send(merchant.code, 'sms', recipient, text, now);
      }
      return { expirationTime: expiresAt };
    }),

    route(api.emailNoLogin, (ctx) => {
      const { merchant, body, ip } = ctx;
      const now = deps.clock();
      deps.captcha.assert(merchant, 'sms', body, now);
      const recipient = emailRecipient(body.email);
      const { code, expiresAt } = deps.codes.issue(merchant.code, 'email', recipient, ip, now);
      if (deps.members.emailTaken(merchant.code, recipient)) {
        const text = `Your ${merchant.public.merchantName} verification code is ${code}. It is valid for ${minutes(CODE_TTL_MS)} minutes. If you did not try to log in, change your password.`;
        deps.codes.send(merchant.code, 'email', recipient, text, now);
      }
      return { expirationTime: expiresAt };
    }),
  ];
}
