/** Session calls (§7): the RSA key, login, second-factor login, logout. */
import { api } from '../../contract/endpoints';
import type { LoginValue } from '../../contract/entities';
import { verifyTotp } from './totp';
import type { AppDeps } from '../deps';
import type { Member } from '../db/members';
import type { SecondFactorMethod, SecondFactorSettings } from './second-factor';
import { emailRecipient, smsRecipient } from '../verification/codes';
import { HttpError } from '../http/errors';
import { requireMember, route, type HttpContext, type RouteDef } from '../http/route';
import type { Merchant } from '../merchants/load';
import { authenticate, linkOnLogin, loginErrors, loginValue } from './login-service';
import { loginClient } from './throttle';
import { captchaRequired } from '../captcha/captcha';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Second-factor failure messages, by method (the client shows them as they are, §8). */
const VERIFY_FAILED: Record<SecondFactorMethod, string> = {
  payeeName: 'The name does not match our records.',
  sms: 'The mobile number or verification code is wrong, or the code has expired.',
  ga: 'The authenticator code is wrong.',
  email: 'The email or verification code is wrong, or the code has expired.',
};

/** §3 second-factor request method letters: E email, P payeeName, G ga, S sms. */
const METHOD_OF_LETTER: Record<'E' | 'P' | 'G' | 'S', SecondFactorMethod> = {
  E: 'email',
  P: 'payeeName',
  G: 'ga',
  S: 'sms',
};

/** Names compare without case, accents kept, spaces collapsed. */
const normaliseName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export function isPasswordExpired(member: Member, merchant: Merchant, now: number): boolean {
  return now - member.passwordChangedAt > merchant.passwordMaxAgeDays * DAY_MS;
}

export function sessionRoutes(deps: AppDeps): RouteDef[] {
  /** The client of a login: its address and the device id it names (auth/throttle.ts). */
  const clientOf = (ctx: HttpContext<{ loginDeviceId?: string }>) => ({
    ip: ctx.ip,
    key: loginClient(ctx.ip, ctx.body.loginDeviceId),
  });

  /**
   * Issue 35: under step-up, the second step (login/verification, which checks the password again)
   * is open only to a client whose first step passed with a captcha in the last STEP_UP_PASS_MS,
   * else it would be a password oracle without a captcha.
   */
  const STEP_UP_PASS_MS = 10 * 60_000;
  const stepUpPassed = new Map<string, number>();
  const stepUpKey = (ctx: HttpContext<{ username: string; loginDeviceId?: string }>) =>
    `${ctx.merchant.code}|${ctx.body.username.toLowerCase()}|${clientOf(ctx).key}`;

  function loggedIn(ctx: HttpContext<{ username: string; loginDeviceId?: string }>, member: Member): LoginValue {
    deps.loginThrottle.record(ctx.merchant.code, ctx.body.username, ctx.ip, clientOf(ctx).key, true, deps.clock());
    return loginValue(deps, member, ctx.body.loginDeviceId, isPasswordExpired(member, ctx.merchant, deps.clock()));
  }

  interface FactorInput {
    email?: string;
    payeeName?: string;
    authCode?: string;
    mobileNum?: string;
    verificationCode?: string;
  }

  function factorPasses(
    merchant: Merchant,
    member: Member,
    settings: SecondFactorSettings,
    method: SecondFactorMethod,
    input: FactorInput,
  ): boolean {
    const now = deps.clock();
    switch (method) {
      case 'payeeName':
        return (
          !!input.payeeName &&
          !!settings.payeeName &&
          normaliseName(input.payeeName) === normaliseName(settings.payeeName)
        );
      case 'ga': {
        if (!input.authCode || !settings.totpSecret) return false;
        const step = verifyTotp(settings.totpSecret, input.authCode, now, settings.totpLastStep);
        return step !== null && deps.secondFactor.useTotpStep(member.id, step);
      }
      case 'sms':
        return (
          !!input.mobileNum &&
          !!input.verificationCode &&
          !!member.mobileNum &&
          !!member.mobileDialingCode &&
          input.mobileNum === member.mobileNum &&
          deps.codes.check(
            merchant.code,
            'sms',
            smsRecipient(member.mobileDialingCode, member.mobileNum),
            input.verificationCode,
            now,
          )
        );
      case 'email':
        return (
          !!input.email &&
          !!input.verificationCode &&
          !!member.email &&
          emailRecipient(input.email) === emailRecipient(member.email) &&
          deps.codes.check(merchant.code, 'email', emailRecipient(member.email), input.verificationCode, now)
        );
    }
  }

  return [
    route(api.rsaKey, () => deps.keys.publicKeyPem, { merchantOptional: true }),

    route(api.login, async (ctx): Promise<LoginValue> => {
      if (ctx.body.type === 'sms')
        throw new HttpError(400, 'login.method.unsupported', 'Login by SMS code is not available.');
      // Issue 35: an account guessed at from many addresses asks every login for a captcha (step-up).
      const stepUp =
        !captchaRequired(ctx.merchant, 'login') && deps.loginThrottle.needsStepUp(ctx.merchant.code, ctx.body.username)
          ? () => loginErrors.captchaStepUp()
          : undefined;
      deps.captcha.assert(ctx.merchant, 'login', ctx.body, deps.clock(), stepUp);
      const member = await authenticate(deps, ctx.merchant, ctx.body, clientOf(ctx));
      // Step 2 (§4, §8): a member with a second factor logging in from an address not yet verified
      // must pass it through /wps/session/login/verification; no session exists before that.
      const settings = deps.secondFactor.settingsFor(member.id);
      if (settings && !deps.secondFactor.isKnownIp(member.id, ctx.ip)) {
        if (stepUp) {
          if (stepUpPassed.size > 10_000) stepUpPassed.delete(stepUpPassed.keys().next().value!);
          stepUpPassed.set(stepUpKey(ctx), deps.clock() + STEP_UP_PASS_MS);
        }
        throw loginErrors.verifyRequired(settings.methods);
      }
      // §3 firebase fields: the social sign-in the player logged in to link (login-choice dialog).
      await linkOnLogin(deps, ctx.merchant, member, ctx.body);
      return loggedIn(ctx, member);
    }),

    route(api.loginVerification, async (ctx): Promise<LoginValue> => {
      if (
        !captchaRequired(ctx.merchant, 'login') &&
        deps.loginThrottle.needsStepUp(ctx.merchant.code, ctx.body.username) &&
        (stepUpPassed.get(stepUpKey(ctx)) ?? 0) <= deps.clock()
      )
        throw loginErrors.captchaStepUp();
      const member = await authenticate(deps, ctx.merchant, ctx.body, clientOf(ctx));
      const settings = deps.secondFactor.settingsFor(member.id);
      const method = METHOD_OF_LETTER[ctx.body.method];
      if (!settings || !settings.methods.includes(method)) throw loginErrors.methodUnavailable();
      if (!factorPasses(ctx.merchant, member, settings, method, ctx.body)) {
        deps.loginThrottle.record(
          ctx.merchant.code,
          ctx.body.username,
          ctx.ip,
          clientOf(ctx).key,
          false,
          deps.clock(),
          'factor',
        );
        throw new HttpError(400, 'login.verify.failed', VERIFY_FAILED[method]);
      }
      await linkOnLogin(deps, ctx.merchant, member, ctx.body);
      deps.secondFactor.rememberIp(member.id, ctx.ip, deps.clock());
      return loggedIn(ctx, member);
    }),

    route(api.logout, (ctx) => {
      deps.sessions.revoke(requireMember(ctx).session.tokenHash, deps.clock());
      return null;
    }),
  ];
}
