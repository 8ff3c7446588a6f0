import { PROFILE_ICON_COUNT, PROFILE_ICON_MAX } from '../../config/constants';

/** §3 / §6 member types and what they are called. */
export function memberTypeKey(type: number): string {
  switch (type) {
    case 0:
      return 'member.type.player';
    case 1:
    case 2:
      return 'member.type.agent';
    case 4:
      return 'member.type.restricted';
    default:
      return 'member.type.unknown';
  }
}

/** §3 / §6: types 1 and 2 are agents. */
export const isAgent = (type: number): boolean => type === 1 || type === 2;

/**
 * §3 common store gw PROFILE_ICON_COUNT (default 9): how many profile pictures a member picks from.
 * A count that is not a whole number of at least 1 is the default; above what the storefront draws
 * (PROFILE_ICON_MAX) it is all of them.
 */
export function profileIconCount(configured: number): number {
  if (!Number.isFinite(configured) || configured < 1) return PROFILE_ICON_COUNT;
  return Math.min(Math.floor(configured), PROFILE_ICON_MAX);
}

/** The key of one member's choice in PROFILE_ICON_KEY's map. */
export const profileIconOwner = (merchantCode: string, memberId: string | number) => `${merchantCode}:${memberId}`;

/**
 * §3 PROFILE_ICON_COUNT: the member's profile picture, 1 … count. Their own choice while it is one of
 * the pictures offered (a merchant who lowers the count takes the higher ones away); otherwise one
 * picked from the member id, so members differ before anyone chooses.
 */
export function profileIconOf(stored: unknown, owner: string, count: number): number {
  const choice = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[owner] : undefined;
  if (typeof choice === 'number' && Number.isInteger(choice) && choice >= 1 && choice <= count) return choice;
  let hash = 0;
  for (const ch of owner) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (hash % count) + 1;
}

/** The stored map with one member's choice written (other members' choices kept; junk dropped). */
export function withProfileIcon(stored: unknown, owner: string, icon: number): Record<string, number> {
  const out: Record<string, number> = {};
  if (stored && typeof stored === 'object')
    for (const [k, v] of Object.entries(stored as Record<string, unknown>))
      if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= PROFILE_ICON_MAX) out[k] = v;
  out[owner] = icon;
  return out;
}
