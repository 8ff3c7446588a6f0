import { describe, expect, it } from 'vitest';
import { agentRegisterAllowed, inviteLink, referralAction, referralShown, type ReferralContext } from './rules';

const on: ReferralContext = { globalEnabled: true, loggedIn: true, memberType: 0, personalEnabled: false };

describe('§5 §6 referral', () => {
  it('§5 shown if the global promotion is on and the user is logged out, an agent, or has it personally', () => {
    expect(referralShown({ ...on, loggedIn: false, memberType: -1 })).toBe(true);
    expect(referralShown({ ...on, memberType: 1 })).toBe(true);
    expect(referralShown({ ...on, memberType: 2 })).toBe(true);
    expect(referralShown({ ...on, personalEnabled: true })).toBe(true);
    expect(referralShown(on)).toBe(false);
    expect(referralShown({ ...on, globalEnabled: false, personalEnabled: true, memberType: 1 })).toBe(false);
  });

  it('§5 a logged-out user with the referral promotion disabled gets the coming-soon prompt', () => {
    expect(referralAction({ globalEnabled: false, loggedIn: false, memberType: -1, personalEnabled: false })).toBe(
      'coming-soon',
    );
    expect(referralAction({ globalEnabled: true, loggedIn: false, memberType: -1, personalEnabled: false })).toBe(
      'invite-friends',
    );
  });

  it('§6 agents (types 1 and 2) go to agent registration when referral is on', () => {
    expect(referralAction({ ...on, memberType: 1 })).toBe('agent-register');
    expect(referralAction({ ...on, memberType: 2 })).toBe('agent-register');
    expect(referralAction({ ...on, memberType: 1, globalEnabled: false })).toBe('customer-service');
  });

  it('§6 other members go to invite friends if enabled for them, else customer service opens', () => {
    expect(referralAction({ ...on, personalEnabled: true })).toBe('invite-friends');
    expect(referralAction(on)).toBe('customer-service');
    expect(referralAction({ ...on, memberType: 4 })).toBe('customer-service');
  });

  it('§2 agent registration is for logged-in agents when referral is enabled', () => {
    expect(agentRegisterAllowed({ globalEnabled: true, loggedIn: true, memberType: 1 })).toBe(true);
    expect(agentRegisterAllowed({ globalEnabled: false, loggedIn: true, memberType: 1 })).toBe(false);
    expect(agentRegisterAllowed({ globalEnabled: true, loggedIn: true, memberType: 0 })).toBe(false);
    expect(agentRegisterAllowed({ globalEnabled: true, loggedIn: false, memberType: -1 })).toBe(false);
  });

  it('§2 the invite link carries referralCode to the register page', () => {
    expect(inviteLink('http://localhost:8080', 'PLAYER0X')).toBe(
      'http://localhost:8080/m/register?referralCode=PLAYER0X',
    );
  });
});
