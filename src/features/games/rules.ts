/** Game vendor ordering and grouping for the catalogue (§3 game lanes, §9 ordinals step by 100). */
export interface VendorLike {
  vendor: string;
  displayName: string;
  gameType: string;
  ordinal: number;
}

export function groupVendorsByType<V extends VendorLike>(vendors: readonly V[]): Array<{ gameType: string; vendors: V[] }> {
  const groups = new Map<string, V[]>();
  for (const v of [...vendors].sort((a, b) => a.ordinal - b.ordinal || a.displayName.localeCompare(b.displayName))) {
    const type = v.gameType || 'OTHER';
    groups.set(type, [...(groups.get(type) ?? []), v]);
  }
  return [...groups].map(([gameType, list]) => ({ gameType, vendors: list }));
}
