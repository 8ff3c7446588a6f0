/** Member calls (§7): registration (username or mobile), member info, language. */
import { randomInt } from 'node:crypto';
import { api, type RegisterRequest, type RegisterMobileRequest } from '../../contract/endpoints';
import type { MemberInfo, RegisterValue } from '../../contract/entities';
import { DEFAULT_PASSWORD } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { createMemberOr409 } from '../db/members';
import { HttpError } from '../http/errors';
import { headerOf, requireMember, route, type HttpContext, type RouteDef } from '../http/route';
import type { Merchant } from '../merchants/load';
import { openSession } from '../auth/login-service';
import { sessionClient } from '../auth/throttle';

type RegisterCommon = Omit<RegisterRequest, 'username'>;

const registerErrors = {
  usernameTaken: () =>
    new HttpError(400, 'username.exists', 'This username is already taken. Please choose another one.'),
  mobileTaken: () =>
    new HttpError(400, 'mobile.exists', 'This mobile number is already registered. Please log in instead.'),
};

/** The member's language: the Language header when the merchant offers it, else the merchant default. */
function languageFor(ctx: HttpContext<unknown>, merchant: Merchant): string {
  const asked = headerOf(ctx.headers, 'language')?.trim().toUpperCase();
  return asked && merchant.public.languages.includes(asked) ? asked : merchant.public.defaultLanguage;
}

export function memberRoutes(deps: AppDeps): RouteDef[] {
  /** A free username for a mobile registration: 'm' + the digits, then a numeric suffix if taken. */
  function usernameForMobile(merchantCode: string, mobileNum: string): string {
    const base = `m${mobileNum}`.slice(0, 26);
    if (!deps.members.usernameTaken(merchantCode, base)) return base;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `${base}_${randomInt(1000, 100_000)}`;
      if (!deps.members.usernameTaken(merchantCode, candidate)) return candidate;
    }
    throw new Error(`no free username for mobile ${mobileNum}`);
  }

  /**
   * Shared by both registrations. Registration always logs the new member in (the answer carries a
   * token, as the contract's RegisterValue requires), whatever the `login` flag says.
   */
  async function register(
    ctx: HttpContext<RegisterCommon>,
    identity: { username: string; mobile?: { dialingCode: string; num: string } },
  ): Promise<RegisterValue> {
    const { merchant, body } = ctx;
    deps.registerThrottle.take(merchant.code, ctx.ip, deps.clock());
    // §5: registration needs a captcha result when the merchant turns captcha on; it is checked
    // with the merchant's provider and used up (server/captcha/captcha.ts).
    deps.captcha.assert(merchant, 'register', body, deps.clock());
    if (deps.members.usernameTaken(merchant.code, identity.username)) throw registerErrors.usernameTaken();
    if (identity.mobile && deps.members.mobileTaken(merchant.code, identity.mobile.dialingCode, identity.mobile.num)) {
      throw registerErrors.mobileTaken();
    }

    const passwordHash = await deps.passwords.hash(body.password);
    const now = deps.clock();
    const member = createMemberOr409(
      deps.members,
      {
        merchantCode: merchant.code,
        username: identity.username,
        mobileDialingCode: identity.mobile?.dialingCode,
        mobileNum: identity.mobile?.num,
        passwordHash,
        passwordIsDefault: body.password === DEFAULT_PASSWORD,
        type: 0,
        regDate: now,
        language: languageFor(ctx, merchant),
        passwordChangedAt: now,
        registerMethod: body.registerMethod,
        referralCode: body.referralCode,
        affiliateCode: body.affiliateCode,
        createdAt: now,
      },
      (field) => (field === 'mobile' ? registerErrors.mobileTaken() : registerErrors.usernameTaken()),
    );
    const { token } = openSession(deps, member, body.loginDeviceId);
    return { id: member.id, userName: member.username, customerName: member.username, token };
  }

  /** §7 autoUsername: a free username the register form offers the player ('player' + digits). */
  function freeUsername(merchantCode: string): string {
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `player${randomInt(100_000, 100_000_000)}`;
      if (!deps.members.usernameTaken(merchantCode, candidate)) return candidate;
    }
    throw new HttpError(503, 'username.unavailable', 'No free username could be found. Please type one.');
  }

  return [
    route(api.register, (ctx) => register(ctx, { username: ctx.body.username })),

    route(api.registerAutoUsername, (ctx) => ({ userName: freeUsername(ctx.merchant.code) })),

    route(api.registerMobile, (ctx: HttpContext<RegisterMobileRequest>) => {
      const { merchant, body } = ctx;
      if (!merchant.public.register.mobileEnabled) {
        throw new HttpError(400, 'mobile.register.disabled', 'Registration by mobile number is not available.');
      }
      if (!deps.catalogue.isKnownDialingCode(body.countryDialingCode))
        throw new HttpError(400, 'country.unsupported', 'This country dialling code is not supported.');
      const username = usernameForMobile(merchant.code, body.mobileNum);
      return register(ctx, { username, mobile: { dialingCode: body.countryDialingCode, num: body.mobileNum } });
    }),

    route(api.memberInfo, (ctx): MemberInfo => {
      const { member } = requireMember(ctx);
      const info: MemberInfo = {
        id: member.id,
        userName: member.username,
        type: member.type,
        regDate: member.regDate,
        language: member.language,
      };
      if (member.mobileNum) info.mobileNum = member.mobileNum;
      if (member.clubLabel) info.clubLabel = member.clubLabel;
      info.referralEnabled = deps.memberPages.referral.enabled(member.id);
      return info;
    }),

    // §2 change password: the current password proves the member (failures count towards the login
    // throttle); the new one must differ from it and from the default password (§5).
    route(api.changePassword, async (ctx) => {
      const { member, session } = requireMember(ctx);
      const { merchant, ip, body } = ctx;
      const client = sessionClient(session.tokenHash);
      deps.loginThrottle.assertAllowed(merchant.code, member.username, ip, client, deps.clock());
      if (!(await deps.passwords.verify(body.oldPassword, member.passwordHash))) {
        deps.loginThrottle.record(merchant.code, member.username, ip, client, false, deps.clock());
        throw new HttpError(400, 'password.old.wrong', 'The current password is wrong.');
      }
      if (body.newPassword === body.oldPassword)
        throw new HttpError(400, 'password.same', 'The new password must be different from the current one.');
      if (body.newPassword === DEFAULT_PASSWORD)
        throw new HttpError(400, 'password.default', 'Please choose a password of your own.');
      const passwordHash = await deps.passwords.hash(body.newPassword);
      // ASVS 7.4.3: a new password ends every other session of the member (a thief's included);
      // the one that changed it stays logged in.
      deps.members.transaction(() => {
        deps.members.setPassword(member.id, passwordHash, false, deps.clock());
        deps.sessions.revokeOthers(member.id, session.tokenHash, deps.clock());
      });
      return null;
    }),

    route(api.memberLanguage, (ctx) => {
      const { member } = requireMember(ctx);
      // merchantCode in the body is informational: the Merchant header already chose the merchant.
      if (!ctx.merchant.public.languages.includes(ctx.body.language)) {
        throw new HttpError(400, 'language.unsupported', `The language ${ctx.body.language} is not offered here.`);
      }
      deps.members.setLanguage(member.id, ctx.body.language);
      return null;
    }),
  ];
}
