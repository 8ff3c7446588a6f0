/**
 * Social and phone sign-in (issue 5; §3 social login args and register-by-firebase payload, §4
 * Social login, §8 bind_customer_required). Every firebaseIdToken is verified first
 * (server/firebase/verifier.ts). A verified identity (provider + Firebase uid) logs in the member
 * it is linked to; a phone identity is linked to the member with that mobile number; any other
 * answers bind_customer_required. Registration by firebase creates the member and links it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { api, type RegisterFirebaseRequest, type SocialLoginRequest } from '../../contract/endpoints';
import type { LoginValue, RegisterValue } from '../../contract/entities';
import { PROVIDER_OF_CHANNEL, type FirebaseChannel } from '../../contract/firebase-channels';
import { FIREBASE_REGISTER_SMS_TEMPLATE } from '../../contract/constants';
import type { AppDeps } from '../deps';
import { COUNTRIES } from '../db/countries';
import { createMemberOr409, type Member } from '../db/members';
import { smsRecipient } from '../verification/codes';
import type { FirebaseIdentity } from './verifier';
import { headerOf, route, type HttpContext, type RouteDef } from '../http/route';
import type { Merchant } from '../merchants/load';
import { linkIdentity, loginValue, openSession, socialErrors } from '../auth/login-service';

/** Splits an E.164 number by the longest known dialling code: +12025550100 → 1, 2025550100. */
export function splitE164(e164: string): { dialingCode: string; mobileNum: string } | null {
  const digits = /^\+(\d{6,15})$/.exec(e164)?.[1];
  if (!digits) return null;
  const codes = COUNTRIES.map((c) => c.dialingCode).sort((a, b) => b.length - a.length);
  const code = codes.find((c) => digits.startsWith(c) && digits.length - c.length >= 5);
  return code ? { dialingCode: code, mobileNum: digits.slice(code.length) } : null;
}

