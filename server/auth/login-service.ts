/**
 * The login service: what every way in shares (password, second factor, social and phone sign-in,
 * registration). It breaks the old circle auth/routes.ts ↔ firebase/routes.ts (issue 10): both
 * route modules and member/routes.ts depend on this file, and it on neither.
 *
 * - `authenticate`: username and password, throttled per client (auth/throttle.ts); an unknown user
 *   costs the same hash as a wrong password (issue 11: no timing oracle), while the §8 codes
 *   not.exists.user and login.cred.err stay distinct.
 * - `openSession`: a session for a member who proved who they are.
 * - `linkOnLogin` / `linkIdentity`: the §3 firebase fields of a login link a social sign-in.
 */
import { BIND_CUSTOMER_REQUIRED, LOGIN_CAPTCHA_REQUIRED, LOGIN_VERIFY_REQUIRED } from '../../contract/error-codes';
import type { LoginValue } from '../../contract/entities';
import { PROVIDER_OF_CHANNEL, type FirebaseChannel } from '../../contract/firebase-channels';
import type { AppDeps } from '../deps';
import type { Member } from '../db/members';
import { flagsOf, type SecondFactorMethod } from './second-factor';
import type { FirebaseIdentity } from '../firebase/verifier';
import { HttpError } from '../http/errors';
import type { Merchant } from '../merchants/load';

const PROVIDER_NAMES: Record<FirebaseChannel, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  line: 'LINE',
  phone: 'phone',
};

export const loginErrors = {
  unknownUser: () => new HttpError(400, 'not.exists.user', 'This account does not exist'),
  wrongPassword: () => new HttpError(400, 'login.cred.err', 'Wrong username or password'),
  /** §8 login_verify_required, with the value flags email / ga / sms / payeeName. */
  verifyRequired: (methods: readonly SecondFactorMethod[]) =>
    new HttpError(
      400,
      LOGIN_VERIFY_REQUIRED,
      'Your current IP is not recorded. Please verify your identity to continue.',
      flagsOf(methods),
    ),
  methodUnavailable: () =>
    new HttpError(400, 'verify.method.invalid', 'This verification method is not available for this account.'),
  /** Issue 35: too many failed logins on this account from anywhere; solve the captcha to go on. */
  captchaStepUp: () =>
    new HttpError(
      400,
      LOGIN_CAPTCHA_REQUIRED,
      'Please complete the verification to log in: this account had many failed login attempts.',
    ),
};

export const socialErrors = {
  channelMismatch: () =>
    new HttpError(400, 'firebase.channel.mismatch', 'The sign-in token does not come from the chosen sign-in method.'),
  /** §8: the client auto-registers (FIREBASECREATEACC3) or shows the login-choice dialog, without the parenthesised detail. */
  bindRequired: (channel: FirebaseChannel, identity: FirebaseIdentity) =>
    new HttpError(
      400,
      BIND_CUSTOMER_REQUIRED,
      `This ${PROVIDER_NAMES[channel]} sign-in is not linked to an account yet (${identity.email ?? identity.phoneNumber ?? identity.uid}). Log in to your account to link it.`,
    ),
  registerDisabled: () =>
    new HttpError(400, 'firebase.register.disabled', 'Registration by social or phone sign-in is not available here.'),
  alreadyLinked: () =>
    new HttpError(
      400,
      'firebase.identity.exists',
      'This sign-in already belongs to an account. Please sign in with it instead.',
    ),
  linkedElsewhere: () =>
    new HttpError(400, 'firebase.identity.linked', 'This sign-in is already linked to another account.'),
  memberHasOther: () =>
    new HttpError(400, 'firebase.member.linked', 'This account is already linked to another sign-in of the same kind.'),
  mobileTaken: () =>
    new HttpError(400, 'mobile.exists', 'This mobile number is already registered. Please log in instead.'),
  noPhone: () => new HttpError(400, 'firebase.token.malformed', 'The phone sign-in token carries no phone number.'),
  phoneCountry: () => new HttpError(400, 'country.unsupported', 'This country dialling code is not supported.'),
  smsTemplate: () => new HttpError(400, 'sms.template.unknown', 'This SMS template is not known.'),
};

