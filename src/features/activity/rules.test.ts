import { describe, expect, it } from 'vitest';
import {
  categoryNameOf,
  activityAction,
  activityIdOf,
  activityPhase,
  activityTargets,
  showsGoToActivity,
  type ActivityButtonContext,
} from './rules';

const guest: ActivityButtonContext = {
  loggedIn: false,
  memberType: -1,
  device: 'H5',
  referral: true,
  vipBenefit: false,
};
const player: ActivityButtonContext = {
  loggedIn: true,
  memberType: 0,
  device: 'H5',
  referral: false,
  vipBenefit: false,
};

describe('§5 §6 the go-to-activity button', () => {
  it('§5 §6 is hidden for types other than 0, 1 and 2', () => {
    for (const type of [0, 1, 2]) expect(showsGoToActivity({ loggedIn: true, memberType: type })).toBe(true);
    for (const type of [4, 3, 99, -1]) expect(showsGoToActivity({ loggedIn: true, memberType: type })).toBe(false);
    expect(activityTargets({ ...player, memberType: 4 })).toEqual([]);
  });

  it('§5 a guest sees it, with register (only guests) and member benefits (guests or the VIP benefit flag)', () => {
    expect(showsGoToActivity({ loggedIn: false, memberType: -1 })).toBe(true);
    expect(activityTargets(guest)).toEqual([
      'rewardCenter',
      'inviteFriends',
      'mall',
      'leaderBoard',
      'benefits',
      'appDownload',
      'register',
    ]);
    expect(activityTargets(player)).not.toContain('register');
  });

  it('§5 invite friends needs the referral flag', () => {
    expect(activityTargets({ ...player, referral: true })).toContain('inviteFriends');
    expect(activityTargets(player)).not.toContain('inviteFriends');
    expect(activityTargets({ ...guest, referral: false })).not.toContain('inviteFriends');
  });

  it('§5 member benefits needs a guest or the VIP benefit flag', () => {
    expect(activityTargets(player)).not.toContain('benefits');
    expect(activityTargets({ ...player, vipBenefit: true })).toContain('benefits');
  });

  it('§5 app download hides in the native app, home-screen mode or PWA', () => {
    for (const device of ['APP', 'WEBCLIP', 'PWA'] as const)
      expect(activityTargets({ ...player, device })).not.toContain('appDownload');
    for (const device of ['H5', 'IPAD'] as const)
      expect(activityTargets({ ...player, device })).toContain('appDownload');
  });
});

describe('§2 the activity page', () => {
  it('§2 reads id= as a positive whole number only', () => {
    expect(activityIdOf('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', '1e3', '<script>', '99999999999999999'])
      expect(activityIdOf(bad)).toBeNull();
  });

  it('a period is upcoming, running or ended; open ends never close', () => {
    expect(activityPhase({ periodStart: null, periodEnd: null }, 5)).toBe('running');
    expect(activityPhase({ periodStart: 10, periodEnd: null }, 5)).toBe('upcoming');
    expect(activityPhase({ periodStart: null, periodEnd: 5 }, 5)).toBe('ended');
  });

  it('offers join once, to a logged-in player, while the promotion runs', () => {
    const base = { joinable: true, phase: 'running' as const, loggedIn: true, joined: false };
    expect(activityAction(base)).toBe('join');
    expect(activityAction({ ...base, joined: true })).toBe('joined');
    expect(activityAction({ ...base, loggedIn: false })).toBe('login');
    expect(activityAction({ ...base, phase: 'ended' })).toBe('unavailable');
    expect(activityAction({ ...base, joinable: false })).toBe('none');
  });
});

describe('§3 §7 promotion categories', () => {
  const categories = [
    { code: 'deposit', name: 'Deposit bonuses' },
    { code: 'blank', name: ' ' },
  ];
  it('§7 a promotion shows the name of its category', () => {
    expect(categoryNameOf(categories, 'deposit')).toBe('Deposit bonuses');
  });
  it('§7 no category, an unknown one, a nameless one or no list yet: none shown', () => {
    expect(categoryNameOf(categories, '')).toBeNull();
    expect(categoryNameOf(categories, 'vip')).toBeNull();
    expect(categoryNameOf(categories, 'blank')).toBeNull();
    expect(categoryNameOf(undefined, 'deposit')).toBeNull();
  });
});