export function firebaseRoutes(deps: AppDeps): RouteDef[] {
  /** Verifies the token for the merchant's Firebase project and checks that it is of the channel named. */
  async function verified(merchant: Merchant, channel: FirebaseChannel, token: string): Promise<FirebaseIdentity> {
    const provider = merchant.public.smsProvider;
    const projectId = provider?.apiKey && provider.projectId ? provider.projectId : undefined;
    const identity = await deps.firebase.verify(token, projectId);
    if (identity.provider !== PROVIDER_OF_CHANNEL[channel]) throw socialErrors.channelMismatch();
    if (channel === 'phone' && !identity.phoneNumber) throw socialErrors.noPhone();
    return identity;
  }

  /** The member a verified identity belongs to: its link, or for phone sign-in the member with that mobile number. */
  function memberFor(merchant: Merchant, identity: FirebaseIdentity): Member | null {
    const linked = deps.identities.memberOf(merchant.code, identity.provider, identity.uid);
    if (linked !== null) return deps.members.findById(linked);
    if (identity.provider === PROVIDER_OF_CHANNEL.phone && identity.phoneNumber) {
      const byPhone = deps.identities.memberByPhone(merchant.code, identity.phoneNumber);
      const member = byPhone === null ? null : deps.members.findById(byPhone);
      if (member) link(merchant, identity, member);
      return member;
    }
    return null;
  }

  const link = (merchant: Merchant, identity: FirebaseIdentity, member: Member) =>
    linkIdentity(deps, merchant, identity, member);

  function usernameFor(
    merchantCode: string,
    channel: FirebaseChannel,
    identity: FirebaseIdentity,
    mobileNum?: string,
  ): string {
    const fromEmail = identity.email
      ?.split('@')[0]
      ?.replace(/[^A-Za-z0-9_]/g, '_')
      .replace(/_+/g, '_')
      .slice(0, 20);
    const base = mobileNum
      ? `m${mobileNum}`.slice(0, 26)
      : fromEmail && fromEmail.length >= 4
        ? fromEmail
        : `${channel}_user`;
    if (!deps.members.usernameTaken(merchantCode, base)) return base;
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = `${base}_${randomInt(1000, 100_000)}`;
      if (!deps.members.usernameTaken(merchantCode, candidate)) return candidate;
    }
    throw new Error(`no free username for ${base}`);
  }

  function languageFor(ctx: HttpContext<unknown>, merchant: Merchant): string {
    const asked = headerOf(ctx.headers, 'language')?.trim().toUpperCase();
    return asked && merchant.public.languages.includes(asked) ? asked : merchant.public.defaultLanguage;
  }

  return [
    route(api.socialLogin, async (ctx: HttpContext<SocialLoginRequest>): Promise<LoginValue> => {
      const { merchant, body } = ctx;
      const identity = await verified(merchant, body.firebaseChannel, body.firebaseIdToken);
      const member = deps.members.transaction(() => memberFor(merchant, identity));
      if (!member) throw socialErrors.bindRequired(body.firebaseChannel, identity);
      const value = loginValue(deps, member, body.loginDeviceId, false);
      deps.identities.markLogin(merchant.code, identity.provider, identity.uid, deps.clock());
      return value;
    }),

    route(api.registerFirebase, async (ctx: HttpContext<RegisterFirebaseRequest>): Promise<RegisterValue> => {
      const { merchant, body } = ctx;
      if (!merchant.public.whitelabel.FIREBASECREATEACC3) throw socialErrors.registerDisabled();
      if (body.smsTemplate !== undefined && body.smsTemplate !== FIREBASE_REGISTER_SMS_TEMPLATE)
        throw socialErrors.smsTemplate();
      deps.registerThrottle.take(merchant.code, ctx.ip, deps.clock());
      const identity = await verified(merchant, body.firebaseChannel, body.firebaseIdToken);
      const mobile = identity.provider === PROVIDER_OF_CHANNEL.phone ? splitE164(identity.phoneNumber ?? '') : null;
      if (identity.provider === PROVIDER_OF_CHANNEL.phone && !mobile) throw socialErrors.phoneCountry();

      // A social member has no password of its own: a random one nobody knows is stored.
      const passwordHash = await deps.passwords.hash(randomBytes(24).toString('base64url'));
      const now = deps.clock();
      const member = deps.members.transaction(() => {
        if (deps.identities.memberOf(merchant.code, identity.provider, identity.uid) !== null)
          throw socialErrors.alreadyLinked();
        if (mobile && deps.members.mobileTaken(merchant.code, mobile.dialingCode, mobile.mobileNum))
          throw socialErrors.mobileTaken();
        const created = createMemberOr409(
          deps.members,
          {
            merchantCode: merchant.code,
            username: usernameFor(merchant.code, body.firebaseChannel, identity, mobile?.mobileNum),
            ...(mobile ? { mobileDialingCode: mobile.dialingCode, mobileNum: mobile.mobileNum } : {}),
            ...(identity.email ? { email: identity.email } : {}),
            passwordHash,
            passwordIsDefault: false,
            type: 0,
            regDate: now,
            language: languageFor(ctx, merchant),
            passwordChangedAt: now,
            registerMethod: 'firebase',
            createdAt: now,
          },
          (field) => (field === 'mobile' ? socialErrors.mobileTaken() : socialErrors.alreadyLinked()),
        );
        deps.identities.link(merchant.code, identity, created.id, now);
        return created;
      });
      if (mobile && body.smsTemplate) {
        deps.codes.send(
          merchant.code,
          'sms',
          smsRecipient(mobile.dialingCode, mobile.mobileNum),
          `Welcome to ${merchant.public.merchantName}. Your username is ${member.username}.`,
          now,
        );
      }
      const { token } = openSession(deps, member, body.loginDeviceId);
      return { id: member.id, userName: member.username, customerName: identity.name ?? member.username, token };
    }),
  ];
}
