/**
 * Spec §3 / §5 customer-service entries: decrypted, merged from their two sources, restricted by
 * the member's label ids (with the §5 fallback), and labelled for the §2 action list.
 */
import type { CustomerServiceEntry } from '../../../contract/entities';
import { CS_UNTITLED_PREFIX } from '../../config/constants';
import { decodeCsPath } from '../../../contract/cs-path';
import { webUrl } from '../../lib/web-url';

/** An entry whose path has been decrypted into a link the player may open. */
export interface CsLink {
  title: string;
  url: string;
  csType: string;
  csPosition: string;
  labelIds: readonly string[];
}

/** Only web links are opened; anything else (javascript:, data:, relative paths) is dropped. */
export const safeLink = webUrl;

/** §3: decrypts each entry's path (last 8 characters the key); entries that do not decrypt to a web link are left out. */
export function decryptEntries(entries: readonly CustomerServiceEntry[]): CsLink[] {
  const links: CsLink[] = [];
  for (const entry of entries) {
    const plain = decodeCsPath(entry.path);
    const url = plain === null ? null : safeLink(plain);
    if (!url) continue;
    links.push({
      title: entry.title.trim(),
      url,
      csType: entry.csType,
      csPosition: entry.csPosition,
      labelIds: entry.labelIds.filter((id) => id !== ''),
    });
  }
  return links;
}

/**
 * The entries of WPSCORE_getCustomerServiceScript and of the config call, as one list: the script's
 * first, then those of the config call it does not already have (the same link with the same labels).
 */
export function mergeSources(...sources: readonly (readonly CsLink[])[]): CsLink[] {
  const seen = new Set<string>();
  const merged: CsLink[] = [];
  for (const list of sources) {
    for (const link of list) {
      const key = `${link.url}\n${[...link.labelIds].sort().join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(link);
    }
  }
  return merged;
}

/**
 * §5: entries that name label ids are for members with one of those labels. A member whose labels
 * match some of them sees those; when none match (or for a visitor) the unrestricted entries are
 * shown instead.
 */
export function restrictByLabel(links: readonly CsLink[], memberLabelIds: readonly string[]): CsLink[] {
  const labels = new Set(memberLabelIds.filter((id) => id !== ''));
  const matching = links.filter((l) => l.labelIds.length > 0 && l.labelIds.some((id) => labels.has(id)));
  return matching.length > 0 ? matching : links.filter((l) => l.labelIds.length === 0);
}

/** §2: the action list labels each entry by its title, or CS1, CS2 … by its place in the list. */
export function actionLabels(links: readonly CsLink[]): string[] {
  return links.map((l, i) => l.title || `${CS_UNTITLED_PREFIX}${i + 1}`);
}

/** §2: one entry opens its link directly; several open the action list; none, nothing to offer. */
export function contactMode(links: readonly CsLink[]): 'none' | 'open' | 'choose' {
  if (links.length === 0) return 'none';
  return links.length === 1 ? 'open' : 'choose';
}
