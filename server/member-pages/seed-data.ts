/**
 * What each merchant's member pages start with (issue 16): VIP levels, point-market items,
 * missions, the ranking's other entrants, and the state of some seeded members (rewards, points,
 * mission progress, rank progress, referral code and switch, members they invited).
 */
import type { Reward } from '../../contract/member-pages';

export interface MemberPagesSeed {
  vipLevels: Array<{
    rankLevel: number;
    labelName: string;
    labelId: string;
    depositBonusPercent: number;
    rebatePercent: number;
    dailyWithdrawals: number;
    birthdayGiftMinor: number;
  }>;
  mallItems: Array<{ code: string; name: string; pricePoints: number; stock: number | null }>;
  missions: Array<{ code: string; title: string; target: number; rewardPoints: number }>;
  rankingEntrants: Array<{ name: string; score: number }>;
  members: Record<
    string,
    {
      referral?: { code: string; enabled: boolean; invited?: string[] };
      points?: number;
      rewards?: Array<{ kind: Reward['kind']; amountMinor: number; claimed?: boolean; expiresInDays?: number }>;
      missions?: Record<string, number>;
      rankProgress?: { completed: number; expected: number };
    }
  >;
}

const DEMO: MemberPagesSeed = {
  vipLevels: [
    {
      rankLevel: 0,
      labelName: 'Member',
      labelId: 'L0',
      depositBonusPercent: 0,
      rebatePercent: 0.2,
      dailyWithdrawals: 3,
      birthdayGiftMinor: 0,
    },
    {
      rankLevel: 1,
      labelName: 'VIP 1',
      labelId: 'L1',
      depositBonusPercent: 1,
      rebatePercent: 0.4,
      dailyWithdrawals: 5,
      birthdayGiftMinor: 1_000,
    },
    {
      rankLevel: 2,
      labelName: 'VIP 2',
      labelId: 'L2',
      depositBonusPercent: 2,
      rebatePercent: 0.6,
      dailyWithdrawals: 8,
      birthdayGiftMinor: 5_000,
    },
    {
      rankLevel: 3,
      labelName: 'VIP 3',
      labelId: 'L3',
      depositBonusPercent: 3,
      rebatePercent: 0.8,
      dailyWithdrawals: 10,
      birthdayGiftMinor: 20_000,
    },
  ],
  mallItems: [
    { code: 'free-spins-10', name: '10 free spins', pricePoints: 300, stock: null },
    { code: 'bonus-5', name: '$5 bonus voucher', pricePoints: 800, stock: 50 },
    { code: 'lucky-draw', name: 'Lucky draw ticket', pricePoints: 150, stock: null },
    { code: 'phone', name: 'Smartphone (monthly draw)', pricePoints: 50_000, stock: 1 },
  ],
  missions: [
    { code: 'login-7', title: 'Log in 7 days in a row', target: 7, rewardPoints: 200 },
    { code: 'deposit-3', title: 'Make 3 deposits', target: 3, rewardPoints: 300 },
    { code: 'lottery-10', title: 'Place 10 lottery bets', target: 10, rewardPoints: 150 },
    { code: 'invite-1', title: 'Invite a friend', target: 1, rewardPoints: 500 },
  ],
  rankingEntrants: [
    { name: 'luckystar88', score: 4_200 },
    { name: 'goldenfish', score: 3_150 },
    { name: 'minh2024', score: 2_400 },
    { name: 'tigerking', score: 1_900 },
    { name: 'sunnyday', score: 950 },
    { name: 'happyjack', score: 600 },
  ],
  members: {
    player0: {
      referral: { code: 'PLAYER0X', enabled: true, invited: ['verify_payee', 'verify_sms'] },
      points: 1_200,
      rewards: [
        { kind: 'daily', amountMinor: 500 },
        { kind: 'vip', amountMinor: 2_000, expiresInDays: 30 },
      ],
      missions: { 'login-7': 7, 'deposit-3': 3, 'lottery-10': 4, 'invite-1': 0 },
      rankProgress: { completed: 3, expected: 5 },
    },
    agent1: {
      referral: { code: 'AGENT1XY', enabled: true, invited: ['nochat4'] },
      points: 400,
      rewards: [{ kind: 'referral', amountMinor: 1_500 }],
      missions: { 'login-7': 2, 'deposit-3': 1, 'invite-1': 1 },
    },
  },
};

/** By merchant code; a merchant without an entry gets no member-page data. */
export const MEMBER_PAGES_SEEDS: Readonly<Record<string, MemberPagesSeed>> = { DEMO };
