/**
 * Spec §2 per-path configuration: which paths are the home page, and each page's title key.
 * Shared by the page frame, the metadata, the update rule and the router.
 */

import { HOME_ALIASES } from '../../contract/ssr';

export { HOME_ALIASES };

export function configPath(pathname: string): string {
  if ((HOME_ALIASES as readonly string[]).includes(pathname)) return '/m/home';
  if (pathname === '/m/register.html') return '/m/register';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The storefront's own per-path defaults: i18n keys of each page's title. */
export const PAGE_TITLE_KEYS: Record<string, string> = {
  '/m/home': 'page.home',
  '/m/login': 'page.login',
  '/m/register': 'page.register',
  '/m/member/home': 'page.memberHome',
  '/m/game': 'page.game',
  '/m/changePsw': 'page.changePassword',
  '/m/launchGame': 'page.launchGame',
  '/m/voucherCenter': 'page.deposit',
  '/m/withdraw': 'page.withdraw',
  '/m/securityCenter/addBankCard': 'page.addBankCard',
  '/m/securityCenter/addBankCardPix': 'page.addBankCardPix',
  '/m/activity': 'page.activity',
  '/m/rewardCenter': 'page.rewardCenter',
  '/m/inviteFriends': 'page.inviteFriends',
  '/m/mall/mallHome': 'page.mall',
  '/m/leaderBoard': 'page.leaderBoard',
  '/m/member/benefits': 'page.benefits',
  '/m/agentRegister': 'page.agentRegister',
  '/m/feedback': 'page.feedback',
};

/**
 * Issue 32: the bottom tab bar's places (the top-level pages, in the thumb zone) and the i18n key of
 * each one's label. Shown on these pages only: never inside a game, a form or a sub-page.
 */
export const TAB_BAR_TABS = [
  { path: '/m/home', labelKey: 'page.home' },
  { path: '/m/game', labelKey: 'page.game' },
  { path: '/m/rewardCenter', labelKey: 'page.rewardCenter' },
  { path: '/m/voucherCenter', labelKey: 'page.deposit' },
  { path: '/m/member/home', labelKey: 'home.myAccount' },
] as const;

export type TabPath = (typeof TAB_BAR_TABS)[number]['path'];

/** The tab of a page that shows the tab bar (its home aliases count as home), else null. */
export function tabOf(pathname: string): TabPath | null {
  const path = configPath(pathname);
  return TAB_BAR_TABS.find((tab) => tab.path === path)?.path ?? null;
}