/**
 * The username and password (§8 not.exists.user, login.cred.err), throttled per client. A failure
 * is recorded here; a success is recorded by the caller only once the whole login succeeded, so that
 * failed second-factor attempts after a right password keep adding up (brute force of the codes).
 */
export async function authenticate(
  deps: AppDeps,
  merchant: Merchant,
  input: { username: string; password: string },
  client: { ip: string; key: string },
): Promise<Member> {
  deps.loginThrottle.assertAllowed(merchant.code, input.username, client.ip, client.key, deps.clock());
  const member = deps.members.findByUsername(merchant.code, input.username);
  // An unknown user is hashed too: both answers cost one scrypt (issue 11, ASVS 6.3 / 2.2).
  const valid =
    member !== null
      ? await deps.passwords.verify(input.password, member.passwordHash)
      : await deps.passwords.verifyNobody(input.password);
  if (!member || !valid) {
    deps.loginThrottle.record(merchant.code, input.username, client.ip, client.key, false, deps.clock());
    throw member ? loginErrors.wrongPassword() : loginErrors.unknownUser();
  }
  return member;
}

/** Opens a session for a member who proved who they are; marks their first login. */
export function openSession(
  deps: AppDeps,
  member: Member,
  deviceId: string | undefined,
): { token: string; firstTimeLogin: boolean } {
  const now = deps.clock();
  return deps.members.transaction(() => {
    const token = deps.sessions.create(member.id, member.merchantCode, deviceId, now);
    deps.members.markLogin(member.id, now);
    return { token, firstTimeLogin: member.lastLoginAt === null };
  });
}

/**
 * The §3 login value for a member who proved who they are, by password or by a social sign-in:
 * a new session, and whether the password must be changed before anything else.
 */
export function loginValue(
  deps: AppDeps,
  member: Member,
  deviceId: string | undefined,
  passwordExpired: boolean,
): LoginValue {
  const { token, firstTimeLogin } = openSession(deps, member, deviceId);
  return {
    id: member.id,
    token,
    userName: member.username,
    customerType: member.type,
    firstTimeLogin,
    passwordExpired,
  };
}

/**
 * §3 login "firebase fields": after a login by password (and second factor) succeeded, the social
 * sign-in the player chose 'login existing account' for is linked to the member.
 */
export async function linkOnLogin(
  deps: AppDeps,
  merchant: Merchant,
  member: Member,
  fields: { firebaseChannel?: FirebaseChannel; firebaseIdToken?: string },
): Promise<void> {
  if (!fields.firebaseIdToken) return;
  const channel = fields.firebaseChannel;
  const provider = merchant.public.smsProvider;
  const identity = await deps.firebase.verify(
    fields.firebaseIdToken,
    provider?.apiKey && provider.projectId ? provider.projectId : undefined,
  );
  if (channel && identity.provider !== PROVIDER_OF_CHANNEL[channel]) throw socialErrors.channelMismatch();
  deps.members.transaction(() => linkIdentity(deps, merchant, identity, member));
}

/** Links an identity to a member: once per identity, and one identity of each provider per member. */
export function linkIdentity(deps: AppDeps, merchant: Merchant, identity: FirebaseIdentity, member: Member): void {
  const existing = deps.identities.memberOf(merchant.code, identity.provider, identity.uid);
  if (existing === member.id) return;
  if (existing !== null) throw socialErrors.linkedElsewhere();
  if (deps.identities.uidOf(member.id, identity.provider) !== null) throw socialErrors.memberHasOther();
  deps.identities.link(merchant.code, identity, member.id, deps.clock());
}
