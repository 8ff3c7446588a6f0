/**
 * §3 / §5 customer-service entries from both sources (WPSCORE_getCustomerServiceScript and the
 * config call), decrypted, merged and restricted by the member's label. A source that fails simply
 * adds nothing: customer service is what a player reaches for when things go wrong.
 */
import { call } from '../../api/client';
import type { CustomerServiceEntry } from '../../../contract/entities';
import { fetchMemberInfo } from '../../session/member-info';
import { session } from '../../session/store';
import { decryptEntries, mergeSources, restrictByLabel, type CsLink } from './rules';

/** The member's label ids (§3 clubLabel.labelId); none for a visitor or when member info fails. */
async function memberLabelIds(): Promise<string[]> {
  if (!session.isLoggedIn()) return [];
  try {
    const labelId = (await fetchMemberInfo()).clubLabel?.labelId;
    return labelId ? [labelId] : [];
  } catch {
    return [];
  }
}

/**
 * The links to offer. `configEntries`: the config call's entries when the caller has them already
 * (the domain modal fetched the config on mount); otherwise the config call is made here.
 */
export async function loadCustomerService(configEntries?: readonly CustomerServiceEntry[]): Promise<CsLink[]> {
  const [script, config, labels] = await Promise.all([
    call('customerServiceScript', {}).catch((): CustomerServiceEntry[] => []),
    configEntries ??
      call('siteConfig', {}).then(
        (c) => c.customerService,
        (): CustomerServiceEntry[] => [],
      ),
    memberLabelIds(),
  ]);
  return restrictByLabel(mergeSources(decryptEntries(script), decryptEntries(config)), labels);
}

/** Opens a customer-service link outside the app (a new tab, or the system browser in the app shell). */
export function openLink(link: CsLink): void {
  window.open(link.url, '_blank', 'noopener,noreferrer');
}
