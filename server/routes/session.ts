/** Session calls (§7): the RSA key, login, logout. */
import { api } from '../../src/api/contract';
import type { LoginValue } from '../../src/api/entities';
import type { AppDeps } from '../deps';
import type { Member } from '../db/members';
import { HttpError } from '../http/errors';
import { requireMember, route, type HttpContext, type RouteDef } from '../http/route';
import type { Merchant } from '../merchants/load';

const DAY_MS = 24 * 60 * 60 * 1000;

export const loginErrors = {
  unknownUser: () => new HttpError(400, 'not.exists.user', 'This account does not exist'),
  wrongPassword: () => new HttpError(400, 'login.cred.err', 'Wrong username or password'),
};

export function isPasswordExpired(member: Member, merchant: Merchant, now: number): boolean {
  return now - member.passwordChangedAt > merchant.passwordMaxAgeDays * DAY_MS;
}

/** Opens a session for a member who proved who they are; marks their first login. */
export function openSession(deps: AppDeps, member: Member, deviceId: string | undefined): { token: string; firstTimeLogin: boolean } {
  const now = deps.clock();
  return deps.members.transaction(() => {
    const token = deps.sessions.create(member.id, member.merchantCode, deviceId, now);
    deps.members.markLogin(member.id, now);
    return { token, firstTimeLogin: member.lastLoginAt === null };
  });
}

export function sessionRoutes(deps: AppDeps): RouteDef[] {
  /** Step 1 of a login: the username and password (§8 not.exists.user, login.cred.err), throttled. */
  async function authenticate(ctx: HttpContext<{ username: string; password: string }>): Promise<Member> {
    const { merchant, ip, body } = ctx;
    deps.loginThrottle.assertAllowed(merchant.code, body.username, ip, deps.clock());
    const member = deps.members.findByUsername(merchant.code, body.username);
    const valid = member !== null && (await deps.passwords.verify(body.password, member.passwordHash));
    deps.loginThrottle.record(merchant.code, body.username, ip, valid, deps.clock());
    if (!member) throw loginErrors.unknownUser();
    if (!valid) throw loginErrors.wrongPassword();
    return member;
  }

  return [
    route(api.rsaKey, () => deps.keys.publicKeyPem, { merchantOptional: true }),

    route(api.login, async (ctx): Promise<LoginValue> => {
      if (ctx.body.type === 'sms') throw new HttpError(400, 'login.method.unsupported', 'Login by SMS code is not available.');
      const member = await authenticate(ctx);
      // Step 2, second factor (§4, §8 login_verify_required), goes here: it must run after the
      // password was proven and before any session exists.
      const { token, firstTimeLogin } = openSession(deps, member, ctx.body.loginDeviceId);
      return {
        id: member.id,
        token,
        userName: member.username,
        customerType: member.type,
        firstTimeLogin,
        passwordExpired: isPasswordExpired(member, ctx.merchant, deps.clock()),
      };
    }),

    route(api.logout, (ctx) => {
      deps.sessions.revoke(requireMember(ctx).session.tokenHash, deps.clock());
      return null;
    }),
  ];
}
