/**
 * Spec §2 / §5 / §6: the go-to-activity button and its targets, and the activity page's period and
 * action. Pure: the caller passes who the player is and where the page runs.
 */
import {
  BENEFITS_PATH,
  INVITE_FRIENDS_PATH,
  LEADER_BOARD_PATH,
  MALL_PATH,
  REGISTER_PATHS,
  REWARD_CENTER_PATH,
} from '../../config/constants';
import type { DeviceKind } from '../../lib/device-kind';

/** §2 the targets of the go-to-activity button (and the app download and register entries of §5). */
export type ActivityTarget =
  'rewardCenter' | 'inviteFriends' | 'mall' | 'leaderBoard' | 'benefits' | 'appDownload' | 'register';

export interface ActivityButtonContext {
  loggedIn: boolean;
  /** §3 member type (-1 when not logged in or not known yet). */
  memberType: number;
  /** §3 device kind: APP (native shell), WEBCLIP (home screen), PWA, IPAD or H5. */
  device: DeviceKind;
  /** §5 the referral flag (src/features/referral/rules.ts referralShown). */
  referral: boolean;
  /** §5 the VIP benefit flag: the member's label is AUTO (src/features/vip/rules.ts). */
  vipBenefit: boolean;
}

/** §3 / §6: the member types the go-to-activity button is for. */
const ACTIVITY_MEMBER_TYPES: readonly number[] = [0, 1, 2];

/**
 * §5 / §6: the button is hidden for types other than 0, 1 and 2. A guest (no session) still sees
 * it: §5 gives guests the register entry, which only a shown button can offer.
 */
export function showsGoToActivity(ctx: Pick<ActivityButtonContext, 'loggedIn' | 'memberType'>): boolean {
  return !ctx.loggedIn || ACTIVITY_MEMBER_TYPES.includes(ctx.memberType);
}

/** §5: which entries the button offers, in order. */
export function activityTargets(ctx: ActivityButtonContext): ActivityTarget[] {
  if (!showsGoToActivity(ctx)) return [];
  const installed = ctx.device === 'APP' || ctx.device === 'WEBCLIP' || ctx.device === 'PWA';
  const targets: ActivityTarget[] = ['rewardCenter'];
  if (ctx.referral) targets.push('inviteFriends');
  targets.push('mall', 'leaderBoard');
  if (!ctx.loggedIn || ctx.vipBenefit) targets.push('benefits');
  if (!installed) targets.push('appDownload');
  if (!ctx.loggedIn) targets.push('register');
  return targets;
}

/** §2 the page of each target (app download opens the install feature's download instead). */
export const ACTIVITY_TARGET_PATHS: Readonly<Record<Exclude<ActivityTarget, 'appDownload'>, string>> = {
  rewardCenter: REWARD_CENTER_PATH,
  inviteFriends: INVITE_FRIENDS_PATH,
  mall: MALL_PATH,
  leaderBoard: LEADER_BOARD_PATH,
  benefits: BENEFITS_PATH,
  register: REGISTER_PATHS[0],
};

/** §2 /m/activity?id={id}: a positive whole number, else none. */
export function activityIdOf(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export type ActivityPhase = 'upcoming' | 'running' | 'ended';

/** A promotion's period: before its start, after its end, or running (open ends never close). */
export function activityPhase(
  period: { periodStart: number | null; periodEnd: number | null },
  now: number,
): ActivityPhase {
  if (period.periodStart !== null && now < period.periodStart) return 'upcoming';
  if (period.periodEnd !== null && now >= period.periodEnd) return 'ended';
  return 'running';
}

export type ActivityAction = 'none' | 'login' | 'join' | 'joined' | 'unavailable';

/** The activity page's action: join a running joinable promotion once; a guest logs in first. */
export function activityAction(input: {
  joinable: boolean;
  phase: ActivityPhase;
  loggedIn: boolean;
  joined: boolean;
}): ActivityAction {
  if (!input.joinable) return 'none';
  if (input.joined) return 'joined';
  if (input.phase !== 'running') return 'unavailable';
  return input.loggedIn ? 'join' : 'login';
}

/**
 * §3 / §7 promotion categories (PROMOFE_getPromotionAnnouncementCategory): the name of the category
 * a promotion belongs to, by its code; null for none, or for a code the list does not know.
 */
export function categoryNameOf(
  categories: readonly { code: string; name: string }[] | undefined,
  code: string,
): string | null {
  if (!code || !categories) return null;
  const name = categories.find((c) => c.code === code)?.name.trim();
  return name ? name : null;
}
