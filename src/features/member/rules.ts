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
