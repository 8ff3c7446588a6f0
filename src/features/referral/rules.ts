/** Spec §5 / §6 referral: who sees it, where it goes, and the invite link. Pure. */

export interface ReferralContext {
  /** §5 the global referral promotion (the merchant's referralEnabled). */
  globalEnabled: boolean;
  loggedIn: boolean;
  /** §3 member type; -1 when not logged in. */
  memberType: number;
  /** §5 the member's personal switch. */
  personalEnabled: boolean;
}

const isAgent = (type: number) => type === 1 || type === 2;

/** §5: shown if the global promotion is enabled and the user is logged out, an agent, or has it enabled personally. */
export function referralShown(ctx: ReferralContext): boolean {
  return ctx.globalEnabled && (!ctx.loggedIn || isAgent(ctx.memberType) || ctx.personalEnabled);
}

export type ReferralAction = 'coming-soon' | 'invite-friends' | 'agent-register' | 'customer-service';

/**
 * §5 / §6 the referral button: a logged-out user gets the coming-soon prompt when the promotion is
 * disabled (else invite friends, which explains it to guests); agents (types 1, 2) go to agent
 * registration when referral is on; other members go to invite friends if it is enabled for them,
 * else customer service opens.
 */
export function referralAction(ctx: ReferralContext): ReferralAction {
  if (!ctx.loggedIn) return ctx.globalEnabled ? 'invite-friends' : 'coming-soon';
  if (isAgent(ctx.memberType) && ctx.globalEnabled) return 'agent-register';
  return referralShown(ctx) ? 'invite-friends' : 'customer-service';
}

/** §2 /m/agentRegister is for logged-in agents when referral is enabled. */
export function agentRegisterAllowed(ctx: Pick<ReferralContext, 'globalEnabled' | 'loggedIn' | 'memberType'>): boolean {
  return ctx.loggedIn && ctx.globalEnabled && isAgent(ctx.memberType);
}

/** §2 the invite link: the register page carrying referralCode (kept by navigation, §2). */
export function inviteLink(origin: string, code: string): string {
  const url = new URL('/m/register', origin);
  url.searchParams.set('referralCode', code);
  return url.href;
}
