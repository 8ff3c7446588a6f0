/**
 * Issue 13 calls as query options: the §3 install settings, the §3 download links (§7
 * WPSCORE_getDownloadSetting), the app-download promotion (§7 MCSFE_getListAnnouncements, category
 * app_download), the §3 counts (the money feature's transaction summary: polled every 30 s while
 * logged in, §9) and the native app's upgrade check.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { COUNTS_POLL_INTERVAL_MS } from '../../config/constants';
import { sessionKeyOf } from '../../shared/session-key';
import { countsOf } from './rules';

export const installKeys = {
  all: ['install'] as const,
  settings: () => ['install', 'settings'] as const,
  links: (domain: string) => ['install', 'links', domain] as const,
  promotion: () => ['install', 'promotion'] as const,
  counts: (token: string) => ['install', 'counts', sessionKeyOf(token)] as const,
  upgrade: (platform: string, version: string) => ['install', 'upgrade', platform, version] as const,
};

// Prompts are extras: a failed call shows no prompt rather than an error (meta.handlesErrors).
export function installSettingsQuery() {
  return queryOptions({
    queryKey: installKeys.settings(),
    queryFn: ({ signal }) => call('installSettings', {}, { signal }),
    staleTime: COUNTS_POLL_INTERVAL_MS,
    meta: { handlesErrors: true },
  });
}

export function downloadLinksQuery(domain: string) {
  return queryOptions({
    queryKey: installKeys.links(domain),
    queryFn: ({ signal }) => call('downloadSetting', { domain }, { signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

export function appDownloadPromotionQuery() {
  return queryOptions({
    queryKey: installKeys.promotion(),
    queryFn: ({ signal }) =>
      call('announcements', { types: 'PR', platform: 'M', category: 'app_download' }, { signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

/** §3 Counts, polled every 30 s while logged in (§4, §9); never persisted (money, DESIGN rule 11). */
export function countsQuery(token: string) {
  return queryOptions({
    queryKey: installKeys.counts(token),
    queryFn: async ({ signal }) => countsOf(await call('transactionSummary', {}, { signal })),
    staleTime: 0,
    refetchInterval: COUNTS_POLL_INTERVAL_MS,
    meta: { handlesErrors: true },
  });
}

export function appUpgradeQuery(platform: 'ANDROID' | 'IOS', version: string) {
  return queryOptions({
    queryKey: installKeys.upgrade(platform, version),
    queryFn: ({ signal }) => call('appUpgrade', { platform, version }, { signal }),
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}
